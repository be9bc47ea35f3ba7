import type { Component, StateVar } from '@droidforge/contracts';
import { set, toast, when } from '../compose/build/actions';
import { button, card, list, text } from '../compose/build/components';
import type { Attribute, Plan } from '../understand/plan';

interface TeamParts { state: StateVar[]; above: Component[]; summary: Component[]; features: string[] }

/**
 * "a button that splits them into 2 random teams": each record falls in a team by its place in the
 * list and a number drawn by the button, so a new draw deals everyone again. With a tick ("who
 * came"), only the ticked records play.
 */
export function teamParts(plan: Plan, L: string, title: Attribute, toggle: Attribute | undefined): TeamParts {
  const n = plan.list.teams;
  if (!n) return { state: [], above: [], summary: [], features: [] };
  const playing = toggle ? ` && item.${toggle.name}` : '';
  const team = (k: number) => `teamDraw > 0${playing} && ((index + 1) * teamDraw) % 9973 % ${n} == ${k}`;
  const teams = [...Array(n).keys()].map((k) => card(`team${k + 1}_card`, [
    text(`team${k + 1}_title`, `Team ${k + 1}`, { bold: true, color: 'primary' }),
    list(`team${k + 1}_list`, L, [text(`team${k + 1}_member`, `{item.${title.name}}`)], 'Nobody yet', { filter: team(k) }),
  ]));
  return {
    state: [{ name: 'teamDraw', type: 'number', initial: 0, persist: true }],
    above: [],
    summary: [button('teams_button', `Split into ${n} teams`, [when(`len(${L}) > 1`, [set('teamDraw', 'random(1, 9972)')], [toast(`Add at least 2 ${plan.subject!.plural} first`)])]), ...teams],
    features: [`Splits the ${toggle ? 'ticked ' : ''}${plan.subject!.plural} into ${n} random teams`],
  };
}
