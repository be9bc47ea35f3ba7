import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { composeApp } from '@droidforge/generator/compose/index';
import { emitProject } from '@droidforge/generator/emit/index';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PhonePreview } from './PhonePreview';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const HELDOUT = path.resolve(import.meta.dirname, '../../generator/fixtures/prompts/heldout.jsonl');
const prompts = new Map(
  readFileSync(HELDOUT, 'utf8').split('\n').filter((l) => l.trim()).map((l) => {
    const c = JSON.parse(l) as { id: string; prompt: string };
    return [c.id, c.prompt] as const;
  }),
);

function open(id: string) {
  const { spec, refusal } = composeApp(prompts.get(id) ?? '');
  const { files } = emitProject(spec);
  return { spec, refusal, ...render(<PhonePreview files={files} spec={spec} interactive />) };
}

const textOf = (id: string) => document.querySelector(`[data-view-id="${id}"]`)?.textContent ?? '';
const typeInto = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

describe('composed apps run in the interactive preview', () => {
  test.each([...prompts.keys()])('%s renders its main screen, or was refused', (id) => {
    const { container, refusal } = open(id);
    if (refusal) return expect(refusal.suggestions.length).toBeGreaterThan(0);
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.querySelectorAll('[data-unknown]')).toHaveLength(0);
    expect(container.textContent).not.toMatch(/\{[a-zA-Z_]/);
  });

  test('grouped records show a header with the group total above the first row of each group', () => {
    open('h01');
    typeInto('Amount', '12.5');
    fireEvent.click(screen.getByRole('button', { name: 'Add expense' }));
    typeInto('Amount', '7.5');
    fireEvent.click(screen.getByRole('button', { name: 'Add expense' }));
    const headers = [...document.querySelectorAll('[data-view-id="expenses_list_group"]')].map((h) => h.textContent);
    expect(headers).toContain('Food · total amount: 20.00');
    expect(textOf('summary_0')).toContain('Food: 20.00');
    expect(textOf('summary_1')).toBe('Total amount: 20.00');
  });

  test('tapping a record fills the form; Save changes writes it back over that record', () => {
    open('h01');
    typeInto('Amount', '12.5');
    fireEvent.click(screen.getByRole('button', { name: 'Add expense' }));
    fireEvent.click(document.querySelector('[data-view-id="expenses_row"]')!);
    expect((screen.getByPlaceholderText('Amount') as HTMLInputElement).value).toBe('12.5');
    typeInto('Amount', '20');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(textOf('summary_1')).toBe('Total amount: 20.00');
    expect(document.querySelectorAll('[data-view-id="expenses_row"]')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add expense' })).toBeTruthy();
  });

  test('an interval timer moves from work to rest and signals the change', () => {
    vi.useFakeTimers();
    open('h16');
    expect(textOf('time_text')).toBe('00:40');
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    act(() => vi.advanceTimersByTime(40_000));
    expect(textOf('phase_text')).toBe('Rest');
    expect(textOf('time_text')).toBe('00:20');
    expect(screen.getByText('🔔 Rest!')).toBeTruthy();
    expect(textOf('round_text')).toBe('Round 1 of 8');
  });

  test('a daily counter starts from zero on a new day and keeps yesterday in its history', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 20, 9));
    const first = open('h17');
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: '+ glass' }));
    expect(textOf('count_text')).toBe('3 / 8');
    expect(textOf('count_words')).toBe('3 glasses today');
    first.unmount();
    vi.setSystemTime(new Date(2026, 0, 21, 9));
    open('h17');
    expect(textOf('count_text')).toBe('0 / 8');
    expect(textOf('history_total')).toBe('3 glasses');
    expect(textOf('history_date')).toBe('2026-01-20');
  });

  test('settings switches change the running app: dark mode at once, bigger text on every screen, kept after a restart', () => {
    const first = open('h27');
    const phone = () => document.querySelector('[data-phone]')!;
    const size = (id: string) => parseFloat((document.querySelector(`[data-view-id="${id}"] span`) as HTMLElement).style.fontSize);
    expect(phone().getAttribute('data-theme')).toBe('light');
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const hintBefore = size('dark_mode_hint');
    fireEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(phone().getAttribute('data-theme')).toBe('dark');
    fireEvent.click(screen.getByRole('switch', { name: 'Bigger text' }));
    expect(size('dark_mode_hint')).toBeCloseTo(hintBefore * 1.3, 1);
    first.unmount();
    open('h27');
    expect(phone().getAttribute('data-theme')).toBe('dark');
  });
});


/** A prompt of this session's steering wording, composed and emitted as the builder shows it. */
function openPrompt(prompt: string) {
  const { spec } = composeApp(prompt);
  const { files } = emitProject(spec);
  return { spec, ...render(<PhonePreview files={files} spec={spec} interactive />) };
}

describe('composed capabilities of session 15 run in the interactive preview', () => {
  test('a piggy bank adds the amount typed on Put in and takes it away on Take out', () => {
    openPrompt('Piggy bank app: buttons to put money in or take it out, shows my balance.');
    typeInto('Amount', '5');
    fireEvent.click(screen.getByRole('button', { name: 'Put in' }));
    expect(textOf('balance_text')).toBe('5.00');
    typeInto('Amount', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Take out' }));
    expect(textOf('balance_text')).toBe('3.00');
  });

  test('a separate part opens on its own screen from the main one, and works there', () => {
    openPrompt('a feeding log (time, minutes) and a nappy counter for today that resets every day');
    expect(screen.getByRole('button', { name: 'Add feeding' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nappy counter' }));
    fireEvent.click(screen.getByRole('button', { name: '+ nappy' }));
    expect(textOf('count_text')).toContain('1');
  });
});

describe('composed capabilities of session 17 run in the interactive preview', () => {
  test('named counters count apart: a card per name with its own + button, and Reset all zeroes them', () => {
    openPrompt('3 counters: pushups, situps, squats');
    fireEvent.click(screen.getByRole('button', { name: '+ Situps' }));
    fireEvent.click(screen.getByRole('button', { name: '+ Situps' }));
    fireEvent.click(screen.getByRole('button', { name: '+ Squats' }));
    expect(textOf('counter1_count')).toBe('0');
    expect(textOf('counter2_count')).toBe('2');
    expect(textOf('counter3_count')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Reset all' }));
    expect(textOf('counter2_count')).toBe('0');
  });
});

describe('composed capabilities of session 18 run in the interactive preview', () => {
  test('cups to grams weighs the cups by the ingredient picked', () => {
    openPrompt('kitchen converter: cups to grams for flour, sugar and butter');
    typeInto('Cups', '2');
    expect(textOf('baking_result')).toBe('= 240 grams (g)');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Butter' } });
    expect(textOf('baking_result')).toBe('= 454 grams (g)');
  });

  test('timed entries newest first: the newest day first, and within a day the latest time first', () => {
    openPrompt('night feeds log: time, side (left, right, bottle). newest first');
    const add = (date: string, time: string) => {
      fireEvent.change(screen.getByPlaceholderText(/^Date/), { target: { value: date } });
      typeInto('Time (HH:MM)', time);
      fireEvent.click(screen.getByRole('button', { name: 'Add feed' }));
    };
    add('2026-01-09', '23:10');
    add('2026-01-10', '02:05');
    add('2026-01-10', '05:30');
    const headers = [...document.querySelectorAll('[data-view-id="feeds_list_group"]')].map((h) => h.textContent);
    expect(headers).toEqual(['2026-01-10', '2026-01-09']);
    const rows = [...document.querySelectorAll('[data-view-id="feeds_row"]')].map((r) => r.textContent ?? '');
    expect(rows.map((r) => /\d\d:\d\d/.exec(r)?.[0])).toEqual(['05:30', '02:05', '23:10']);
  });

  test('a harvest date is the date planted plus the days to harvest, on each row', () => {
    openPrompt('veggie garden planner. what I planted, date planted and days to harvest, and show the expected harvest date for each');
    typeInto('Plant', 'Carrots');
    fireEvent.change(screen.getByPlaceholderText(/Date planted/), { target: { value: '2026-01-10' } });
    typeInto('Days to harvest', '60');
    fireEvent.click(screen.getByRole('button', { name: 'Add plant' }));
    expect(textOf('veggie_plants_after')).toBe('Harvest date: 2026-03-11');
  });
});
