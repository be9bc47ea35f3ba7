import { describe, expect, test } from 'vitest';
import { validateSpec } from '../spec/validate';
import { KIND_RULES } from './analyze/kinds';
import { composeApp } from './compose-app';
import { KIND_BUILDERS } from './kinds/registry';
import { fixedClock } from './testing/public-prompts';
import { SpecRunner } from './testing/spec-runner';

function app(prompt: string, expectedKind: string) {
  const { spec, kind } = composeApp(prompt);
  expect(kind).toBe(expectedKind);
  expect(validateSpec(spec)).toEqual([]);
  return { spec, run: new SpecRunner(spec, fixedClock()) };
}

test('has a builder for every variant the analyser can recognise', () => {
  expect(KIND_RULES.map((rule) => rule.variant).filter((variant) => !KIND_BUILDERS[variant])).toEqual([]);
});

describe('games beyond the public set', () => {
  test('rock paper scissors scores each round against the phone', () => {
    const { run } = app('rock paper scissors against my phone', 'game');
    for (let i = 0; i < 5; i++) run.click('rock_button');
    expect((run.state.wins as number) + (run.state.losses as number) + (run.state.draws as number)).toBe(5);
    expect(run.text('moves_text')).toMatch(/^You: Rock {2}· {2}Phone: (Rock|Paper|Scissors)$/);
  });

  test('hangman reveals guessed letters and counts misses', () => {
    const { run } = app('hangman game', 'game');
    for (const letter of ['p', 'z', 'a']) {
      run.state.letter = letter;
      run.click('guess_button');
    }
    expect(run.text('word_text')).toBe('A P P _ _');
    expect(run.text('lives_text')).toBe('Lives left: 5');
    for (const letter of ['l', 'e']) {
      run.state.letter = letter;
      run.click('guess_button');
    }
    expect(run.text('status_text')).toBe('You got it! 🎉');
  });

  test('memory keeps matched pairs face up and hides misses on the next turn', () => {
    const { run } = app('a memory matching game', 'game');
    run.click('card_0');
    run.click('card_5');
    expect([run.state.m0, run.state.m5, run.state.pairs]).toEqual([true, true, 1]);
    run.click('card_1');
    run.click('card_2');
    expect(run.text('card_2')).toBe('🍇');
    run.click('card_3');
    expect([run.text('card_1'), run.text('card_2'), run.text('card_0')]).toEqual(['❓', '❓', '🍎']);
    run.click('new_game_button');
    expect(run.state).toMatchObject({ pairs: 0, moves: 0, m0: false });
  });

  test('guess the number gives higher and lower hints until it is found', () => {
    const { run } = app('guess the number game', 'game');
    run.state.guess = 1;
    run.click('guess_button');
    const secret = run.state.secret as number;
    run.state.guess = secret;
    run.click('guess_button');
    expect(run.text('hint_text')).toMatch(/^Correct! \d tries$/);
    expect(run.state.best).toBeGreaterThan(0);
  });
});

describe('random tools beyond the public set', () => {
  test('the team shuffler puts every player in exactly one of two teams', () => {
    const { run } = app('random team picker for football', 'random');
    for (const name of ['Ann', 'Bob', 'Cy', 'Di', 'Ed']) {
      run.state.newName = name;
      run.click('add_player_button');
    }
    run.click('shuffle_button');
    const [one, two] = [run.visibleItems('team1_list'), run.visibleItems('team2_list')];
    expect([...one, ...two].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  test('the decision maker answers from its list', () => {
    const { run } = app('yes or no decision maker', 'random');
    run.click('decide_button');
    expect(['Yes', 'No', 'Maybe', 'Definitely', 'Not now', 'Ask again later']).toContain(run.text('answer_text'));
  });

  test('the random number generator stays within the range from the prompt', () => {
    const { run } = app('random number generator from 1 to 50', 'random');
    for (let i = 0; i < 20; i++) run.click('generate_button');
    const values = (run.state.results as { value: number }[]).map((r) => r.value);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...values)).toBeLessThanOrEqual(50);
  });
});

test('a multi-screen app gets one screen per named screen with navigation and back', () => {
  const { spec, run } = app('an app with a home screen, a settings screen and an about screen', 'multi-screen');
  expect(spec.screens.map((s) => s.id)).toEqual(['main', 'settings', 'about']);
  run.click('open_settings_button');
  expect(run.screen).toBe('settings');
  run.state.userName = 'Sam';
  run.click('settings_back');
  expect(run.text('main_title')).toBe('Hi Sam');
});
