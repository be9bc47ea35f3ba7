import { describe, expect, test } from 'vitest';
import { composeApp } from '../../compose/compose-app';
import { fixedClock } from '../../compose/testing/public-prompts';
import { SpecRunner } from '../../compose/testing/spec-runner';
import { validateSpec } from '../../spec/validate';
import { refine } from '../refine';

describe('a balance that is the sum of the entries, given a starting amount', () => {
  test('"start the balance at 50 instead of 0" keeps 50 and adds each deposit to it', () => {
    const spec = composeApp('savings jar that shows my balance, with buttons to add $5 and $10').spec;
    const result = refine(spec, 'start the balance at 50 instead of 0');
    expect(result.report.notBuilt).toEqual([]);
    expect(validateSpec(result.spec)).toEqual([]);
    expect(result.spec.state.find((v) => v.name === 'startingBalance')).toMatchObject({ type: 'number', initial: 50, persist: true });
    const run = new SpecRunner(result.spec, fixedClock());
    expect(run.text('spent_text')).toBe('Saved: 50.00');
    run.state.newAmount = 10;
    run.click('add_deposit_button');
    expect(run.text('spent_text')).toBe('Saved: 60.00');
  });

  test('"set the balance to 50" without a word for starting is not read as an opening amount', () => {
    const spec = composeApp('savings jar that shows my balance, with buttons to add $5 and $10').spec;
    expect(refine(spec, 'set the balance to 50').spec.state.some((v) => v.name === 'startingBalance')).toBe(false);
  });
});
