import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { PhonePreview } from '../PhonePreview';
import { project, vertical } from '../testing/fixtures';
import { mainScreen, makeSpec } from '../testing/runtime-fixtures';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const spec = makeSpec({
  state: [
    { name: 'size', type: 'text', initial: 'Small' },
    { name: 'unit', type: 'text', initial: 'kg' },
    { name: 'level', type: 'number', initial: 2 },
    { name: 'advanced', type: 'bool', initial: false },
    { name: 'weight', type: 'number', initial: 0 },
  ],
  screens: [
    mainScreen('Form', [
      { type: 'radio', id: 'size_choice', bind: 'size', options: ['Small', 'Large'] },
      { type: 'select', id: 'unit_choice', bind: 'unit', options: ['kg', 'lb'] },
      { type: 'slider', id: 'level_bar', bind: 'level', min: 0, max: 10, step: 1 },
      { type: 'switch', id: 'advanced_switch', bind: 'advanced', label: 'Advanced' },
      { type: 'text', id: 'advanced_text', text: 'Expert mode', visible: 'advanced' },
      { type: 'input', id: 'weight_input', bind: 'weight', inputType: 'decimal', hint: 'Weight' },
      { type: 'progress', id: 'level_progress', value: 'level * 100', max: '1000' },
      { type: 'text', id: 'summary', text: '{size} {unit} {level} {weight}' },
    ]),
  ],
});

/** Shaped like the emitter's output for the spec above. */
const files = project({
  main: vertical(`<RadioGroup android:id="@+id/size_choice" android:orientation="vertical">
      <RadioButton android:id="@+id/size_choice_option_0" android:text="@string/size_choice_option_0" />
      <RadioButton android:id="@+id/size_choice_option_1" android:text="@string/size_choice_option_1" />
    </RadioGroup>
    <Spinner android:id="@+id/unit_choice" android:entries="@array/unit_choice_options" />
    <SeekBar android:id="@+id/level_bar" android:max="10" />
    <Switch android:id="@+id/advanced_switch" android:text="@string/advanced_switch_label" />
    <TextView android:id="@+id/advanced_text" android:text="@string/advanced_text_text" />
    <EditText android:id="@+id/weight_input" android:inputType="numberDecimal|numberSigned" android:hint="@string/weight_input_hint" />
    <ProgressBar android:id="@+id/level_progress" style="?android:attr/progressBarStyleHorizontal" android:max="1000" />
    <TextView android:id="@+id/summary" android:text="" />`),
  strings: { size_choice_option_0: 'Small', size_choice_option_1: 'Large', advanced_switch_label: 'Advanced', advanced_text_text: 'Expert mode', weight_input_hint: 'Weight' },
});
files['app/src/main/res/values/arrays.xml'] = '<resources><string-array name="unit_choice_options"><item>kg</item><item>lb</item></string-array></resources>';

const summary = () => document.querySelector('[data-view-id="summary"]')?.textContent;

test('radio buttons, spinner, seek bar and number input update their bound state', () => {
  render(<PhonePreview files={files} spec={spec} interactive />);
  expect(summary()).toBe('Small kg 2 0');
  fireEvent.click(screen.getByRole('radio', { name: 'Large' }));
  fireEvent.change(screen.getByRole('combobox'), { target: { value: 'lb' } });
  fireEvent.change(screen.getByRole('slider'), { target: { value: '7' } });
  const weight = screen.getByPlaceholderText('Weight') as HTMLInputElement;
  // Like the APK's EditText: empty (hint showing) while the number is 0, typed text kept as typed.
  expect(weight.value).toBe('');
  fireEvent.change(weight, { target: { value: '72.50' } });
  expect(weight.value).toBe('72.50');
  expect(summary()).toBe('Large lb 7 72.5');
  expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('700');
});

test('a visible expression hides a view until its condition holds', () => {
  render(<PhonePreview files={files} spec={spec} interactive />);
  expect(screen.queryByText('Expert mode')).toBeNull();
  fireEvent.click(screen.getByRole('switch', { name: 'Advanced' }));
  expect(screen.getByText('Expert mode')).toBeTruthy();
});

test('the static preview lists the spinner entries from string arrays', () => {
  render(<PhonePreview files={files} />);
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['kg', 'lb']);
});
