import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { SpecRunner } from '../compose/testing/spec-runner';
import { validateSpec } from '../spec/validate';
import { understand } from '../understand/understand';

describe('a switch that shows values in another unit', () => {
  test('"a switch to show miles instead" converts each row and the total while it is on, and says the unit', () => {
    const { spec } = composeApp('hikes: date, km and hours. total km so far, and a switch to show miles instead');
    expect(validateSpec(spec)).toEqual([]);
    const app = new SpecRunner(spec);
    const list = spec.state.find((s) => s.type === 'list')!;
    Object.assign(app.state, { newDate: '2026-01-10', newKm: 10, newHours: 3 });
    app.click(`${list.name}_add`);
    const total = JSON.stringify(spec).match(/"id":"([a-z0-9_]+)"[^{}]*"text":"Total \{showMiles/)![1]!;
    expect(app.text(total)).toBe('Total km: 10');
    app.state.showMiles = true;
    expect(app.text(total)).toBe('Total miles: 6.21');
  });

  test('"a setting to show lbs instead" puts the switch on a Settings screen for a weight kept in kg', () => {
    const plan = understand('weight log in kg with the date, and a setting to show lbs instead');
    expect(plan.unitSwitch).toMatchObject({ from: 'kg', to: 'lb', onSettings: true });
    const { spec } = composeApp('weight log in kg with the date, and a setting to show lbs instead');
    expect(spec.screens.find((s) => s.id === 'settings')?.children.some((c) => c.type === 'switch' && c.label === 'Show lb instead of kg')).toBe(true);
  });

  test('an app with nothing kept in that unit gets no switch that would do nothing', () => {
    const { spec } = composeApp('book list with title and author, and a switch to show miles instead');
    expect(JSON.stringify(spec)).not.toContain('showMiles');
  });
});
