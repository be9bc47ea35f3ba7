import type { Component, StateVar } from '@droidforge/contracts';
import { increment, set, toast, when } from '../compose/build/actions';
import { button, card, display, heading, row, text } from '../compose/build/components';
import type { ScorePlan } from '../understand/plan';

/**
 * A scoreboard: a card per player or team with point buttons and an undo, the winner announced at
 * the target (points stop there), and a new game that zeroes every score.
 */
export function buildScores(plan: ScorePlan): { state: StateVar[]; children: Component[]; features: string[] } {
  const ids = Array.from({ length: plan.players }, (_, i) => i + 1);
  const name = (i: number) => plan.names?.[i - 1] ?? `${plan.noun === 'team' ? 'Team' : 'Player'} ${i}`;
  const over = plan.target !== undefined ? ids.map((i) => `score${i} >= ${plan.target}`).join(' || ') : 'false';
  const cardFor = (i: number): Component => {
    const v = `score${i}`;
    const add = (p: number) => plan.target !== undefined
      ? [when(over, [toast('The game is over: start a new game')], [set(v, `min(${plan.target}, ${v} + ${p})`), when(`${v} >= ${plan.target}`, [toast(`${name(i)} wins!`)])])]
      : [increment(v, String(p))];
    return card(`player${i}_card`, [
      heading(`player${i}_name`, name(i), { align: 'center' }),
      display(`player${i}_score`, `{${v}}`),
      row(`player${i}_buttons`, [
        ...plan.steps.map((p) => button(`player${i}_plus${p}`, `+${p}`, add(p))),
        button(`player${i}_minus`, '−1', [when(`${v} > 0`, [increment(v, '-1')])], { style: 'outlined' }),
      ]),
    ]);
  };
  const winner = plan.target !== undefined
    ? [text('winner_text', `{${ids.map((i) => `score${i} >= ${plan.target} ? '${name(i)} wins!' : `).join('')}'First to ${plan.target} wins'}`, { align: 'center', bold: true, color: 'accent' })]
    : [];
  return {
    state: ids.map((i) => ({ name: `score${i}`, type: 'number' as const, initial: 0, persist: true })),
    children: [...winner, ...ids.map(cardFor), button('new_game_button', 'New game', ids.map((i) => set(`score${i}`, '0')), { style: 'outlined' })],
    features: [
      `Scores for ${plan.players} ${plan.noun}s`,
      `Buttons for ${plan.steps.map((p) => `+${p}`).join(' ')} and −1`,
      ...(plan.target !== undefined ? [`First to ${plan.target} wins`] : []),
      'New game resets the scores',
    ],
  };
}
