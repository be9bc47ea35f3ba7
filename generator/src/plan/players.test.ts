import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';
import { validateSpec } from '../spec/validate';
import { understand } from '../understand/understand';

const listOf = (prompt: string) => composeApp(prompt).spec.state.find((v) => v.type === 'list' && v.persist);

describe('a scorekeeper whose players are records', () => {
  const roster = 'scorekeeper for board game night: add players by name, each one gets + and - buttons for their score, leader always on top. plus a button that randomly picks which colour goes first out of red, blue, green, yellow';

  test('a scorekeeper whose players are added by name keeps each player\'s score with their own + and − buttons, the leader on top', () => {
    const { spec } = composeApp(roster);
    expect(validateSpec(spec)).toEqual([]);
    const run = new SpecRunner(spec, fixedClock());
    for (const name of ['Ana', 'Ben', 'Cy']) {
      run.state.newName = name;
      run.click('players_add');
    }
    run.click('players_plus1', 1);
    run.click('players_plus1', 1);
    run.click('players_plus1', 2);
    run.click('players_minus1', 0);
    expect((run.state.players as { name: string; score: number }[]).map((p) => [p.name, p.score])).toEqual([['Ana', -1], ['Ben', 2], ['Cy', 1]]);
    expect(run.visibleItems('players_list')).toEqual([1, 2, 0]);
    expect(run.text('players_score', 1)).toBe('2');
    expect(run.reopen().state.players).toHaveLength(3);
  });

  test('renaming a player keeps their score', () => {
    const run = new SpecRunner(composeApp(roster).spec, fixedClock());
    run.state.newName = 'Ana';
    run.click('players_add');
    run.click('players_plus1', 0);
    run.clickItem('players_list', 0);
    run.state.newName = 'Anna';
    run.click('players_add');
    expect(run.state.players).toEqual([{ name: 'Anna', score: 1 }]);
  });

  test('the colour pick beside the players picks among the colours the prompt names, not among the players', () => {
    const { spec } = composeApp(roster);
    const run = new SpecRunner(spec, fixedClock());
    run.click('pick_button');
    expect(['red', 'blue', 'green', 'yellow']).toContain(run.state.result);
  });

  test('"add the teams, give them points as we go, a leaderboard with the highest at the top" keeps teams with points, highest first', () => {
    const prompt = 'I host a weekly quiz night at the pub and need something for team scores - add the teams, give them points as we go, and show a leaderboard with the highest at the top.';
    const plan = understand(prompt);
    expect(plan.scores).toBeUndefined();
    expect(plan.subject?.plural).toBe('teams');
    expect(plan.subject?.attributes.map((a) => `${a.name}:${a.kind}`)).toEqual(['name:text', 'points:number']);
    expect(plan.list.sort).toEqual({ field: 'points', descending: true });
    expect(plan.list.steps?.field).toBe('points');
  });

  test('"player name and score, sorted highest score first" types the score in as well as giving each row its buttons', () => {
    const { spec } = composeApp('Board game night score keeper — player name and score, sorted highest score first');
    const run = new SpecRunner(spec, fixedClock());
    run.state.newName = 'Mo';
    run.state.newScore = 40;
    run.click('players_add');
    run.click('players_plus1', 0);
    expect(run.state.players).toEqual([{ name: 'Mo', score: 41 }]);
  });

  test('"+5 and +10 buttons" for each player are the row\'s buttons, with a −5 to take back', () => {
    const { spec } = composeApp('scoreboard for our card games. add players, each gets +5 and +10 buttons');
    const run = new SpecRunner(spec, fixedClock());
    run.state.newName = 'Jo';
    run.click('players_add');
    run.click('players_plus10', 0);
    run.click('players_plus5', 0);
    run.click('players_minus5', 0);
    expect(run.state.players).toEqual([{ name: 'Jo', score: 10 }]);
  });

  test('players added one by one ("add each player", "enter each person\'s name") are a roster too, named for the game', () => {
    const phase = composeApp('Scorekeeper for Phase 10 — add each player, and after every round add points to their total');
    expect(phase.spec.app.name).toBe('Phase 10 Scorekeeper');
    expect(phase.spec.state.find((v) => v.name === 'players')?.fields?.map((f) => f.name)).toEqual(['name', 'points']);
    const family = understand('Keep score for our family card games. Enter each person\'s name, and tap plus or minus next to their name');
    expect(family.subject?.plural).toBe('people');
    expect(family.list.steps).toEqual({ field: 'score', by: [1] });
    expect(family.unrecognised).toEqual([]);
  });

  test('"give them stars, most stars on top" scores students in stars', () => {
    expect(listOf('points tracker for my classroom: add my students and give them stars, most stars on top')?.fields?.map((f) => f.name)).toEqual(['name', 'stars']);
  });
});

describe('a log of turns with a total per player', () => {
  test('"each turn I enter the player and the points" keeps scores with their player and totals the points of each player', () => {
    const prompt = 'Scrabble scorekeeper. Each turn I enter the player and the points for their word. Show a running total for each player so we can see who\'s winning.';
    const { spec } = composeApp(prompt);
    expect(validateSpec(spec)).toEqual([]);
    const plan = understand(prompt);
    expect(plan.computations).toContainEqual({ fn: 'sum', field: 'points', per: 'player' });
    const run = new SpecRunner(spec, fixedClock());
    for (const [player, points] of [['Ana', 12], ['Ben', 7], ['Ana', 20]] as const) {
      run.state.newPlayer = player;
      run.state.newPoints = points;
      run.click('scores_add');
    }
    expect(run.state.scores).toHaveLength(3);
    expect(run.value(`sumIf(scores, 'points', 'player', 'Ana')`)).toBe(32);
  });
});

describe('scores for sides the prompt counts stay the fixed scoreboard', () => {
  for (const prompt of [
    'Make an app named Scorekeeper for our board game nights. Two players, a +1 and -1 button for each, and a reset button.',
    'scrabble score keeper for me and my wife, each of us has a score with a + button and a total',
    'Basketball scoreboard: home and away, +1 +2 +3 buttons for each',
    'score keeper for 4 players',
  ]) {
    test(`"${prompt}" keeps one score per side, without a list of players`, () => {
      const { spec } = composeApp(prompt);
      expect(spec.state.some((v) => v.type === 'list' && v.persist)).toBe(false);
      expect(spec.state.some((v) => /^score\d$/.test(v.name))).toBe(true);
    });
  }

  test('"darts scores with player and points" are scores kept with their player, not a roster', () => {
    expect(understand('darts scores with player and points').list.steps).toBeUndefined();
  });
});
