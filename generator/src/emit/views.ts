import type { Component } from '@droidforge/contracts';

/** The framework widget class behind each component type. */
export const VIEW_CLASS: Record<Component['type'], string> = {
  text: 'TextView',
  button: 'Button',
  input: 'EditText',
  switch: 'Switch',
  checkbox: 'CheckBox',
  slider: 'SeekBar',
  radio: 'RadioGroup',
  select: 'Spinner',
  progress: 'ProgressBar',
  list: 'ListView',
  image: 'ImageView',
  spacer: 'View',
  divider: 'View',
  row: 'LinearLayout',
  column: 'LinearLayout',
  card: 'LinearLayout',
  grid: 'GridLayout',
};

export function importFor(cls: string): string {
  return cls === 'View' ? 'android.view.View' : `android.widget.${cls}`;
}
