import type { Component } from '@droidforge/contracts';
import { parseNumberWord } from '../analyze/words';
import { increment, set } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, card, display, heading, row } from '../build/components';
import { numberVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

function teamCount(lower: string): number {
  const match = /\b(\w+) (?:teams|players|sides)\b/.exec(lower);
  const count = match?.[1] ? parseNumberWord(match[1]) : undefined;
  return count !== undefined && count >= 2 && count <= 4 ? count : 2;
}

function teamCard(team: number, points: number[]): Component {
  const score = `score${team}`;
  return card(`team${team}_card`, [
    heading(`team${team}_name`, `Team ${String.fromCharCode(64 + team)}`, { align: 'center' }),
    display(`team${team}_score`, `{${score}}`),
    row(`team${team}_buttons`, [
      ...points.map((p) => button(`team${team}_plus${p}`, `+${p}`, [increment(score, String(p))])),
      button(`team${team}_minus1`, '−1', [set(score, `max(0, ${score} - 1)`)], { style: 'outlined' }),
    ]),
  ]);
}

/** A scoreboard: one card per team with a button per point value, and a reset for a new game. */
export const buildScoreKeeper: KindBuilder = (analysis) => {
  const points = analysis.numbers.presets.length > 0 ? analysis.numbers.presets.slice(0, 4) : [1];
  const teams = Array.from({ length: teamCount(analysis.lower) }, (_, i) => i + 1);
  return assembleSpec(analysis, 'counter', {
    defaultName: 'Score Keeper',
    description: describe(analysis, 'Keep the score for two teams.'),
    features: [`${teams.length} team scores`, `Buttons for ${points.map((p) => `+${p}`).join(' ')} per team`, 'Undo a point', 'Reset for a new game'],
    state: teams.map((t) => numberVar(`score${t}`, 0, true)),
    screens: [
      screen('main', 'Score Keeper', [
        ...teams.map((t) => teamCard(t, points)),
        button('reset_button', 'New game', teams.map((t) => set(`score${t}`, '0')), { style: 'outlined' }),
      ]),
    ],
  });
};
