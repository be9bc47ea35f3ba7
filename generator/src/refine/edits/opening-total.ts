import type { AppSpec } from '@droidforge/contracts';
import { toPascalCase } from '../../compose/analyze/words';
import { allComponents, mainList } from '../spec-edit';
import type { Clause } from '../understand/clauses';
import type { EditOutcome } from './edit';

// Words for the running total of a list of amounts: what a savings or money log "shows".
const TOTAL_WORDS = /^(balance|total|saving|savings|saved)$/;
// Component keys that hold what the screen shows (not actions, which change the records).
const SHOWN_KEYS = new Set(['text', 'value', 'max', 'visible', 'label']);

/**
 * "start the balance at 50 instead of 0" in an app whose balance is the sum of its entries: the
 * user already has 50, so every total the screen shows starts from a kept opening amount.
 */
export function openingTotal(spec: AppSpec, clause: Clause, value: number): EditOutcome {
  // ("the saved amount": the word that says it is the total may be read as an adjective.)
  const noun = clause.nouns.find((n) => TOTAL_WORDS.test(n)) ?? clause.lower.split(/[^a-z]+/).find((w) => TOTAL_WORDS.test(w));
  const list = mainList(spec);
  if (!noun || !list?.fields) return undefined;
  const sums = list.fields.filter((f) => f.type === 'number').map((f) => `sum(${list.name}, '${f.name}')`);
  const shown = JSON.stringify(spec.screens);
  const sum = sums.find((s) => shown.includes(s));
  if (!sum) return undefined;
  const name = `starting${toPascalCase(noun)}`;
  if (spec.state.some((v) => v.name === name)) return undefined;
  spec.state.push({ name, type: 'number', initial: value, persist: true });
  for (const c of allComponents(spec)) {
    for (const key of SHOWN_KEYS) {
      const held = (c as Record<string, unknown>)[key];
      if (typeof held === 'string' && held.includes(sum)) (c as Record<string, unknown>)[key] = held.split(sum).join(`(${name} + ${sum})`);
    }
  }
  return { summary: `The ${noun === 'saved' ? 'amount saved' : noun} now starts at ${value}: every total the app shows adds your entries to that.` };
}
