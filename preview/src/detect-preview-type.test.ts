import { describe, expect, test } from 'vitest';
import { detectPreviewType } from './detect-preview-type';
import { project, vertical, withNs } from './testing/fixtures';

const digits = Array.from({ length: 10 }, (_, i) => `<Button android:text="${i}" />`).join('');

describe('detectPreviewType', () => {
  test('finds a counter from its count text and +/- buttons', () => {
    expect(detectPreviewType(project({ main: vertical('<TextView android:id="@+id/count_text" android:text="0" /><Button android:text="+" />') }))).toBe('counter');
  });

  test('finds a calculator from its digit keypad', () => {
    expect(detectPreviewType(project({ main: vertical(`<TextView android:id="@+id/display" />${digits}<Button android:text="=" />`) }))).toBe('calculator');
  });

  test('finds a todo list from an input, a list and checkable rows', () => {
    const files = project({
      main: vertical('<EditText android:id="@+id/entry" /><ListView android:id="@+id/items" />'),
      layouts: { item_items: withNs('<LinearLayout><CheckBox android:id="@+id/check" /></LinearLayout>') },
    });
    expect(detectPreviewType(files)).toBe('todo');
  });

  test('a form of number fields is a calculator', () => {
    expect(detectPreviewType(project({ main: vertical('<EditText android:id="@+id/bill" android:inputType="numberDecimal" /><SeekBar android:id="@+id/tip" /><TextView android:id="@+id/total" />') }))).toBe('calculator');
  });

  test('buttons that add a fixed amount make a counter', () => {
    expect(detectPreviewType(project({ main: vertical('<TextView android:id="@+id/total" /><Button android:text="+250 ml" /><EditText android:inputType="number" />') }))).toBe('counter');
  });

  test('a list without to-do signs is a list', () => {
    expect(detectPreviewType(project({ main: vertical('<ListView android:id="@+id/contacts" />') }))).toBe('list');
  });

  test('anything else, including broken XML, is generic', () => {
    expect(detectPreviewType(project({ main: vertical('<TextView android:text="Welcome" />') }))).toBe('generic');
    expect(detectPreviewType(project({ main: '<LinearLayout' }))).toBe('generic');
    expect(detectPreviewType({})).toBe('generic');
  });
});
