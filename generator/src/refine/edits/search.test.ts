import { describe, expect, test } from 'vitest';
import { composeApp } from '../../compose/compose-app';
import { allComponents } from '../../compose/testing/public-prompts';
import { validateSpec } from '../../spec/validate';
import { refine } from '../refine';

const searchBoxes = (spec: ReturnType<typeof composeApp>['spec']) => allComponents(spec).filter((c) => c.type === 'input' && /search/i.test(c.hint));

describe('taking a search box away', () => {
  test.each([
    ['recipe list with name and ingredients, searchable', 'get rid of the search'],
    ['simple notes app with a search bar', "I don't need the search box, take it out"],
    ['address book with name and phone and a search field', 'please delete the search field'],
  ])('"%s" then "%s" removes the box and its filtering', (prompt, request) => {
    const before = composeApp(prompt).spec;
    expect(searchBoxes(before)).toHaveLength(1);
    const result = refine(before, request);
    expect(result.report.notBuilt).toEqual([]);
    expect(validateSpec(result.spec)).toEqual([]);
    expect(searchBoxes(result.spec)).toEqual([]);
    expect(JSON.stringify(allComponents(result.spec).map((c) => (c.type === 'list' ? c.filter ?? '' : '')))).not.toContain('contains(');
  });

  test('asking to remove a search the app does not have never adds one', () => {
    const result = refine(composeApp('simple notes app').spec, 'hide the search bar please');
    expect(result.changed).toBe(false);
    expect(searchBoxes(result.spec)).toEqual([]);
    expect(result.report.notBuilt[0]?.reason).toMatch(/no search box/);
  });

  test('other conditions of the list filter stay when the search goes', () => {
    const searchable = refine(composeApp('todo list with a switch to hide done tasks').spec, 'add a search bar').spec;
    const result = refine(searchable, 'remove the search bar');
    const filters = allComponents(result.spec).flatMap((c) => (c.type === 'list' && c.filter ? [c.filter] : []));
    expect(filters.join(' ')).toMatch(/item\.done/);
    expect(filters.join(' ')).not.toMatch(/contains\(/);
  });
});
