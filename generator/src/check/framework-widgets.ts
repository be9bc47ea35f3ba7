/**
 * View and layout classes a layout file can name without a package on API 23 (the same classes
 * as the SDK's `data/widgets.txt`: android.widget, android.view, android.webkit and a few others).
 * Data only; the checks and fix rules read it.
 */
export const FRAMEWORK_WIDGETS: Readonly<Record<string, string>> = {
  AbsoluteLayout: 'android.widget',
  ActionMenuView: 'android.widget',
  AdapterViewFlipper: 'android.widget',
  AnalogClock: 'android.widget',
  AutoCompleteTextView: 'android.widget',
  Button: 'android.widget',
  CalendarView: 'android.widget',
  CheckBox: 'android.widget',
  CheckedTextView: 'android.widget',
  Chronometer: 'android.widget',
  DatePicker: 'android.widget',
  DialerFilter: 'android.widget',
  DigitalClock: 'android.widget',
  EditText: 'android.widget',
  ExpandableListView: 'android.widget',
  FrameLayout: 'android.widget',
  Gallery: 'android.widget',
  GridLayout: 'android.widget',
  GridView: 'android.widget',
  HorizontalScrollView: 'android.widget',
  ImageButton: 'android.widget',
  ImageSwitcher: 'android.widget',
  ImageView: 'android.widget',
  LinearLayout: 'android.widget',
  ListView: 'android.widget',
  MediaController: 'android.widget',
  MultiAutoCompleteTextView: 'android.widget',
  NumberPicker: 'android.widget',
  ProgressBar: 'android.widget',
  QuickContactBadge: 'android.widget',
  RadioButton: 'android.widget',
  RadioGroup: 'android.widget',
  RatingBar: 'android.widget',
  RelativeLayout: 'android.widget',
  ScrollView: 'android.widget',
  SearchView: 'android.widget',
  SeekBar: 'android.widget',
  SlidingDrawer: 'android.widget',
  Space: 'android.widget',
  Spinner: 'android.widget',
  StackView: 'android.widget',
  Switch: 'android.widget',
  TabHost: 'android.widget',
  TabWidget: 'android.widget',
  TableLayout: 'android.widget',
  TableRow: 'android.widget',
  TextClock: 'android.widget',
  TextSwitcher: 'android.widget',
  TextView: 'android.widget',
  TimePicker: 'android.widget',
  ToggleButton: 'android.widget',
  Toolbar: 'android.widget',
  TwoLineListItem: 'android.widget',
  VideoView: 'android.widget',
  ViewAnimator: 'android.widget',
  ViewFlipper: 'android.widget',
  ViewSwitcher: 'android.widget',
  ZoomButton: 'android.widget',
  ZoomControls: 'android.widget',
  SurfaceView: 'android.view',
  TextureView: 'android.view',
  View: 'android.view',
  ViewStub: 'android.view',
  WebView: 'android.webkit',
  GLSurfaceView: 'android.opengl',
  GestureOverlayView: 'android.gesture',
  ExtractEditText: 'android.inputmethodservice',
  KeyboardView: 'android.inputmethodservice',
  MediaRouteButton: 'android.app',
  FragmentBreadCrumbs: 'android.app',
  AppWidgetHostView: 'android.appwidget',
};

/** Layout-file tags that are not views: inflater directives. */
export const LAYOUT_DIRECTIVES: ReadonlySet<string> = new Set(['merge', 'include', 'fragment', 'requestFocus', 'tag', 'view', 'blink']);

/** Parents whose LayoutParams default a missing layout_width/layout_height to wrap_content (or match_parent) instead of throwing. */
export const SIZE_DEFAULTING_PARENTS: ReadonlySet<string> = new Set(['TableLayout', 'TableRow', 'RadioGroup', 'GridLayout']);

/** Tags that need no layout_width/layout_height themselves. */
export const SIZE_EXEMPT_TAGS: ReadonlySet<string> = new Set(['merge', 'include', 'requestFocus', 'tag']);

/** `android.widget.Button` or `Button` -> `Button` when it is a framework class, else null. */
export function frameworkWidgetName(tag: string): string | null {
  const dot = tag.lastIndexOf('.');
  const simple = tag.slice(dot + 1);
  const pkg = FRAMEWORK_WIDGETS[simple];
  if (pkg === undefined) return null;
  return dot === -1 || tag.slice(0, dot) === pkg ? simple : null;
}
