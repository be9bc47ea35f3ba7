/**
 * Library widgets and the framework widget that stands in for them. AndroidX "AppCompat"
 * widgets map by dropping the prefix (AppCompatButton -> Button), so only the rest is listed.
 */
import { FRAMEWORK_WIDGETS } from '../../check/framework-widgets';
import { closestMatch } from '../../check/levenshtein';

const LIBRARY_WIDGETS: Readonly<Record<string, string>> = {
  MaterialButton: 'Button',
  ExtendedFloatingActionButton: 'Button',
  FloatingActionButton: 'ImageButton',
  TextInputEditText: 'EditText',
  TextInputLayout: 'LinearLayout',
  MaterialTextView: 'TextView',
  MaterialCheckBox: 'CheckBox',
  MaterialRadioButton: 'RadioButton',
  SwitchMaterial: 'Switch',
  MaterialSwitch: 'Switch',
  SwitchCompat: 'Switch',
  Slider: 'SeekBar',
  Chip: 'ToggleButton',
  ChipGroup: 'LinearLayout',
  CardView: 'FrameLayout',
  MaterialCardView: 'FrameLayout',
  RecyclerView: 'ListView',
  NestedScrollView: 'ScrollView',
  ConstraintLayout: 'RelativeLayout',
  CoordinatorLayout: 'FrameLayout',
  AppBarLayout: 'LinearLayout',
  MaterialToolbar: 'Toolbar',
  BottomNavigationView: 'LinearLayout',
  LinearProgressIndicator: 'ProgressBar',
  CircularProgressIndicator: 'ProgressBar',
  ShapeableImageView: 'ImageView',
  ViewPager: 'FrameLayout',
  ViewPager2: 'FrameLayout',
  DrawerLayout: 'FrameLayout',
  SwipeRefreshLayout: 'FrameLayout',
};

/**
 * The framework widget to use instead of `tag`, or null when there is no safe stand-in (a
 * library view such as an AdView is kept: it builds with the Gradle toolchain).
 */
export function frameworkReplacement(tag: string, hasChildren: boolean): string | null {
  const simple = tag.slice(tag.lastIndexOf('.') + 1);
  const unprefixed = simple.replace(/^AppCompat/, '');
  if (simple !== unprefixed && FRAMEWORK_WIDGETS[unprefixed] !== undefined) return unprefixed;
  const known = LIBRARY_WIDGETS[simple];
  if (known) return known;
  if (tag.includes('.')) return null;
  // A bare unknown tag is a typo or an invented widget: closest name, else a plain container or view.
  return closestMatch(simple, Object.keys(FRAMEWORK_WIDGETS), 2) ?? (hasChildren ? 'FrameLayout' : 'View');
}
