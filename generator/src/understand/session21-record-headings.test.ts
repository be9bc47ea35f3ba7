import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { missingTags as missing } from '../compose/testing/missing-tags';

const listNames = (prompt: string) => {
  const result = composeApp(prompt);
  return result.spec ? result.spec.state.filter((v) => v.type === 'list').map((v) => v.name) : [];
};

/** Headings and "each X" name the records, not the words said around them (session 21), in words of our own. */
describe('records named by the heading that opens their fields (session 21)', () => {
  test('a heading after a dash, before its colon, names the records, not the writer introducing themself', () => {
    expect(listNames('wedding photographer here - bookings: couple, venue, date, deposit paid y/n. show unpaid first')).toEqual(['bookings']);
  });

  test('"a label on each jar" keeps jars: the thing named by "each", not the part each one has', () => {
    expect(listNames('i make jam. want to write what fruit is in the jar and the date i made it. and add a label on each jar')).toEqual(['jars']);
  });

  test('a plural heading with only two fields after its dash keeps those records, not a reading tracker of books', () => {
    const prompt = 'water meter readings — date and reading. show the last one';
    expect(missing(prompt, ['records:readings fields date(date),reading(number)'])).toEqual([]);
    expect(listNames('rain gauge measurements: date and millimetres')).toEqual(['measurements']);
  });
});

describe('fields and records said by a heading of a sentence of fields (session 21)', () => {
  test('a plural heading closed by a colon, "for my 2 boys", names the records of the fields after it', () => {
    expect(listNames('swimming lessons for my 2 boys: which boy, date, coach, price. total spent on each')).toEqual(['lessons']);
  });

  test('a needle or ring size is a number read off a gauge, a shirt size stays text', () => {
    const kinds = (prompt: string) => Object.fromEntries((composeApp(prompt).spec?.state.find((v) => v.type === 'list')?.fields ?? []).map((f) => [f.name, f.type]));
    expect(kinds('crochet projects: pattern, hook size, colour, done yes/no')).toMatchObject({ hookSize: 'number' });
    expect(kinds('team kit list: player, shirt size, shirt number')).toMatchObject({ shirtSize: 'text' });
  });
});
