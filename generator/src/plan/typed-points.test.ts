import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { missingTags as missing } from '../compose/testing/missing-tags';
import { fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';
import { validateSpec } from '../spec/validate';

describe('points typed in after each turn, added to a player\'s total', () => {
  const prompt = 'Keeping score for darts with three players: after every turn I enter the points and it adds them to their running total. Show who is ahead.';

  test('the players start as Player 1 … and the points typed go onto the total of the player tapped', () => {
    const { spec } = composeApp(prompt);
    expect(validateSpec(spec)).toEqual([]);
    const run = new SpecRunner(spec, fixedClock());
    expect((run.state.players as { name: string }[]).map((p) => p.name)).toEqual(['Player 1', 'Player 2', 'Player 3']);
    run.state.newPoints = 60;
    run.click('players_add_typed', 1);
    run.state.newPoints = 45;
    run.click('players_add_typed', 1);
    expect((run.state.players as { points: number }[]).map((p) => Number(p.points))).toEqual([0, 105, 0]);
    expect(run.state.newPoints).toBe(0);
  });

  test('it has a box for the points and shows the highest total, under the game\'s name', () => {
    expect(missing(prompt, ['input:points(number)', 'aggregate:max', 'name:darts'])).toEqual([]);
  });
});
