import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { missingTags as missing } from '../compose/testing/missing-tags';

/** Prompts once refused although they ask for records that can be built (session 21), in words of our own. */
describe('records once refused are built (session 21)', () => {
  test.each<[string, string, string[]]>([
    ['"what number it is in the queue" is a number field, and "sort by that number" orders by it', 'my reading queue. book title, author and what number it is in the queue. sort by that number', ['records:* fields title(text),author(text),number(number)', 'sort:number asc']],
    ['"what position it is in the race" is a number field too', 'race results: runner name, time and what position it is in the race', ['records:* fields position(number)']],
    ['"every bike should have a name, a colour and the date it next needs servicing" keeps a due date and shows what is overdue', 'every bike should have a name, a colour and the date it next needs servicing, overdue ones should stand out', ['records:bike fields name(text),colour(text),servicing(date)', 'date:due']],
    ['"record each feed (which side, time started)" keeps the bracketed fields of each feed', 'baby feeding log: record each feed (which side, time started), newest at the top', ['records:feed fields side(text),time(time)']],
    ['"(oil, tyres, brakes)" after a service stays its options, not fields', 'bike service log with the service (oil, tyres, brakes), date and cost', ['choice:service oil,tyres,brakes']],
    ['"Scales: c major, g major, d minor. Each has the tempo I\'ve reached" starts with those scales, each keeping its tempo', 'piano practice. Scales: c major, g major, d minor. Each has the tempo I\'ve reached, and I can change it', ['prefilled:scales c major,g major,d minor', 'records:scales fields tempo', 'op:edit']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test('"darts scores for me and my dad - date, venue, my score, his score" keeps those four fields instead of refusing', () => {
    const result = composeApp('darts scores for me and my dad - date, venue, my score, his score');
    expect(result.refusal).toBeUndefined();
    const list = result.spec.state.find((s) => s.type === 'list');
    expect((list?.fields ?? []).map((f) => f.name)).toEqual(['date', 'venue', 'myScore', 'hisScore']);
  });
});
