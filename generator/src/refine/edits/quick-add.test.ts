import { describe, expect, test } from 'vitest';
import { composeApp } from '../../compose/compose-app';
import { fixedClock } from '../../compose/testing/public-prompts';
import { SpecRunner } from '../../compose/testing/spec-runner';
import { refine } from '../refine';

describe('a button that logs an entry in one tap', () => {
  test('"a quick button "Log 4 oz" that adds an entry with 4 oz" adds a feeding of 4 oz dated today', () => {
    const result = refine(composeApp('baby feeding log with time and amount in oz').spec, 'add a quick button "Log 4 oz" that adds an entry with 4 oz straight away');
    expect(result.changed).toBe(true);
    const button = result.spec.screens.flatMap((s) => JSON.stringify(s.children).match(/"id":"log_4_oz_button"/g) ?? []);
    expect(button).toHaveLength(1);
    const run = new SpecRunner(result.spec, fixedClock());
    run.click('log_4_oz_button');
    const list = result.spec.state.find((v) => v.type === 'list')!;
    expect(run.state[list.name]).toEqual([expect.objectContaining({ amount: 4, date: fixedClock().today() })]);
  });

  test('"add an allergies field and a can drive yes/no" adds both, keeping the plural the user wrote', () => {
    const result = refine(composeApp("contact list for the parents on my kid's soccer team: name and phone").spec, 'add an allergies field and a can drive yes/no');
    const fields = result.spec.state.find((v) => v.type === 'list')!.fields!;
    expect(fields.map((f) => `${f.name}:${f.type}`)).toEqual(['name:text', 'phone:text', 'allergies:text', 'canDrive:bool']);
  });
});
