import fc from 'fast-check';
import { AppSpecSchema } from '@droidforge/contracts';
import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { fixedClock, loadPublicPrompts } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';
import { validateSpec } from '../spec/validate';
import { refine } from './refine';
import { refinedApp } from './testing/refined-app';

const prompts = new Map(loadPublicPrompts().map((p) => [p.id, p.prompt]));
const base = (id: string) => composeApp(prompts.get(id)!).spec;

describe('screens and buttons', () => {
  test('adds an about screen reachable from the main screen, listing what the app does', () => {
    const spec = base('p01');
    const result = refine(spec, 'add an about screen');
    expect(result.changed).toBe(true);
    const run = new SpecRunner(result.spec, fixedClock());
    run.click('open_about_button');
    expect(run.screen).toBe('about');
    expect(run.text('about_text')).toBe(spec.app.features.map((f) => `• ${f}`).join('\n'));
  });

  test('writes the subject an about screen is asked to explain, or says it has no such content', () => {
    const water = refine(base('p12'), 'add an About page that explains why drinking water matters');
    expect(new SpecRunner(water.spec, fixedClock()).text('about_topic_title')).toBe('Why water matters');
    expect(water.report.notBuilt).toEqual([]);
    const tax = refine(base('p01'), 'add a help page explaining tax law');
    expect(tax.changed).toBe(true);
    expect(tax.report.notBuilt[0]?.reason).toContain('no written content');
  });

  test('removes a screen together with the button that opened it', () => {
    const withAbout = refine(base('p01'), 'add an about screen').spec;
    const result = refine(withAbout, 'remove the about screen');
    expect(result.spec.screens.map((s) => s.id)).toEqual(['main']);
    expect(JSON.stringify(result.spec)).not.toContain('open_about_button');
  });

  test('adds a reset button that puts back everything the buttons change', () => {
    expect(refinedApp('p18', 'add a reset button', 'team1_plus3', 'reset_button_2').state.score1).toBe(0);
  });

  test('adds a clear all button that empties the main list', () => {
    const run = new SpecRunner(refine(base('p02'), 'add a clear all button').spec, fixedClock());
    run.state.newTitle = 'x';
    run.click('add_task_button');
    run.click('clear_all_button');
    expect(run.state.tasks).toEqual([]);
  });

  test('removes a button by its label and refuses one that does not exist', () => {
    expect(JSON.stringify(refine(base('p01'), 'remove the reset button').spec)).not.toContain('"reset_button"');
    expect(refine(base('p01'), 'remove the launch button')).toMatchObject({ changed: false });
  });
});

test('changes the starting value of a number the app keeps, within its slider range', () => {
  const result = refine(base('p03'), 'set the default tip to 20%');
  expect(result.spec.state.find((v) => v.name === 'tipPercent')?.initial).toBe(20);
  expect(refine(base('p03'), 'set the tip to 95')).toMatchObject({ changed: false, summary: expect.stringContaining('between 0 and 30') });
});

test('adding a favourite field does not also try to build a favourites screen', () => {
  const result = refine(base('p24'), 'add a favourite field');
  expect(result.summary).toBe('Added favourite (yes/no) to each contact.');
});

test('any request on any public app gives a valid spec and never throws', () => {
  const specs = [...prompts.keys()].map(base);
  const words = fc.constantFrom(
    'add', 'remove', 'a', 'the', 'field', 'button', 'screen', 'date', 'title', 'sort', 'by', 'search', 'rename', 'to', 'Foo', 'dark',
    'mode', 'red', 'theme', 'text', 'bigger', 'goal', '3', 'liters', 'round', 'total', 'up', 'questions', '5', 'more', 'favourites', 'list',
    'step', 'setting', 'count', 'reset', 'about', 'and', '{', 'class',
  );
  fc.assert(
    fc.property(fc.nat(specs.length - 1), fc.array(words, { maxLength: 10 }), (i, parts) => {
      const result = refine(specs[i]!, parts.join(' '));
      expect(AppSpecSchema.safeParse(result.spec).success).toBe(true);
      expect(validateSpec(result.spec)).toEqual([]);
      expect(result.summary.length).toBeGreaterThan(0);
    }),
    { numRuns: 200 },
  );
});
