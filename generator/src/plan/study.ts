import type { Plan } from '../understand/plan';
import { increment, set, toast, when } from '../compose/build/actions';
import { button, card, display, list, row, text } from '../compose/build/components';
import { boolVar, numberVar } from '../compose/build/state';
import { listName } from './records';
import type { Section } from './parts';

/**
 * "a study screen where I flip through the cards, tap to reveal the answer, and press 'Got it'": the
 * records studied one at a time on a screen of their own. The card at `studyAt` shows its front; a tap
 * reveals its back; Next (or the known button, which also counts it) moves on; past the last card the
 * screen says how many were known. Each opening starts the deck over.
 */
export function buildStudy(plan: Plan): Section | undefined {
  const study = plan.study;
  if (!study || !plan.subject) return undefined;
  const L = listName(plan.subject);
  const front = plan.subject.attributes.find((a) => a.name === study.front);
  const back = plan.subject.attributes.find((a) => a.name === study.back);
  if (!front || !back) return undefined;
  const more = `studyAt < count(${L})`;
  const next = [set('studyAt', 'studyAt + 1'), set('studyShown', 'false')];
  const known = study.known;
  const done = known ? `'Done! You knew ' + studyKnown + ' of ' + count(${L})` : `'Done! That was every ${plan.subject.noun}'`;
  return {
    state: [numberVar('studyAt'), boolVar('studyShown'), ...(known ? [numberVar('studyKnown')] : [])],
    children: [
      text('study_position', `${front.label} {studyAt + 1} of {count(${L})}`, { align: 'center', color: 'muted', visible: more }),
      list('study_card_list', L, [
        card('study_card', [
          display('study_front', `{item.${front.name}}`),
          text('study_back', `{item.${back.name}}`, { align: 'center', size: 'title', visible: 'studyShown' }),
          text('study_hint', `Tap to reveal the ${back.label.toLowerCase()}`, { align: 'center', color: 'muted', visible: '!studyShown' }),
        ]),
      ], `{count(${L}) == 0 ? 'No ${plan.subject.plural} yet: add some first' : ${done}}`, { filter: 'index == studyAt', onItemClick: [set('studyShown', '!studyShown')] }),
      row('study_buttons', [
        ...(known ? [button('study_known', known, [when(more, [increment('studyKnown'), ...next])])] : []),
        button('study_next', 'Next', [when(more, next)], { style: known ? 'outlined' : 'filled' }),
      ], more),
      ...(known ? [text('study_score', `${known}: {studyKnown}`, { align: 'center', bold: true })] : []),
      button('study_again', 'Start over', [set('studyAt', '0'), set('studyShown', 'false'), ...(known ? [set('studyKnown', '0')] : []), toast('Back to the first card')], { style: 'text' }),
    ],
    pageStart: [set('studyAt', '0'), set('studyShown', 'false'), ...(known ? [set('studyKnown', '0')] : [])],
    features: [
      `Study screen: one ${plan.subject.noun} at a time, tap to reveal the ${back.label.toLowerCase()}, Next`,
      ...(known ? [`Study screen: a "${known}" button counts the ${plan.subject.plural} you knew`] : []),
    ],
    page: 'Study',
  };
}
