import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PhonePreview } from '../PhonePreview';
import { project, vertical, LAYOUT_DIR } from '../testing/fixtures';
import { runActions } from './actions';
import { ExpressionEngine } from './expressions';
import { mainScreen, makeSpec } from '../testing/runtime-fixtures';
import { initialState } from './state';

const spec = makeSpec({
  name: 'Parking',
  state: [
    { name: 'parked', type: 'bool', initial: false, persist: true },
    { name: 'seconds', type: 'number', initial: 0 },
    { name: 'opened', type: 'number', initial: 0 },
    { name: 'code', type: 'text', initial: 'B2-117' },
  ],
  timers: [{ id: 'ticker', intervalMs: 1000, onTick: [{ do: 'increment', var: 'seconds', by: '1' }] }],
  screens: [
    mainScreen(
      'Parking',
      [
        { type: 'text', id: 'seconds_text', text: '{seconds} s' },
        { type: 'button', id: 'park', label: 'Park', onClick: [{ do: 'set', var: 'parked', value: 'true' }] },
        { type: 'button', id: 'copy_code', label: 'Copy', onClick: [{ do: 'copy', text: 'Spot {code}' }] },
        { type: 'button', id: 'open_info', label: 'Info', onClick: [{ do: 'navigate', screen: 'info' }] },
      ],
      [{ do: 'if', cond: 'parked', then: [{ do: 'startTimer', timer: 'ticker' }] }],
    ),
    {
      id: 'info',
      title: 'Info',
      children: [{ type: 'text', id: 'opened_text', text: 'Opened {opened} times' }],
      // Invalid (the validator rejects it), yet the preview must not loop on it.
      onStart: [{ do: 'increment', var: 'opened', by: '1' }, { do: 'navigate', screen: 'info' }],
    },
  ],
});

const files = {
  ...project({
    main: vertical(`<TextView android:id="@+id/seconds_text" android:text="0 s" />
      <Button android:id="@+id/park" android:text="Park" />
      <Button android:id="@+id/copy_code" android:text="Copy" />
      <Button android:id="@+id/open_info" android:text="Info" />`),
  }),
  [`${LAYOUT_DIR}/activity_info.xml`]: vertical('<TextView android:id="@+id/opened_text" android:text="" />'),
};

const textOf = (id: string) => document.querySelector(`[data-view-id="${id}"]`)?.textContent;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('start actions and copy in the preview', () => {
  test('the main screen’s start actions restart a timer when the app opens again', () => {
    vi.useFakeTimers();
    const first = render(<PhonePreview files={files} spec={spec} interactive />);
    act(() => vi.advanceTimersByTime(3000));
    expect(textOf('seconds_text')).toBe('0 s');
    fireEvent.click(screen.getByRole('button', { name: 'Park' }));
    first.unmount();

    render(<PhonePreview files={files} spec={spec} interactive />);
    act(() => vi.advanceTimersByTime(2000));
    expect(textOf('seconds_text')).toBe('2 s');
  });

  test('a screen’s start actions run each time it is opened, without following its navigation', () => {
    render(<PhonePreview files={files} spec={spec} interactive />);
    fireEvent.click(screen.getByRole('button', { name: 'Info' }));
    expect(textOf('opened_text')).toBe('Opened 1 times');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Info' }));
    expect(textOf('opened_text')).toBe('Opened 2 times');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Park' })).toBeTruthy();
  });

  test('copy writes to the clipboard when there is one and shows the toast "Copied"', () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<PhonePreview files={files} spec={spec} interactive />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('Spot B2-117');
    expect(screen.getByText('Copied')).toBeTruthy();
  });

  test('copy still shows the toast where the browser offers no clipboard', () => {
    vi.stubGlobal('navigator', { userAgent: 'test' });
    render(<PhonePreview files={files} spec={spec} interactive />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByText('Copied')).toBeTruthy();
  });

  test('runActions reports copy as an effect with the filled template', () => {
    const { effects } = runActions([{ do: 'copy', text: 'Spot {code}' }], initialState(spec, null), spec, new ExpressionEngine(spec));
    expect(effects).toEqual([{ kind: 'copy', text: 'Spot B2-117' }]);
  });
});
