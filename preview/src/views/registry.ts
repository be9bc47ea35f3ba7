import type { ComponentType } from 'react';
import { Button } from './Button';
import { CompoundButton } from './CompoundButton';
import { EditText } from './EditText';
import { FrameLayout } from './FrameLayout';
import { GridLayout } from './GridLayout';
import { ImageView } from './ImageView';
import { LinearLayout } from './LinearLayout';
import { ListView } from './ListView';
import { ProgressBar } from './ProgressBar';
import { RadioButton } from './RadioButton';
import { RadioGroup } from './RadioGroup';
import { RelativeLayout } from './RelativeLayout';
import { ScrollView } from './ScrollView';
import { SeekBar } from './SeekBar';
import { Space } from './Space';
import { Spinner } from './Spinner';
import { TextView } from './TextView';
import type { ViewProps } from './view-base';

/** Android view tag (short name) → the component that draws it. A Map, so tags like `constructor` find nothing. */
export const VIEWS: ReadonlyMap<string, ComponentType<ViewProps>> = new Map<string, ComponentType<ViewProps>>(Object.entries({
  LinearLayout,
  TableLayout: LinearLayout,
  TableRow: LinearLayout,
  CardView: FrameLayout,
  FrameLayout,
  RelativeLayout,
  ConstraintLayout: RelativeLayout,
  ScrollView,
  NestedScrollView: ScrollView,
  HorizontalScrollView: ScrollView,
  GridLayout,
  TextView,
  Button,
  ImageButton: ImageView,
  EditText,
  AutoCompleteTextView: EditText,
  CheckBox: CompoundButton,
  Switch: CompoundButton,
  SwitchCompat: CompoundButton,
  ToggleButton: CompoundButton,
  RadioGroup,
  RadioButton,
  SeekBar,
  ProgressBar,
  ListView,
  GridView: ListView,
  RecyclerView: ListView,
  Spinner,
  ImageView,
  Space,
  View: Space,
}));
