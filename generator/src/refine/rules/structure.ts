import type { Action, Component } from '@droidforge/contracts';
import { toSnakeCase } from '../../compose/analyze/words';
import type { RefineRule } from '../rule';
import { allActions, allComponents, removeComponents } from '../spec-edit';

export const removeScreenRule: RefineRule = {
  name: 'remove screen',
  pattern: /\b(?:remove|delete|drop) (?:the )?([a-z]+(?: [a-z]+)?) (?:screen|page)\b/i,
  apply(spec, match) {
    const id = toSnakeCase(match[1]!);
    if (id === 'main') return 'The main screen cannot be removed.';
    if (!spec.screens.some((s) => s.id === id)) return `There is no ${match[1]} screen.`;
    spec.screens = spec.screens.filter((s) => s.id !== id);
    const opensIt = (a: Action) => a.do === 'navigate' && a.screen === id;
    removeComponents(spec, (c) => c.type === 'button' && c.onClick.length > 0 && c.onClick.every(opensIt));
    if (allActions(spec).some(opensIt)) return `Other actions still open the ${match[1]} screen, so I kept it.`;
    return { summary: `Removed the ${match[1]} screen and its button.` };
  },
};

export const removeButtonRule: RefineRule = {
  name: 'remove button',
  pattern: /\b(?:remove|delete|drop|hide) (?:the )?([a-z0-9+ -]+?) button\b/i,
  apply(spec, match) {
    const wanted = match[1]!.toLowerCase().trim();
    const matches = (c: Component) =>
      c.type === 'button' && (c.label.toLowerCase() === wanted || c.id === `${toSnakeCase(wanted)}_button` || c.label.toLowerCase().startsWith(`${wanted} `));
    if (!allComponents(spec).some(matches)) return `There is no ${wanted} button.`;
    const removed = removeComponents(spec, matches);
    return { summary: `Removed the ${wanted} button${removed > 1 ? 's' : ''}.` };
  },
};
