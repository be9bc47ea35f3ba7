import type { Action, AppSpec, Component } from '@droidforge/contracts';
import pluralize from 'pluralize';
import { flatActions } from '../../spec/env';
import { labelTexts } from '../understand/targets';

const words = (name: string) => name.replace(/_/g, ' ').replace(/([a-z])([A-Z0-9])/g, '$1 $2').toLowerCase();
const a = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
const shown = (label: string) => (labelTexts(label).at(-1) ?? label).trim();

/**
 * How to use the app, read from what its screens let people do: each form and the button that saves
 * it, what tapping or holding a row does, the counting buttons, searches, switches and the buttons that
 * open other screens. The steps a Help screen shows when the request asks how to use the app.
 */
export function usageSteps(spec: AppSpec): string[] {
  const steps: string[] = [];
  const inputs = new Map<string, string>();
  for (const s of spec.screens) for (const c of flatten(s.children)) if ((c.type === 'input' || c.type === 'select') && 'hint' in c) inputs.set(c.bind, (c.hint ?? words(c.bind)).toLowerCase());
  for (const s of spec.screens) {
    for (const c of flatten(s.children)) {
      if (c.type === 'button') {
        const acts = flatActions(c.onClick);
        const append = acts.find((a): a is Extract<Action, { do: 'append' }> => a.do === 'append');
        const label = shown(c.label);
        if (append) {
          const asked = Object.values(append.item).map((v) => inputs.get(v.trim())).filter((h): h is string => h !== undefined);
          const fill = asked.length > 0 ? `Fill in the ${listed(asked)}, then tap` : 'Tap';
          steps.push(`${fill} ${label} to add ${a(pluralize.singular(words(append.list)))}${s.id === 'main' ? '' : ` (on the ${s.title} screen)`}.`);
        } else if (acts.some((a) => a.do === 'navigate') && label !== '') {
          const to = acts.find((a): a is Extract<Action, { do: 'navigate' }> => a.do === 'navigate');
          const screen = spec.screens.find((x) => x.id === to?.screen);
          steps.push(`Tap ${label} to open the ${screen?.title ?? 'next'} screen; Back brings you here again.`);
        } else if (label !== '' && (readsInputs(c.onClick, inputs).length > 0 || (acts.some((a) => a.do === 'increment') && !c.onClick.some((a) => a.do === 'increment')))) {
          // "Guess" reads what was typed and answers on screen; its counting happens only sometimes.
          const typed = readsInputs(c.onClick, inputs);
          steps.push(`${typed.length > 0 ? `Type ${listed(typed)}, then tap` : 'Tap'} ${label}; the screen shows what happened.`);
        } else if (acts.some((a) => a.do === 'increment')) {
          const inc = acts.find((a): a is Extract<Action, { do: 'increment' }> => a.do === 'increment')!;
          const by = Number(inc.by);
          steps.push(Number.isFinite(by) ? `Tap ${label} to ${by < 0 ? 'take' : 'add'} ${Math.abs(by)} ${by < 0 ? 'from' : 'to'} the ${words(inc.var)}.` : `Tap ${label} to change the ${words(inc.var)}.`);
        } else if (acts.some((a) => a.do === 'clear' && spec.state.some((v) => v.name === a.var && v.type === 'list'))) {
          steps.push(`Tap ${label} to empty the list.`);
        } else if (acts.some((a) => a.do === 'startTimer' || a.do === 'stopTimer')) {
          steps.push(timerStep(spec, c.label, acts));
        }
      }
      if (c.type === 'list') {
        const noun = pluralize.singular(words(c.source));
        if (flatActions(c.onItemClick).length > 0) steps.push(`Tap ${a(noun)} in the list to open or change it.`);
        if (flatActions(c.onItemLongClick).some((a) => a.do === 'removeItem')) steps.push(`Press and hold ${a(noun)} to delete it.`);
        const search = c.filter ? /contains\([^,]+,\s*([A-Za-z]\w*)\)/.exec(c.filter)?.[1] : undefined;
        if (search && inputs.has(search)) steps.push(`Type in the ${inputs.get(search)} box to find ${a(noun)} by its words.`);
      }
      if (c.type === 'switch') steps.push(`Turn on ${c.label} to change how the app looks or what it shows.`);
    }
  }
  const ending = timerEnding(spec);
  if (ending) steps.push(ending);
  if (spec.state.some((v) => v.persist)) steps.push('Everything you enter is saved on this phone, so it is still there the next time you open the app.');
  return [...new Set(steps)];
}

/** What the timer does while it runs: counting down (something goes down each tick) or counting up. */
function timerWord(spec: AppSpec): string {
  const ticks = JSON.stringify((spec.timers ?? []).map((t) => t.onTick));
  return /"by":"-|"value":"\w+ - 1"/.test(ticks) ? 'countdown' : 'timer';
}

/**
 * "{running ? 'Pause' : 'Start'}" starts and holds the timer; a button that only stops it and sets
 * numbers back (Reset) starts it over.
 */
function timerStep(spec: AppSpec, label: string, acts: readonly Action[]): string {
  const word = timerWord(spec);
  const texts = labelTexts(label).map((t) => t.trim()).filter((t) => t !== '');
  const starts = acts.some((a) => a.do === 'startTimer');
  if (starts && texts.length > 1) {
    const [pause, start] = [texts[0]!, texts.at(-1)!];
    return `Tap ${start} to start the ${word}; ${word === 'countdown' ? 'the time left' : 'the time'} shows in big numbers. Tap ${pause} to hold it, and ${start} again to carry on.`;
  }
  if (starts) return `Tap ${shown(label)} to start the ${word}.`;
  const setsBack = acts.some((a) => a.do === 'set' && a.var !== 'running');
  return setsBack ? `Tap ${shown(label)} to stop the ${word} and put it back to the start.` : `Tap ${shown(label)} to stop the ${word}.`;
}

/** What happens when a timer's time is up: the message it shows, with a beep when it signals. */
function timerEnding(spec: AppSpec): string | undefined {
  const ends = (spec.timers ?? []).flatMap((t) => flatActions(t.onTick)).filter((a): a is Extract<Action, { do: 'toast' | 'signal' }> => a.do === 'toast' || a.do === 'signal');
  const first = ends[0];
  if (!first) return (spec.timers ?? []).length > 0 ? `When the time is up, the ${timerWord(spec)} stops at zero on its own.` : undefined;
  const said = first.text.replace(/\{[^}]*\}/g, '').trim();
  return `When the time is up, the app ${first.do === 'signal' ? 'beeps and ' : ''}tells you${said ? ` ("${said}")` : ''}.`;
}

/** The hints of the form inputs whose values a button's actions read (not one it only clears). */
function readsInputs(actions: readonly Action[], inputs: ReadonlyMap<string, string>): string[] {
  const read = JSON.stringify(actions.map((a) => (a.do === 'clear' ? {} : a)));
  return [...inputs.entries()].filter(([bind]) => new RegExp(`"(?:cond|value|by|text)":"[^"]*\\b${bind}\\b`).test(read)).map(([, hint]) => hint);
}

function listed(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Every component of a screen, containers' children included (not the rows of a list). */
function flatten(children: readonly Component[]): Component[] {
  return children.flatMap((c) => ['children' in c ? [c, ...flatten(c.children)] : [c]].flat());
}
