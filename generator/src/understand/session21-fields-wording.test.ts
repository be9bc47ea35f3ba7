import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { missingTags as missing } from '../compose/testing/missing-tags';

/** The fields of the composed app's list, as `label:kind`. */
function fieldsOf(prompt: string): string[] {
  const list = composeApp(prompt).spec?.state.find((v) => v.type === 'list');
  return (list?.fields ?? []).map((f) => `${f.label}:${f.kind}`);
}

/** Fields kept in the words the writer used (session 21). */
describe('fields said the way the writer said them (session 21)', () => {
  test('"my time, her time" are two fields, each keeping whose it is', () => {
    expect(fieldsOf('Quiz nights with my sister - log the date, the quiz, my points and her points')).toEqual(
      expect.arrayContaining(['My points:number', 'Her points:number']),
    );
  });

  test('"how much she charged me" is money named by the verb, and the total adds it up', () => {
    const prompt = 'i get my hair done at different salons, log each visit with the salon, the date and how much she charged me. show total spent';
    expect(missing(prompt, ['records:visits fields salon(text),date(date),charged(money)', 'aggregate:sum charged'])).toEqual([]);
  });

  test('"whether its done or not" (no apostrophe) is a yes/no, never a choice of "its"', () => {
    const fields = fieldsOf('a list of my sewing projects with pattern name, fabric and whether its done or not');
    expect(fields).toContain('Done:yesno');
    expect(fields.some((f) => /choice/.test(f))).toBe(false);
  });

  test('beside a distance and a date, "time" is how long it took, a number', () => {
    expect(fieldsOf('cycling log: date, distance, time. show my longest ride')).toContain('Time:number');
  });

  test('"where to" is a place field labelled as asked', () => {
    expect(fieldsOf('taxi rides log with the date, where to and the fare')).toContain('Where to:text');
  });

  test('"what time i went to bed" and "what time i got up" are times, and "how i felt" keeps the question as its label', () => {
    const fields = fieldsOf('nap diary: date, what time i went to bed, what time i got up and how i felt (rested/groggy/tired)');
    expect(fields).toEqual(expect.arrayContaining(['Went to bed:time', 'Got up:time', 'How I felt:choice']));
  });

  test('"time of day (am/pm)" is a choice called Time of day', () => {
    expect(fieldsOf('glucose log: reading, date and time of day (morning/afternoon/night)')).toContain('Time of day:choice');
  });
});
