import type { Component } from '@droidforge/contracts';
import pluralize from 'pluralize';
import type { Edit } from './edit';

/** "show the total including tip", "display the remaining amount": a value asked to be shown. */
const SHOW = /^(?:show|display|include|add|give me)\s+(?:me\s+)?(?:the|a|my)\s+([a-z]+(?: [a-z]+)?)\b/i;

/** Texts the screens show (not the rows of a list), each with the caption before its colon ("Total"). */
function captions(children: readonly Component[]): { caption: string; text: string }[] {
  return children.flatMap((c) => {
    const own = c.type === 'text' ? [{ caption: /^([^:{}]{2,40}):/.exec(c.text)?.[1]?.trim().toLowerCase() ?? '', text: c.text }] : [];
    return [...own, ...('children' in c ? captions(c.children) : [])];
  });
}

/**
 * "show the total including tip" on a tip calculator that shows "Total: …": nothing to add; the answer
 * says where the app already shows it, so no second copy is made. Only a reason, tried after every edit
 * that could build something.
 */
export const alreadyShownEdit: Edit = {
  name: 'already shown',
  apply(spec, clause) {
    const m = SHOW.exec(clause.text);
    if (!m) return undefined;
    const words = m[1]!.toLowerCase().split(' ').map((w) => pluralize.singular(w));
    const shown = spec.screens.flatMap((s) => captions(s.children).map((c) => ({ ...c, screen: s.title })));
    const found = shown.find((c) => c.caption !== '' && (c.caption === words.join(' ') || c.caption === words[0]));
    return found ? `The app already has the ${found.caption}: the ${found.screen} screen shows "${found.text.replace(/\{.*$/, '').trim()} …".` : undefined;
  },
};
