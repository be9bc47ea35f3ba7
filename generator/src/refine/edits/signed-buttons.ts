import { allComponents } from '../spec-edit';
import { readClause } from '../understand/clauses';
import { addButtonEdit } from './buttons';
import type { Edit } from './edit';

/** "+2 and +3 buttons", "a +2, +3 and +5 button": several signed numbers, one button each. */
const SIGNED_LIST = /^(?:(?:i|we|also|and|please)\s+)*(?:(?:add|need|want|give me|put|have)\s+)?(?:(?:a|an|some)\s+)?((?:[+−-]\s?\d+(?:\.\d+)?)(?:\s*(?:,|\band\b|&|\bor\b|\/)\s*[+−-]\s?\d+(?:\.\d+)?)*)\s+buttons?\b/i;

/**
 * "I need +2 and +3 buttons as well as the +1": each signed number asked for is a button that adds it
 * (the one the app already has is left as it is), added as "add a +2 button" would be.
 */
export const signedButtonsEdit: Edit = {
  name: 'signed buttons',
  apply(spec, clause) {
    const list = SIGNED_LIST.exec(clause.text)?.[1];
    if (!list) return undefined;
    const signs = [...list.matchAll(/([+−-])\s?(\d+(?:\.\d+)?)/g)].map((m) => `${m[1] === '+' ? '+' : '−'}${m[2]}`);
    if (signs.length < 2 && clause.verb !== '') return undefined;
    const labels = new Set(allComponents(spec).flatMap((c) => (c.type === 'button' ? [c.label.replace(/\s+/g, '').replace('-', '−')] : [])));
    const fresh = signs.filter((s, i) => !labels.has(s) && signs.indexOf(s) === i);
    if (fresh.length === 0) return { summary: `The app already has ${signs.join(' and ')} buttons.` };
    // A game of two sides (score1, score2) gets the new buttons on each side, as its +1 is.
    const sides = spec.state.filter((v) => v.type === 'number' && /\d$/.test(v.name)).length >= 2 ? ' for each team' : '';
    const done: string[] = [];
    for (const sign of fresh) {
      const outcome = addButtonEdit.apply(spec, readClause(`add a ${sign} button${sides}`));
      if (outcome === undefined || typeof outcome === 'string') return outcome;
      done.push(outcome.summary);
    }
    return { summary: done.join(' ') };
  },
};
