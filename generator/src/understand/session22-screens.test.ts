import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { numberedScreens } from './bullets';

/** Screens numbered one by one ("screen 1: …", "first screen: …") read as the list of screens they make. */
describe('screens numbered one by one (session 22)', () => {
  test('"- screen 1: my dogs (…)" bullets build each screen: the dogs with their fields, the walks, and a page of its own', () => {
    const { spec, report } = composeApp('Dog walking business app.\n- screen 1: my dogs (dog name, owner, address, price per walk)\n- screen 2: log of walks (date, dog, paid y/n)\n- screen 3: total owed by owners\nneed to move between them easily');
    const built = (report?.built ?? []).join(' / ');
    expect(built).toContain('Each dog has dog name, owner, address and price (money)');
    expect(built).toContain('each walk has date (date), dog and paid (yes/no)');
    expect(JSON.stringify(spec)).toContain('Total owed by owners');
  });

  test('"first screen: …. second screen: …" in sentences lists the screens in the order said', () => {
    expect(numberedScreens('Habit app. first screen: my habits (name, goal). second screen: a log of check-ins (date, habit). third screen: streaks')).toBe(
      'Habit app. 3 screens: my habits (name, goal), a log of check-ins (date, habit), streaks.',
    );
  });

  test('a single "screen 1:" with nothing after it is left as the user wrote it', () => {
    expect(numberedScreens('screen 1: my habits. a timer too')).toBe('screen 1: my habits. a timer too');
  });
});
