import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { fixedClock } from '../compose/testing/public-prompts';
import { missingTags as missing } from '../compose/testing/missing-tags';
import { SpecRunner } from '../compose/testing/spec-runner';
import { validateSpec } from '../spec/validate';
import { understand } from './understand';

/** Small games, random picks and things due again and again (session 20), said in words of our own. */
describe('games, picks and recurring tasks said in other words (session 20)', () => {
  test.each<[string, string, string[]]>([
    ['"how many times can I tap in 15 seconds" is a tap race: a 15 s countdown that counts the taps', 'how many times can i tap in 15 seconds? make it a game', ['timer', 'timer:duration 15s', 'counter']],
    ['"a button mashing game, 20 secs" counts the presses while 20 seconds run', 'a button mashing game for my nephew, 20 secs a round, keep his best score', ['timer', 'timer:duration 20s', 'counter']],
    ['"a random letter from a to e" picks among those letters', 'spelling warm-up: show a random letter from a to e and i say a word starting with it', ['random:options A,B,C,D,E']],
    ['"vitamins weekly and the fish oil every 2 days … which are overdue" starts with both, each due on its own', 'my cat gets her vitamins weekly and the fish oil every 2 days. a button to log it as given and show which are overdue', ['content:has vitamins,fish', 'date:due', 'op:edit']],
    ['"chores: hoover (every 7 days), mop floors, wash car … when each is due" keeps the chores, each with a due state', 'Weekly jobs: hoover the stairs (every 7 days), mop floors, wash car. Show when each is due and a button to mark it done today', ['prefilled:* hoover,mop,car', 'date:due', 'op:edit']],
    ['"write down everyone who turns up and divide them into three teams" keeps players by name, dealt into 3 teams', 'pickup basketball: write down everyone who turns up and divide them into three teams', ['records:players fields name(text)', 'random:teams 3']],
    ['"tick off who came … how many came … make 2 teams" is a register: a tick per person, the ticked counted, and teams', 'youth choir register. i add the singers, tick off who came, show how many came, and a button to make 2 random teams', ['op:toggle', 'aggregate:count', 'random:teams 2']],
    ['"truth or dare … 12 of each ready to go" starts with truths and dares to draw at random', 'party game: truth or dare, the app draws one at random. come with 12 of each ready to go', ['random:options truth,dare', 'content:min 24']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test('the teams deal only the ticked people, every one of them into exactly one team', () => {
    const spec = composeApp('scout troop register: add the scouts, tick who came, and split them into 2 teams').spec;
    expect(validateSpec(spec)).toEqual([]);
    const app = new SpecRunner(spec, fixedClock());
    const list = spec.state.find((v) => v.type === 'list')!.name;
    app.state[list] = ['Ana', 'Bo', 'Cy', 'Di', 'Ed'].map((name, i) => ({ name, came: i !== 2 }));
    app.click('teams_button');
    const people = app.state[list] as { name: string }[];
    const shown = [1, 2].flatMap((k) => app.visibleItems(`team${k}_list`).map((i) => people[i]!.name));
    expect(shown.sort()).toEqual(['Ana', 'Bo', 'Di', 'Ed']);
  });

  test('the tap race counts taps only while its countdown runs, and keeps the best round', () => {
    const spec = composeApp('tap as fast as you can for 5 seconds').spec;
    expect(validateSpec(spec)).toEqual([]);
    const app = new SpecRunner(spec, fixedClock());
    app.click('tap_button');
    expect(app.text('taps_text')).toBe('Taps: 0');
    app.click('start_button');
    for (let i = 0; i < 7; i++) app.click('tap_button');
    app.tick('tick', 5);
    app.click('tap_button');
    expect(app.text('taps_text')).toBe('Taps: 7');
    expect(app.text('best_text')).toBe('Best: 7 taps');
  });

  test('a recurring task never done says so, and one done today is next due after its interval', () => {
    const spec = composeApp('the car needs an oil check every 30 days and the tyres checked every 14 days. show if one is overdue and let me press done').spec;
    expect(validateSpec(spec)).toEqual([]);
    const list = spec.state.find((v) => v.type === 'list')!;
    expect((list.initial as Record<string, unknown>[]).map((r) => r.everyDays)).toEqual([30, 14]);
    const app = new SpecRunner(spec, fixedClock());
    const due = JSON.stringify(spec).match(/"id":"([a-z_]+_due)"/)![1]!;
    expect(app.text(due, 0)).toBe('Not done yet');
    app.click(`${list.name}_done_today`, 1);
    expect(app.text(due, 1)).toBe('Next in 14 days');
  });

  test('a list of jobs with no interval anywhere is not read as recurring tasks', () => {
    expect(understand('packing list: tent, stove, torch. show what is due back to the shop').subject?.container).not.toBe('reminders');
  });
});
