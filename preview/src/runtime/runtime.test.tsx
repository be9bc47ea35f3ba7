import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PhonePreview } from '../PhonePreview';
import { counterFiles, counterSpec, timerFiles, timerSpec, todoFiles, todoSpec, twoScreenFiles, twoScreenSpec } from '../testing/runtime-fixtures';
import { TOAST_MS } from './use-app-runtime';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const textOf = (id: string) => document.querySelector(`[data-view-id="${id}"]`)?.textContent;

describe('interactive preview runs the AppSpec', () => {
  test('clicking + three times shows 3 in the counter text', () => {
    render(<PhonePreview files={counterFiles} spec={counterSpec} interactive />);
    expect(textOf('count_text')).toBe('0');
    const plus = screen.getByRole('button', { name: '+' });
    fireEvent.click(plus);
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(textOf('count_text')).toBe('3');
    expect(screen.queryByText('Preview is static: edited code is not interactive')).toBeNull();
  });

  test('a toast appears near the bottom and goes away after two seconds', () => {
    vi.useFakeTimers();
    render(<PhonePreview files={counterFiles} spec={counterSpec} interactive />);
    fireEvent.click(screen.getByRole('button', { name: '+' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hello' }));
    expect(screen.getByText('Count is 1')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TOAST_MS + 10));
    expect(screen.queryByText('Count is 1')).toBeNull();
  });

  test('share shows a notice instead of opening anything', () => {
    render(<PhonePreview files={counterFiles} spec={counterSpec} interactive />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('note').textContent).toContain('share sheet');
    expect(screen.getByRole('note').textContent).toContain('I counted 0');
  });

  test('todo: type, add, the item appears, toggle it, remove it', () => {
    render(<PhonePreview files={todoFiles} spec={todoSpec} interactive />);
    expect(screen.getByText('Nothing to do')).toBeTruthy();
    const input = screen.getByPlaceholderText('New task') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Buy milk' } });
    expect(input.value).toBe('Buy milk');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    expect(input.value).toBe('');
    expect(screen.queryByText('Nothing to do')).toBeNull();
    const rows = document.querySelectorAll('[data-view-id="task_list"] [data-list-row]');
    expect(rows).toHaveLength(1);
    const row = rows[0] as HTMLElement;
    expect(within(row).getByText('Buy milk')).toBeTruthy();
    expect(textOf('summary')).toBe('0 of 1 done');

    fireEvent.click(within(row).getByRole('checkbox'));
    expect((within(row).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(textOf('summary')).toBe('1 of 1 done');

    fireEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    expect(document.querySelectorAll('[data-view-id="task_list"] [data-list-row]')).toHaveLength(0);
    expect(screen.getByText('Nothing to do')).toBeTruthy();
  });

  test('an empty task is not added', () => {
    render(<PhonePreview files={todoFiles} spec={todoSpec} interactive />);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(document.querySelectorAll('[data-list-row]')).toHaveLength(0);
  });

  test('persisted lists survive a remount through localStorage under the package name', () => {
    const first = render(<PhonePreview files={todoFiles} spec={todoSpec} interactive />);
    fireEvent.change(screen.getByPlaceholderText('New task'), { target: { value: 'Walk dog' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    first.unmount();
    expect(localStorage.getItem('droidforge.preview.com.example.test')).toContain('Walk dog');

    render(<PhonePreview files={todoFiles} spec={todoSpec} interactive />);
    expect(screen.getByText('Walk dog')).toBeTruthy();
  });

  test('navigates to a second screen with its title and back again', () => {
    render(<PhonePreview files={twoScreenFiles} spec={twoScreenSpec} interactive />);
    expect(screen.getByRole('heading').textContent).toBe('Two Screens');
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.getByRole('heading').textContent).toBe('Settings');
    expect(textOf('visits_text')).toBe('Visits: 1');

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('heading').textContent).toBe('Two Screens');
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Settings' })).toBeTruthy();
  });

  test('a started timer ticks every interval, stops on request and is cleaned up on unmount', () => {
    vi.useFakeTimers();
    const view = render(<PhonePreview files={timerFiles} spec={timerSpec} interactive />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(textOf('elapsed')).toBe('3 s');

    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(textOf('elapsed')).toBe('3 s');

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a refined spec restarts the app, while an equal spec keeps its state', () => {
    const view = render(<PhonePreview files={counterFiles} spec={counterSpec} interactive />);
    fireEvent.click(screen.getByRole('button', { name: '+' }));
    view.rerender(<PhonePreview files={counterFiles} spec={structuredClone(counterSpec)} interactive />);
    expect(textOf('count_text')).toBe('1');

    const refined = structuredClone(counterSpec);
    refined.state[0]!.initial = 10;
    view.rerender(<PhonePreview files={counterFiles} spec={refined} interactive />);
    expect(textOf('count_text')).toBe('10');
  });

  test('without interactive the same spec renders statically with the notice', () => {
    render(<PhonePreview files={counterFiles} spec={counterSpec} interactive={false} />);
    fireEvent.click(screen.getByRole('button', { name: '+' }));
    expect(textOf('count_text')).toBe('0');
    expect(screen.getByText('Preview is static: edited code is not interactive')).toBeTruthy();
  });
});
