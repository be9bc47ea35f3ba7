import type { Action, AppSpec, Component, StateVar } from '@droidforge/contracts';
import { literal } from '../../compose/build/components';
import { toSnakeCase, toTitleCase } from '../../compose/analyze/words';
import type { RefineRule } from '../rule';
import { allActions, allComponents, freshId, mainList, removeComponents } from '../spec-edit';

/** "add an about screen", "add a settings page": a new screen reached from a button on the main screen. */
export const addScreenRule: RefineRule = {
  name: 'add screen',
  pattern: /\badd (?:an? |the )?([a-z]+(?: [a-z]+)?) (?:screen|page)\b/i,
  apply(spec, match) {
    const name = match[1]!.toLowerCase().replace(/^(new|separate|extra) /, '');
    const id = toSnakeCase(name);
    if (id === 'main' || spec.screens.some((s) => s.id === id)) return `The app already has a ${name} screen.`;
    const body: Component[] = /about|info|help/.test(name)
      ? [{ type: 'text', id: freshId(spec, `${id}_text`), text: literal(spec.app.description || spec.app.name), size: 'body', bold: false, align: 'start' }]
      : [{ type: 'text', id: freshId(spec, `${id}_text`), text: `This is the ${literal(name)} screen.`, size: 'body', bold: false, align: 'start' }];
    spec.screens.push({
      id,
      title: toTitleCase(name),
      children: [...body, { type: 'button', id: freshId(spec, `${id}_back`), label: 'Back', style: 'text', onClick: [{ do: 'back' }] }],
      onStart: [],
    });
    spec.screens[0]!.children.push({ type: 'button', id: freshId(spec, `open_${id}_button`), label: toTitleCase(name), style: 'outlined', onClick: [{ do: 'navigate', screen: id }] });
    return { summary: `Added a ${name} screen, opened from a button on the main screen.` };
  },
};

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

/** Variables a "reset" should put back: everything the buttons change, except saved lists. */
function resettable(spec: AppSpec): StateVar[] {
  const changed = new Set(allActions(spec).flatMap((a) => (a.do === 'set' || a.do === 'increment' ? [a.var] : [])));
  return spec.state.filter((v) => v.type !== 'list' && changed.has(v.name));
}

export const addButtonRule: RefineRule = {
  name: 'add button',
  pattern: /\badd (?:an? |the )?(reset|clear(?: all)?|share|call) button\b/i,
  apply(spec, match) {
    const kind = match[1]!.toLowerCase();
    let onClick: Action[];
    if (kind === 'reset') {
      onClick = resettable(spec).map((v) => ({ do: 'clear', var: v.name }));
      if (onClick.length === 0) return 'There is nothing for a reset button to reset.';
    } else if (kind.startsWith('clear')) {
      const list = mainList(spec);
      if (!list) return 'There is no list for a clear button to empty.';
      onClick = [{ do: 'clear', var: list.name }];
    } else if (kind === 'share') {
      onClick = [{ do: 'share', text: `${literal(spec.app.name)}: ${literal(spec.app.description).slice(0, 200)}` }];
    } else {
      return 'Tell me the phone number the call button should dial, e.g. "add a call button for 555 0100".';
    }
    spec.screens[0]!.children.push({ type: 'button', id: freshId(spec, `${toSnakeCase(kind)}_button`), label: toTitleCase(kind), style: 'outlined', onClick });
    return { summary: `Added a ${kind} button to the main screen.` };
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
