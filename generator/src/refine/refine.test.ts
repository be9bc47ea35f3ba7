import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { validateSpec } from '../spec/validate';
import { fixedClock, loadPublicPrompts, loadRefinements, ofType, stateVar, type RefinementCase } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';
import { refine } from './refine';
import { changedParts } from './spec-diff';

const prompts = new Map(loadPublicPrompts().map((p) => [p.id, p.prompt]));
const base = (id: string) => composeApp(prompts.get(id)!).spec;

interface Expectation {
  /** The only parts of the spec the request may touch (see spec-diff.ts). */
  touches: string[];
  must(spec: ReturnType<typeof base>, run: SpecRunner): void;
}

const EXPECTED: Record<string, Expectation> = {
  'Make the buttons bigger and the counter text red': {
    touches: ['component:main/count_text', 'theme.textScale'],
    must(spec, run) {
      expect(spec.theme.textScale).toBeGreaterThan(1);
      expect(ofType(spec, 'text').find((t) => t.id === 'count_text')?.color).toBe('#E53935');
      run.click('plus_button');
      expect(run.text('count_text')).toBe('1');
    },
  },
  'add a step setting so I can count by 5': {
    touches: ['component:main/minus_button', 'component:main/plus_button', 'component:main/step_input', 'screen:main', 'state:step'],
    must(spec, run) {
      expect(ofType(spec, 'input').find((i) => i.bind === 'step')?.inputType).toBe('number');
      run.click('plus_button');
      expect(run.state.count).toBe(5);
      run.state.step = 2;
      run.click('minus_button');
      expect(run.state.count).toBe(3);
    },
  },
  'Add a due date to each task and sort by due date': {
    touches: ['component:main/add_task_button', 'component:main/due_date_input', 'component:main/tasks_item_body', 'component:main/tasks_list', 'component:main/tasks_list_due_date', 'screen:main', 'state:newDueDate', 'state:tasks'],
    must(spec, run) {
      expect(stateVar(spec, 'tasks').fields).toContainEqual(expect.objectContaining({ name: 'dueDate', type: 'date' }));
      expect(ofType(spec, 'input').find((i) => i.bind === 'newDueDate')?.inputType).toBe('date');
      for (const [title, due] of [['Later', '2026-03-01'], ['Soon', '2026-01-25']]) {
        Object.assign(run.state, { newTitle: title, newDueDate: due });
        run.click('add_task_button');
      }
      expect(run.visibleItems('tasks_list')).toEqual([1, 0]);
      expect(run.text('tasks_list_due_date', 1)).toBe('Due date: 2026-01-25');
    },
  },
  'rename the app to DoIt and use an orange theme': {
    touches: ['app.name', 'theme.accent', 'theme.primary'],
    must(spec) {
      expect(spec.app.name).toBe('DoIt');
      expect(spec.theme.primary).toBe('#FB8C00');
    },
  },
  'round the total up to the nearest whole number': {
    touches: ['component:main/total_text'],
    must(_spec, run) {
      Object.assign(run.state, { bill: 10.2, tipPercent: 10, people: 1 });
      expect(run.text('total_text')).toBe('Total: 12');
    },
  },
  'add a search box that filters notes by title': {
    touches: ['component:main/notes_list', 'component:main/notes_search', 'screen:main', 'state:query'],
    must(spec, run) {
      expect(ofType(spec, 'input').find((i) => i.id === 'notes_search')?.bind).toBe('query');
      run.state.notes = [{ title: 'Groceries', body: 'eggs' }, { title: 'Ideas', body: 'groceries app' }];
      run.state.query = 'groc';
      expect(run.visibleItems('notes_list')).toEqual([0]);
      run.state.query = '';
      expect(run.visibleItems('notes_list')).toEqual([0, 1]);
    },
  },
  'remove the note field': {
    touches: ['component:main/add_expense_button', 'component:main/expenses_item_detail', 'component:main/note_input', 'screen:main', 'state:expenses', 'state:newNote'],
    must(spec, run) {
      expect(stateVar(spec, 'expenses').fields?.map((f) => f.name)).toEqual(['amount', 'category', 'date']);
      expect(JSON.stringify(spec)).not.toMatch(/newNote|item\.note\b/);
      run.state.newAmount = 4;
      run.click('add_expense_button');
      expect(run.text('total_text')).toBe('Total spent: 4.00');
    },
  },
  'add 5 more questions about European capitals': {
    touches: ['state:questions'],
    must(spec) {
      const questions = stateVar(spec, 'questions').initial as { question: string }[];
      expect(questions).toHaveLength(10);
      expect(new Set(questions.map((q) => q.question)).size).toBe(10);
      expect(questions.slice(5).every((q) => /France|Germany|Italy|Spain|Portugal/.test(q.question))).toBe(true);
    },
  },
  'change the goal to 3 liters': {
    touches: ['app.features', 'state:goal'],
    must(spec, run) {
      expect(stateVar(spec, 'goal').initial).toBe(3000);
      expect(run.text('goal_text')).toContain('of 3000 ml');
    },
  },
  'add a favourites list where I can save quotes': {
    touches: [
      'component:favourites/favourite_detail', 'component:favourites/favourite_title', 'component:favourites/favourites_back',
      'component:favourites/favourites_hint', 'component:favourites/favourites_list', 'component:main/open_favourites_button',
      'component:main/quote_buttons', 'component:main/save_favourite_button', 'screen:favourites', 'screen:main', 'state:favourites',
    ],
    must(spec, run) {
      expect(stateVar(spec, 'favourites').persist).toBe(true);
      run.click('save_favourite_button');
      expect(run.visibleItems('favourites_list')).toEqual([0]);
      expect(run.text('favourite_title', 0)).toBe(run.value("get(quotes, current, 'text')"));
      run.click('open_favourites_button');
      expect(run.screen).toBe('favourites');
    },
  },
};

describe.each(loadRefinements())('refining $base with "$refine"', (testCase: RefinementCase) => {
  test(`does each must item: ${testCase.must.join(', ')}`, () => {
    const before = base(testCase.base);
    const result = refine(before, testCase.refine);
    expect(result.changed).toBe(true);
    expect(validateSpec(result.spec)).toEqual([]);
    EXPECTED[testCase.refine]!.must(result.spec, new SpecRunner(result.spec, fixedClock()));
  });

  test('leaves everything else unchanged', () => {
    const before = base(testCase.base);
    const snapshot = structuredClone(before);
    const result = refine(before, testCase.refine);
    expect(changedParts(before, result.spec)).toEqual(EXPECTED[testCase.refine]!.touches);
    expect(before).toEqual(snapshot);
  });
});

describe('requests refine cannot apply', () => {
  test('returns the spec unchanged with a helpful summary for a request it does not understand', () => {
    const spec = base('p01');
    const result = refine(spec, 'make it sparkle like a unicorn');
    expect(result).toMatchObject({ changed: false, spec });
    expect(result.summary).toMatch(/did not understand.*I can change any text/);
    expect(result.report.notBuilt).toEqual([{ request: 'make it sparkle like a unicorn', reason: 'I did not understand this part.' }]);
  });

  test('explains why when the request names something the app does not have', () => {
    const result = refine(base('p01'), 'remove the email field');
    expect(result.changed).toBe(false);
    expect(result.summary).toContain('There is no email field to remove.');
  });

  test('never throws on arbitrary requests', () => {
    const spec = base('p07');
    for (const request of ['', '   ', 'add', 'sort by', 'round the', 'add a  field', '🤖'.repeat(50), 'rename the app to']) {
      expect(() => refine(spec, request)).not.toThrow();
    }
  });
});

describe('other everyday requests', () => {
  test('switches dark mode on and off', () => {
    const dark = refine(base('p01'), 'use dark mode').spec;
    expect(dark.theme.dark).toBe(true);
    expect(refine(dark, 'switch to light mode').spec.theme.dark).toBe(false);
  });

  test('adds a bool field as a checkbox on each item', () => {
    const result = refine(base('p24'), 'add a favourite field');
    expect(result.changed).toBe(true);
    expect(ofType(result.spec, 'checkbox').some((c) => c.bind === 'item.favourite')).toBe(true);
  });

  test('changes a budget by the same rule as a goal', () => {
    expect(stateVar(refine(base('p30'), 'set the budget to 800').spec, 'budget').initial).toBe(800);
  });
});
