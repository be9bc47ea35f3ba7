import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { PhonePreview } from '../PhonePreview';
import { project, vertical } from '../testing/fixtures';
import { UPDATED_FLASH_MS } from './use-updated-flash';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

test('flashes Updated! for two seconds when the files change, but not on first render', () => {
  vi.useFakeTimers();
  const first = project({ main: vertical('<TextView android:text="one" />') });
  const view = render(<PhonePreview files={first} />);
  expect(screen.queryByText('Updated!')).toBeNull();

  view.rerender(<PhonePreview files={project({ main: vertical('<TextView android:text="two" />') })} />);
  expect(screen.getByText('Updated!')).toBeTruthy();
  expect(screen.getByText('two')).toBeTruthy();
  act(() => vi.advanceTimersByTime(UPDATED_FLASH_MS + 1));
  expect(screen.queryByText('Updated!')).toBeNull();
});
