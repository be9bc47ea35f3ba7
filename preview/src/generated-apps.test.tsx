import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { composeApp } from '@droidforge/generator/compose/index';
import { emitProject } from '@droidforge/generator/emit/index';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PhonePreview } from './PhonePreview';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

interface PromptCase {
  id: string;
  prompt: string;
}

const PROMPTS_FILE = path.resolve(import.meta.dirname, '../../generator/fixtures/prompts/public.jsonl');
const cases: PromptCase[] = readFileSync(PROMPTS_FILE, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as PromptCase);

/**
 * Every public prompt goes composer → emitter → preview: the emitted layouts must render in the
 * phone, interactively, without parse errors, placeholders for unknown views or unbound expressions.
 */
describe('generated apps render in the interactive preview', () => {
  test.each(cases.map((c) => [c.id, c.prompt] as const))('%s renders its main screen', (_id, prompt) => {
    const { spec } = composeApp(prompt);
    const { files } = emitProject(spec);
    const { container } = render(<PhonePreview files={files} spec={spec} interactive />);
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.querySelectorAll('[data-unknown]')).toHaveLength(0);
    expect(container.querySelectorAll('[data-view-id]').length).toBeGreaterThan(0);
    expect(container.textContent).not.toMatch(/\{[a-zA-Z_]/);
  });
});

describe('generated apps behave like the APK', () => {
  const emitted = (id: string) => {
    const found = cases.find((c) => c.id === id);
    if (!found) throw new Error(`no prompt ${id}`);
    const { spec } = composeApp(found.prompt);
    return { spec, files: emitProject(spec).files };
  };
  const textOf = (id: string) => document.querySelector(`[data-view-id="${id}"]`)?.textContent;

  test('the composed counter counts up, down and resets', () => {
    const { spec, files } = emitted('p01');
    render(<PhonePreview files={files} spec={spec} interactive />);
    const plus = document.querySelector<HTMLButtonElement>('[data-view-id="plus_button"]') as HTMLButtonElement;
    fireEvent.click(plus);
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(textOf('count_text')).toBe('3');
    fireEvent.click(document.querySelector('[data-view-id="minus_button"]') as HTMLElement);
    expect(textOf('count_text')).toBe('2');
    fireEvent.click(document.querySelector('[data-view-id="reset_button"]') as HTMLElement);
    expect(textOf('count_text')).toBe('0');
  });

  test('the composed to-do list adds, ticks and deletes a task', () => {
    localStorage.clear();
    const { spec, files } = emitted('p02');
    render(<PhonePreview files={files} spec={spec} interactive />);
    const input = document.querySelector('[data-view-id="title_input"]') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Water plants' } });
    fireEvent.click(document.querySelector('[data-view-id="add_task_button"]') as HTMLElement);
    expect(textOf('tasks_item_title')).toBe('Water plants');
    expect(textOf('remaining_text')).toBe('1 of 1 left');

    fireEvent.click(document.querySelector('[data-view-id="tasks_item_toggle"] input') as HTMLElement);
    expect(textOf('remaining_text')).toBe('0 of 1 left');
    fireEvent.click(document.querySelector('[data-view-id="tasks_item_delete"]') as HTMLElement);
    expect(document.querySelector('[data-view-id="tasks_item_title"]')).toBeNull();
    expect(textOf('tasks_list_empty')).toBe('Nothing to do. Add a task above.');
  });

  test('the composed to-do list deletes a task on long press with a toast', () => {
    localStorage.clear();
    const { spec, files } = emitted('p02');
    render(<PhonePreview files={files} spec={spec} interactive />);
    fireEvent.change(document.querySelector('[data-view-id="title_input"]') as HTMLInputElement, { target: { value: 'Call mum' } });
    fireEvent.click(document.querySelector('[data-view-id="add_task_button"]') as HTMLElement);
    fireEvent.contextMenu(document.querySelector('[data-list-row]') as HTMLElement);
    expect(document.querySelector('[data-list-row]')).toBeNull();
    expect(document.querySelector('[data-toast]')?.textContent).toBe('task removed');
  });

  test('the composed stopwatch ticks with its timer, swaps Start for Stop and records laps', () => {
    vi.useFakeTimers();
    const { spec, files } = emitted('p04');
    const view = render(<PhonePreview files={files} spec={spec} interactive />);
    fireEvent.click(document.querySelector('[data-view-id="start_button"]') as HTMLElement);
    expect(document.querySelector('[data-view-id="start_button"]')).toBeNull();
    act(() => vi.advanceTimersByTime(1500));
    expect(textOf('time_text')).toBe('00:01.5');
    fireEvent.click(document.querySelector('[data-view-id="lap_button"]') as HTMLElement);
    expect(textOf('laps_title')).toBe('Laps (1)');
    fireEvent.click(document.querySelector('[data-view-id="stop_button"]') as HTMLElement);
    act(() => vi.advanceTimersByTime(1000));
    expect(textOf('time_text')).toBe('00:01.5');
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  test.each(['p19', 'p24'])('%s opens each screen its main buttons navigate to, with its title, and comes back', (id) => {
    const { spec, files } = emitted(id);
    const main = spec.screens[0]?.children ?? [];
    const navigators = main.flatMap((c) => (c.type === 'button' ? c.onClick.filter((a) => a.do === 'navigate').map((a) => ({ button: c.id, screen: a.screen })) : []));
    expect(navigators.length).toBeGreaterThan(0);
    const { container } = render(<PhonePreview files={files} spec={spec} interactive />);
    for (const { button, screen } of navigators) {
      fireEvent.click(container.querySelector(`[data-view-id="${button}"]`) as HTMLElement);
      expect(container.querySelector('[data-app-bar] h2')?.textContent).toBe(spec.screens.find((s) => s.id === screen)?.title);
      expect(container.querySelector('[role="alert"]')).toBeNull();
      expect(container.querySelectorAll('[data-unknown]')).toHaveLength(0);
      fireEvent.click(container.querySelector('button[aria-label="Back"]') as HTMLElement);
      expect(container.querySelector('[data-app-bar] h2')?.textContent).toBe(spec.app.name);
    }
  });
});
