import { describe, expect, test } from 'vitest';
import { missingTags as missing } from '../compose/testing/missing-tags';
import { understand } from './understand';

/** Prompts that ask for several tools at once (session 24): a tool is a part of the app, never a field of a list. */
describe('prompts asking for several tools at once (session 24)', () => {
  test.each<[string, string, string[]]>([
    ['a dice roller and a picker for four names are two tools, the picker drawing from the names', 'board game evening: a dice roller and a turn picker for Ann, Bo, Cy and Di', ['random:options 1,2,3,4,5,6', 'random:options Ann,Bo,Cy,Di']],
    ['a picker said first, then "plus a dice roller"', 'family night: a who starts picker for Sam, Jo and Ali plus a dice roller', ['random:options Sam,Jo,Ali', 'random:options 1,2,3,4,5,6']],
    ['"a random name picker for A, B and C" picks among the names', 'a random name picker for Rita, Omar and Jess', ['random:options Rita,Omar,Jess']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test.each<[string, string]>([
    ['a random name picker said among a list\'s fields picks one of the records instead', 'a list of my players with name, position, a random name picker'],
    ['"plus a random picker" beside a chore list picks one of the chores', 'chore list with chore and who, plus a random picker'],
  ])('%s', (_says, prompt) => {
    const plan = understand(prompt);
    expect(plan.subject?.attributes.map((a) => a.label.toLowerCase()).filter((l) => /picker/.test(l))).toEqual([]);
    expect(plan.list.pickRandom).toBe(true);
  });

  test.each<[string, string]>([
    ['a class list I can add pupils to keeps pupils', 'I need a class list I can add pupils to'],
    ['a team list we can add players to keeps players', 'a team list we can add players to'],
    ['a club register you can add members to keeps members', 'a club register you can add members to'],
  ])('%s', (_says, prompt) => {
    const kept = /add (\w+)s to/.exec(prompt)![1];
    expect(understand(prompt).subject?.noun).toBe(kept);
  });

  test.each<[string, string, number[], number]>([
    ['"1 min run, 90 sec walk, 8 rounds": both steps are phases, the rounds their count', 'run/walk interval timer. 1 min run, 90 sec walk, 8 rounds. vibrate when it switches', [60, 90], 8],
    ['"2 min jog, 1 min walk, 6 rounds, beep" after a colon', 'jog walk timer: 2 min jog, 1 min walk, 6 rounds, beep', [120, 60], 6],
    ['"45 sec skip, 15 sec rest": a step with a known name ("rest") beside one named otherwise keeps both', 'skipping timer. 45 sec skip, 15 sec rest, 10 rounds', [45, 15], 10],
    ['"40 sec row, 20 sec paddle, 5 sets" names its own steps', 'rowing intervals timer. 40 sec row, 20 sec paddle, 5 sets', [40, 20], 5],
  ])('%s', (_says, prompt, seconds, rounds) => {
    const timer = understand(prompt).timer;
    expect(timer?.phases.map((p) => p.seconds)).toEqual(seconds);
    expect(timer?.rounds).toBe(rounds);
  });
});
