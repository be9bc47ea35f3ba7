import type { Component } from '@droidforge/contracts';
import { parseNumberWord } from '../analyze/words';
import { increment, set } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, card, display, heading, row, text } from '../build/components';
import { numberVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

function teamCount(lower: string): number {
  const match = /\b(\w+) (?:teams|players|sides)\b/.exec(lower);
  const count = match?.[1] ? parseNumberWord(match[1]) : undefined;
  return count !== undefined && count >= 2 && count <= 4 ? count : 2;
}

/** "first to 11 wins", "play to 21": the score that wins the game. */
function winningScore(lower: string): number | undefined {
  const m = /\b(?:first to|play(?:ing)? to|games? (?:is |are |go |goes )?(?:up )?to|race to|wins? at|winning score(?: is| of)?) (\d+)\b/.exec(lower);
  const n = m ? Number(m[1]) : undefined;
  return n !== undefined && n > 0 && n <= 1000 ? n : undefined;
}

/** "for home and away": the two sides as the prompt names them. */
const HOME_AND_AWAY = /\bhome (?:team )?(?:and|vs\.?|v|versus|&) away\b/;

function teamCard(team: number, points: number[], target: number | undefined, names: string[] | undefined): Component {
  const score = `score${team}`;
  const name = names?.[team - 1] ?? `Team ${String.fromCharCode(64 + team)}`;
  return card(`team${team}_card`, [
    heading(`team${team}_name`, name, { align: 'center' }),
    display(`team${team}_score`, `{${score}}`),
    ...(target !== undefined ? [text(`team${team}_wins`, `${name} wins!`, { visible: `${score} >= target`, align: 'center', bold: true, color: 'accent' })] : []),
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
  const target = winningScore(analysis.lower);
  return assembleSpec(analysis, 'counter', {
    defaultName: 'Score Keeper',
    description: describe(analysis, 'Keep the score for two teams.'),
    features: [`${teams.length} team scores`, `Buttons for ${points.map((p) => `+${p}`).join(' ')} per team`, ...(target !== undefined ? [`First to ${target} wins`] : []), 'Undo a point', 'Reset for a new game'],
    // The winning score lives in a variable, so a refinement ("make it first to 21") changes one value.
    state: [...teams.map((t) => numberVar(`score${t}`, 0, true)), ...(target !== undefined ? [numberVar('target', target, false)] : [])],
    screens: [
      screen('main', 'Score Keeper', [
        ...(target !== undefined ? [text('target_text', 'First to {target} wins', { align: 'center' })] : []),
        ...teams.map((t) => teamCard(t, points, target, HOME_AND_AWAY.test(analysis.lower) ? ['Home', 'Away'] : undefined)),
        button('reset_button', 'New game', teams.map((t) => set(`score${t}`, '0')), { style: 'outlined' }),
      ]),
    ],
  });
};
