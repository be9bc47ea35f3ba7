import { describe, expect, test } from 'vitest';
import type { Component } from '@droidforge/contracts';
import { composeApp } from '../compose/compose-app';
import { refine } from './refine';
import type { RefinementCheck } from './testing/refinement-checks';
import { failedAfter } from './testing/failed-after';

const shown = (components: readonly Component[]): string[] =>
  components.flatMap((c) => [...('text' in c ? [c.text] : []), ...('label' in c ? [String(c.label)] : []), ...('children' in c ? shown(c.children) : [])]);

/** Requests in other words than the refinements-dev41 to dev44 steering sets (session 22). */
describe('refinements said in other words (session 22)', () => {
  test.each<[string, string, string, RefinementCheck[]]>([
    ['"a format, paperback hardback or ebook" is a choice of those, said without commas', 'list of books with title', 'add a format, paperback hardback or ebook', [{ check: 'field', name: 'format', type: 'choice' }]],
    ['"who does it, mum, dad or me" is a choice named by the question', 'list of chores with name', 'add who does it, mum, dad or me', [{ check: 'field', name: 'who', type: 'choice' }]],
    ['"a button for a box of 12" on a counter adds 12, named for the box', 'egg counter', 'add a button for a box of 12', [{ check: 'buttonAdds', label: 'box', delta: 12 }]],
    ['"a button for 10 at once" adds 10', 'push up counter', 'add a button for 10 at once', [{ check: 'buttonAdds', label: '10', delta: 10 }]],
    ['"a page with watering tips for my cactus" carries the plant care tips', 'list of my houseplants with name', 'add a page with watering tips for my cactus', [{ check: 'screen', title: 'tips', text: 'cact', minWords: 20 }]],
    ['"a screen with the half term dates" explains the terms and holidays of a school year', 'homework list with subject and due date', 'add a screen with the half term dates', [{ check: 'screen', title: 'term', text: 'half term', minWords: 30 }]],
    ['"a page explaining the layer by layer method for the rubiks cube" walks through the beginner method', 'stopwatch', 'add a page explaining the layer by layer method for the rubiks cube', [{ check: 'screen', title: 'method', text: 'white cross', minWords: 50 }]],
  ])('%s', (_says, base, request, checks) => {
    expect(failedAfter(base, request, checks)).toEqual([]);
  });

  test('"oldest first, and call it Verb Drill" renames the app as well: nothing before "it" takes a name', () => {
    const result = refine(composeApp('list of german verbs with the meaning').spec, 'oldest first, and call it Verb Drill');
    expect(result.spec.app.name).toBe('Verb Drill');
  });

  test('"add a switch to hide finished ones, and call it Hide done" still names the switch', () => {
    const result = refine(composeApp('todo list').spec, 'add a switch to hide finished ones, and call it Hide done');
    expect(shown(result.spec.screens[0]!.children)).toContain('Hide done');
    expect(result.spec.app.name).not.toBe('Hide done');
  });

  test('"let me add my own phrases" to a phrase list gives it a form with the two sides, kept on the phone', () => {
    const before = composeApp('list of italian phrases').spec;
    const result = refine(before, 'let me add my own phrases');
    const screen = shown(result.spec.screens[0]!.children);
    expect(screen.some((t) => /^Add /.test(t))).toBe(true);
    expect(result.spec.state.find((v) => v.type === 'list')?.persist).toBe(true);
    expect(result.report.notBuilt).toEqual([]);
  });

  test('"newest at the top" of a phrase list it cannot add to adds a form first, then orders by when each was added', () => {
    const result = refine(composeApp('list of spanish words with the english meaning').spec, 'newest words at the top please');
    expect(result.changed).toBe(true);
    expect(result.summary).toMatch(/form/);
    expect(result.summary).toMatch(/newest first/);
  });
});
