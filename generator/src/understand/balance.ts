import type { BalancePlan } from './plan';
import type { Reader } from './reader';
import { sentenceCase } from './words';

const HOLDER = /\b(piggy ?bank|(?:money|savings|swear|tip|cookie|change|coin) (?:jar|box|tin|pot)|cash (?:box|tin)|pocket money|allowance wallet|wallet|money box)\b/;
const MOVES = /\b(?:add or (?:spend|take out|take away|remove)|spend money|put(?:ting)? (?:money |cash |coins |some )?in(?:to)?|take (?:money |cash |some |it )?out|taking (?:money |it )?out|deposits?|withdraw(?:als?|s)?|add money|adding money|pay(?:ing)? in|spend(?:ing)? from|take from|takes? away)\b/;

/** "a piggy bank … buttons to add or take out money": the app is the balance, whatever nouns the sentence has. */
export function asksForBalance(text: string): boolean {
  return (HOLDER.test(text) || /\bbalance\b/.test(text)) && MOVES.test(text) && /\b(?:buttons?|taps?)\b/.test(text);
}

/**
 * "Piggy bank app: buttons to put money in or take it out, shows my balance": money moved in and out
 * of one holder, not records of anything. Only read when the prompt keeps nothing else.
 */
export function balancePlan(reader: Reader): BalancePlan | undefined {
  const holder = HOLDER.exec(reader.text)?.[1];
  const balance = /\b(?:my |the |a )?(?:running )?balance\b/.test(reader.text);
  if ((!holder && !balance) || !MOVES.test(reader.text)) return undefined;
  reader.find(HOLDER);
  reader.find(/\b(?:buttons? to )?(?:put (?:money |cash )?in|deposit)[^.;]*?(?:take (?:it |money |cash )?out|withdraw)\b[^.;]*/);
  reader.find(/\b(?:shows?|see|display)(?:s|ing)? (?:my |the )?(?:running )?balance\b|\bbalance\b/);
  const start = /\b(?:starts?|begin|already) (?:at|with|has) (?:\$|£|€)?(\d+(?:\.\d+)?)\b/.exec(reader.text);
  const banking = /\b(?:deposit|withdraw)/.test(reader.text);
  // "goal $500", "saving up to 300": the balance has a goal; "a +$5 button": one tap puts in that much.
  const goal = reader.find(/\b(?:goal|target)(?: is| of|:)? [$€£]?(\d+(?:\.\d+)?)\b|\bsav(?:e|ing) up to [$€£]?(\d+(?:\.\d+)?)\b/);
  const quick = reader.find(/(?:^|\s)\+ ?[$€£]?(\d+(?:\.\d+)?) button\b/);
  return {
    ...(goal ? { goal: Number(goal[1] ?? goal[2]) } : {}),
    ...(quick ? { quick: Number(quick[1]) } : {}),
    label: sentenceCase(holder?.replace(/^piggybank$/, 'piggy bank') ?? 'balance'),
    initial: start ? Number(start[1]) : 0,
    inLabel: banking ? 'Deposit' : 'Put in',
    outLabel: banking ? 'Withdraw' : 'Take out',
  };
}
