import type { AppSpec } from '@droidforge/contracts';
import { allComponents, forEachActionList } from '../spec-edit';
import { targetButtons, type ButtonComponent } from '../understand/targets';
import { amountIn } from './buttons';
import type { Edit } from './edit';

/** "make the plus button add 5 instead of 1", "change the minus button to take away 10": a button's behaviour, not a new one. */
export const changeButtonEdit: Edit = {
  name: 'change button',
  apply(spec, clause) {
    const at = /\bbutton\b/i.exec(clause.text);
    if (!at || !/^(make|change|set|have|let|update)$/.test(clause.verb) || /\b(a|an|another|new)\s+(?:\S+\s+)?button\b/i.test(clause.text)) return undefined;
    const before = clause.text.slice(0, at.index).replace(/^.*?\b(?:make|change|set|have|let|update)\b\s*/i, '').replace(/^the\s+/i, '');
    const after = clause.text.slice(at.index + at[0].length);
    const by = amountIn(after.replace(/\binstead of\b.*$/i, ''), { ...clause, numbers: clause.numbers.slice(0, 1) });
    if (by === undefined) return undefined;
    const buttons = before.trim() === '' ? countingButtons(spec, by) : targetButtons(spec, before.split(/\s+/));
    if (buttons.length === 0) return `I could not find the ${before.trim()} button.`;
    // "make the button add 2": the app's one button, named by its label.
    const name = before.trim() || `"${buttons[0]!.label}"`;
    let changed = 0;
    for (const b of buttons) {
      forEachActionList({ ...spec, screens: [{ id: 'main', title: 'x', children: [b], onStart: [] }], timers: [] }, (actions) => {
        for (const a of actions) {
          if (a.do !== 'increment') continue;
          a.by = String(by);
          changed++;
        }
      });
      b.label = b.label.replace(/^([+−-])\s?\d+(\.\d+)?$/, `${by < 0 ? '−' : '+'}${Math.abs(by)}`);
    }
    if (changed === 0) return `The ${name} button does not change a number, so it cannot ${by < 0 ? 'take away' : 'add'} ${Math.abs(by)}.`;
    return { summary: `The ${name} button now ${by < 0 ? 'takes away' : 'adds'} ${Math.abs(by)}.` };
  },
};

/**
 * "make the button add 5": the app's counting button, the one that already counts the way asked (the
 * plus, not the minus or Reset); any button that counts when none does.
 */
function countingButtons(spec: AppSpec, by: number): ButtonComponent[] {
  const counting = allComponents(spec).filter((c): c is ButtonComponent => c.type === 'button' && JSON.stringify(c.onClick).includes('"increment"'));
  const bys = (b: ButtonComponent) => [...JSON.stringify(b.onClick).matchAll(/"do":"increment","var":"\w+","by":"([^"]*)"/g)].map((m) => m[1]!.trim());
  const sameWay = counting.filter((b) => bys(b).some((x) => x.startsWith('-') === by < 0));
  return sameWay.length > 0 ? sameWay : counting;
}
