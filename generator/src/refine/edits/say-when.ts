import type { AppSpec, Component, StateVar } from '@droidforge/contracts';
import { freshId, insertAfter } from '../spec-edit';
import { targetNumber } from '../understand/targets';
import { literal, spaced, type Edit } from './edit';

const SAY = /(?:say|show|display|read|pop up(?: with)?|put up|flash)/.source;
const WHEN = /(?:when(?:ever)?|once|each time|every time|as soon as|if)/.source;
/** "when he gets a star can it say Great job", "once it hits 10, show 'Well done'". */
const WHEN_FIRST = new RegExp(`^${WHEN}\\s+(.+?),?\\s+(?:(?:can|could|would|will) (?:it|you|the app)\\s+|(?:please\\s+)?(?:make|have|let) (?:it|the app)\\s+|it should\\s+|(?:please\\s+)?(?:also\\s+)?)${SAY}\\s+(.+)$`, 'i');
/** "say Great job when he gets a star", "show Done! once it reaches 20". */
const WHEN_AFTER = new RegExp(`^(?:(?:please|also|and|then)\\s+)*${SAY}\\s+(.+?),?\\s+${WHEN}\\s+(.+)$`, 'i');
/** Where the words go, said after them: "… somewhere", "… on the screen". */
const PLACE = /\s+(?:somewhere|on (?:the )?(?:main )?screen|at the (?:top|bottom)|under (?:the|it)[a-z ]*|too|as well|please|for (?:him|her|them|me|us))$/i;
/** Things of the app ("show the total when …"), not the user's own words. */
const NOT_WORDS = /^(?:the|a|an|my|our|his|her|their|it|them|this|that|how|what|which)\b/i;
const REACHES = /\b(?:reach(?:es)?|hits?|gets? to|is at|passes|goes (?:over|past|above)|makes? it to|arrives? at)\s+(?:(?:the|my|our|his|her|their|your|today's)\s+)?(?:(?:daily|weekly)\s+)?(-?\d+(?:\.\d+)?|goal|target)\b/i;

/**
 * "when he gets a star can it say Great job somewhere", "show Well done! once it reaches 10": the
 * user's words on the main screen, under the number they are about, shown once that number has
 * grown (or reached the value or goal named).
 */
export const sayWhenEdit: Edit = {
  name: 'say when',
  apply(spec, clause) {
    const first = WHEN_FIRST.exec(clause.text);
    const after = first ? undefined : WHEN_AFTER.exec(clause.text);
    if (!first && !after) return undefined;
    const event = first ? first[1]! : after![2]!;
    let words = (first ? first[2]! : after![1]!).trim();
    while (PLACE.test(words)) words = words.replace(PLACE, '').trim();
    words = clause.quoted ?? words.replace(/^["“'‘]|["”'’]$/g, '');
    // ("show the total when …" names a thing of the app; "say well done" is said whatever its case.)
    if (words === '' || words.length > 80 || (!clause.quoted && NOT_WORDS.test(words))) return undefined;
    if (!clause.quoted && !/^say$/i.test(clause.verb) && !/\bsay\b/i.test(clause.text) && !/^[A-Z0-9]/.test(words)) return undefined;
    // The number the event is about ("when he gets a star"), never the goal it reaches.
    const v = targetNumber(spec, { ...clause, text: event, nouns: clause.nouns.filter((n) => event.toLowerCase().includes(n) && !/^(goal|target)$/.test(n)) });
    if (!v) return undefined;
    const when = shownWhen(spec, v, event);
    if (typeof when === 'string') return when;
    const line: Component = { type: 'text', id: freshId(spec, 'cheer_text'), text: literal(words), size: 'title', bold: true, color: 'primary', align: 'center', visible: when.cond };
    const shown = spec.screens[0]!.children.find((c) => c.type === 'text' && new RegExp(`\\{${v.name}\\}`).test(c.text));
    if (!shown || !insertAfter(spec, shown.id, line)) spec.screens[0]!.children.push(line);
    return { summary: `Added "${words}" under the ${spaced(v.name)}, shown ${when.said}.` };
  },
};

/** The condition the words show under: the number reaching what the event names, else past its start. */
function shownWhen(spec: AppSpec, v: StateVar, event: string): { cond: string; said: string } | string {
  const reach = REACHES.exec(event)?.[1];
  if (reach && /^(goal|target)$/i.test(reach)) {
    const goal = spec.state.find((s) => s.type === 'number' && /^(goal|target)$/i.test(s.name));
    return goal ? { cond: `${v.name} >= ${goal.name}`, said: `once it reaches the ${goal.name}` } : `This app has no ${reach} for the ${spaced(v.name)} to reach.`;
  }
  if (reach) return { cond: `${v.name} >= ${reach}`, said: `once it reaches ${reach}` };
  const start = typeof v.initial === 'number' ? v.initial : 0;
  return { cond: `${v.name} > ${start}`, said: `once it goes above ${start}` };
}
