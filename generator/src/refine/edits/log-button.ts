import type { AppSpec, Component, Field } from '@droidforge/contracts';
import pluralize from 'pluralize';
import { allComponents, freshId, freshVar } from '../spec-edit';
import { capitalise } from './edit';

/** What a button that logs to a new list does, and the list it made (see buttons.ts' Planned). */
interface LogPlan {
  label: string;
  onClick: [{ do: 'append'; list: string; item: Record<string, string> }, { do: 'toast'; text: string }];
  near?: string;
  what: string;
}

// "… that saves each feeding to a list underneath", "… that logs every run in a history below".
const SAVES_TO_NEW_LIST = /\b(?:saves?|logs?|records?|adds?|keeps?|puts?|stores?|writes?)\b (?:each|every|the|a|an|this) ([a-z]+) (?:to|in|into|on|onto) (?:a|an) (?:new )?(?:list|log|history)\b/i;

/**
 * "add a Log feed button that saves each feeding to a list underneath" in an app with no list: the
 * user asks for the list too. Each tap keeps the date and what the app's main display shows then
 * (the time on a timer, the count on a counter), listed under the button, newest first.
 */
export function logToNewList(spec: AppSpec, purpose: string): LogPlan | undefined {
  const noun = SAVES_TO_NEW_LIST.exec(purpose)?.[1]?.toLowerCase();
  if (!noun || spec.state.some((v) => v.type === 'list')) return undefined;
  const name = uniqueName(spec, pluralize.plural(noun));
  const shown = mainDisplay(spec);
  const fields: Field[] = [{ name: 'date', type: 'date' }, ...(shown ? [{ name: shown.name, type: shown.type }] : [])];
  spec.state.push({ name, type: 'list', initial: [], persist: true, fields });
  const item = { date: 'today()', ...(shown ? { [shown.name]: shown.expr } : {}) };
  const list: Component = {
    type: 'list', id: freshId(spec, `${name}_list`), source: name, empty: `No ${pluralize.plural(noun)} yet`, sortBy: { field: 'date', descending: true },
    item: [{ type: 'text', id: freshId(spec, `${name}_item`), text: `${capitalise(noun)} · {item.date}${shown ? ` · {item.${shown.name}}` : ''}`, size: 'body', bold: false, align: 'start' }],
    onItemClick: [], onItemLongClick: [{ do: 'removeItem', list: name, index: 'index' }],
  };
  // The button goes where the screen ended, with its list underneath.
  const near = spec.screens[0]!.children.at(-1)?.id;
  spec.screens[0]!.children.push(list);
  return { label: capitalise(noun), ...(near ? { near } : {}), onClick: [{ do: 'append', list: name, item }, { do: 'toast', text: `${capitalise(noun)} saved` }], what: `saves each ${noun} to a new list underneath (long press one to remove it)` };
}

function uniqueName(spec: AppSpec, wanted: string): string {
  return freshVar(spec, wanted.replace(/[^a-zA-Z0-9]/g, '') || 'entries');
}

/** The main screen's biggest text when it is one expression ("{count}", the timer's "{pad(…)}"). */
function mainDisplay(spec: AppSpec): { name: string; type: Field['type']; expr: string } | undefined {
  const display = allComponents({ ...spec, screens: spec.screens.slice(0, 1) }).find((c) => c.type === 'text' && c.size === 'display');
  if (display?.type !== 'text') return undefined;
  const expr = /^\{([^{}]+)\}$/.exec(display.text)?.[1]?.trim();
  if (!expr) return undefined;
  const name = display.id.replace(/_text$/, '').replace(/[^a-zA-Z0-9]/g, '') || 'shown';
  if (name === 'date') return undefined;
  const bare = spec.state.find((v) => v.name === expr);
  // A bare number keeps its type; any other expression is kept as the text the screen showed.
  return bare?.type === 'number' ? { name, type: 'number', expr } : { name, type: 'text', expr: bare ? `str(${expr})` : expr };
}
