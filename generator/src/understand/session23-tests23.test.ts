import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { missingTags as missing } from '../compose/testing/missing-tags';
import { understand } from './understand';

const listOf = (prompt: string) => composeApp(prompt).spec.state.find((v) => v.type === 'list')!;
const fields = (prompt: string) => listOf(prompt).fields!.map((f) => `${f.name}[${f.label}](${f.kind ?? f.type})`);

/** Fields, figures and list names kept when the session's merged changes met (session 23, tests23), in words of our own. */
describe('what a user keeps after the merged changes of session 23', () => {
  test('a sticker chart where "who did it" picks one of the girls named keeps a Job field for what was done', () => {
    expect(fields('sticker chart for my 2 girls (Amy, Zoe). when they finish a job I log it with who did it and how many stickers. total stickers for each girl'))
      .toEqual(['job[Job](text)', 'girl[Girl](choice)', 'stickers[Stickers](number)']);
  });

  test('"a reading log where we write the title, pages read and the date" keeps those three fields and no "where we write" field', () => {
    expect(fields('Reading log where we write the title, pages read and the date'))
      .toEqual(['title[Title](text)', 'pagesRead[Pages read](number)', 'date[Date](date)']);
  });

  test('"count points each pupil earned" on a list of house points adds up the Points per pupil', () => {
    expect(missing('house points: pupil (Ana, Tom), reason, points. count points each pupil earned', ['aggregate:sum points per pupil'])).toEqual([]);
  });

  test('a "film club list: film title, …" keeps films, never "film films"', () => {
    expect(understand('film club list: film title, who picked it and a rating out of 10').subject?.plural).toBe('films');
    expect(listOf('film club list: film title, who picked it and a rating out of 10').name).toBe('films');
  });
});

describe('labels in the writer\'s words (session 23, tests23)', () => {
  test('"cost of a coffee" keeps the writer\'s article in its label, Cost of a coffee', () => {
    expect(fields('cafe visits: date, cafe, cost of a coffee').filter((f) => f.startsWith('coffeeCost'))).toEqual(['coffeeCost[Cost of a coffee](money)']);
  });
});
