import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { missingTags as missing } from '../compose/testing/missing-tags';

/** Figures and list tools asked in everyday words (session 22), each said here in words of our own. */
describe('figures and list tools said in other words (session 22)', () => {
  test.each<[string, string, string[]]>([
    ['"show my fastest" over run times is the lowest time', 'running log: date, km, time. show my fastest', ['aggregate:min time']],
    ['"my slowest" over lap times is the highest time', 'karting laps - date, track, lap time in seconds. show my slowest', ['aggregate:max time']],
    ['"filter by exercise" over a typed-in field gives a search box on it', 'climbing log: route, grade, date. filter by route', ['op:search']],
    ['"how many are left to reach 300" sets the total\'s goal and shows what is left', 'piano practice log: date and minutes. show total minutes and how many are left to reach 300', ['aggregate:sum minutes', 'formula:left']],
    ['"the requirement, which is 20 hours" is the goal of the total', 'tutoring hours for my course requirement, which is 20 hours. log date, student, hours. show total hours', ['formula:left']],
    ['"how much each of them has" adds the money up for each of the people chosen', 'allowance tracker for my twins Ella and Max: which twin, amount, date. it shows how much each of them has', ['aggregate:sum amount per twin']],
    ['"how much each child has spent" adds the cost up per child', 'kids spending log: child (amy, tom), item, cost. show how much each child has spent', ['aggregate:sum cost per child']],
    ['"days until we fly" with no date said counts down to a day picked in the app', 'a to-do list for moving abroad and a countdown of days until we fly', ['date:days-until', 'op:add']],
    ['"how many days till my exams" beside a revision log counts down to a picked day', 'revision log: subject, date, minutes. and how many days till my exams', ['date:days-until', 'op:add']],
  ])('%s', (_why, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test('"fastest first" over times puts the lowest time on top', () => {
    expect(missing('rowing log: date, distance, time in minutes. fastest first', ['sort:time asc'])).toEqual([]);
  });

  test('a countdown with no date said keeps the picked day on the phone', () => {
    const spec = composeApp('camping gear checklist, and count down the days until our camping weekend').spec;
    expect(spec?.state.find((v) => v.name === 'eventDate')?.persist).toBe(true);
  });
});
