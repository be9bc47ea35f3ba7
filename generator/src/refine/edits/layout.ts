import type { AppSpec, Component } from '@droidforge/contracts';
import { forEachChildren, removeComponents } from '../spec-edit';
import { targetButtons, targetTexts } from '../understand/targets';
import type { Edit } from './edit';
import { own } from '../../understand/own';

const KIND_WORDS: Record<string, Component['type']> = { progress: 'progress', bar: 'progress', slider: 'slider', list: 'list', image: 'image', icon: 'image', picture: 'image', divider: 'divider', line: 'divider', switch: 'switch', toggle: 'switch', checkbox: 'checkbox' };
const FILLER = /^(the|a|an|of|my|please|remove|delete|drop|hide|move|put|place|get|rid|take|out|to|at|on|from|screen|main|it|text|label)$/;

/** Components a phrase names: by type word ("the progress bar"), button label or role, or text. */
function targetsOf(spec: AppSpec, phrase: string): Component[] {
  const words = phrase.toLowerCase().split(/[^a-z0-9+]+/).filter((w) => w !== '' && !FILLER.test(w));
  if (words.length === 0) return [];
  const kind = words.map((w) => own(KIND_WORDS, w)).find(Boolean);
  if (kind) {
    const found: Component[] = [];
    forEachChildren(spec, (children) => found.push(...children.filter((c) => c.type === kind)));
    return found;
  }
  if (words.includes('button')) return targetButtons(spec, words.filter((w) => w !== 'button'));
  if (words.some((w) => /^(title|heading|header)$/.test(w))) return findTitle(spec);
  return targetTexts(spec, words);
}

function findTitle(spec: AppSpec): Component[] {
  const first = spec.screens[0]!.children.find((c) => c.type === 'text' && (c.size === 'headline' || c.size === 'title'));
  return first ? [first] : [];
}

/** "remove the progress bar", "get rid of the total": visible parts that are not fields, buttons or screens (those have their own rules). */
export const removeEdit: Edit = {
  name: 'remove',
  apply(spec, clause) {
    if (!/^(remove|delete|drop|hide|get|take|lose)$/.test(clause.verb) || /\b(field|input|column|screen|page|button|setting|switch|toggle|option)s?\b/i.test(clause.text)) return undefined;
    if (clause.verb === 'get' && !/\bget rid of\b/i.test(clause.text)) return undefined;
    const phrase = clause.text.replace(/^.*?\b(remove|delete|drop|hide|get rid of|take out|take away|lose)\b/i, '');
    const targets = targetsOf(spec, phrase);
    if (targets.length === 0) return undefined;
    const doomed = new Set(targets);
    removeComponents(spec, (c) => doomed.has(c));
    return { summary: `Removed the ${phrase.trim().replace(/^the /i, '')}.` };
  },
};

/** "move the reset button to the top", "put the total above the list", "show the progress bar at the bottom". */
export const moveEdit: Edit = {
  name: 'move',
  apply(spec, clause) {
    if (!/^(move|put|place|show|bring|display)$/.test(clause.verb)) return undefined;
    const where = /\b(to the top|at the top|on top|first|to the bottom|at the bottom|last|at the end|above|below|under|before|after)\b(.*)$/i.exec(clause.text);
    if (!where) return undefined;
    const phrase = clause.text.slice(0, where.index).replace(/^.*?\b(move|put|place|show|bring|display)\b/i, '');
    const [target] = targetsOf(spec, phrase);
    if (!target) return undefined;
    const anchor = /above|below|under|before|after/i.test(where[1]!) ? targetsOf(spec, where[2]!)[0] : undefined;
    let moved = false;
    forEachChildren(spec, (children) => {
      const at = children.indexOf(target);
      if (moved || at < 0) return;
      children.splice(at, 1);
      const anchorAt = anchor ? children.indexOf(anchor) : -1;
      if (anchor && anchorAt < 0) return void children.splice(at, 0, target);
      const index = anchor ? anchorAt + (/below|under|after/i.test(where[1]!) ? 1 : 0) : /top|first/i.test(where[1]!) ? 0 : children.length;
      children.splice(index, 0, target);
      moved = children.indexOf(target) !== at;
    });
    return moved ? { summary: `Moved the ${phrase.trim().replace(/^the /i, '')} ${where[0].trim()}.` } : `The ${phrase.trim().replace(/^the /i, '')} is already there.`;
  },
};

