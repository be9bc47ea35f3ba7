import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';

const notBuilt = (prompt: string) => composeApp(prompt).report.notBuilt.map((n) => n.reason).join(' | ');

describe('voice is a recording only when the prompt asks to record or speak', () => {
  test('a choir list grouped by voice part is not reported as voice recording', () => {
    expect(notBuilt('choir register: name, phone and voice part. group by voice part')).not.toMatch(/voice and audio/);
  });

  test('a voice memo recorder is still reported as not built', () => {
    expect(notBuilt('voice memo recorder for my lectures, with a list of titles')).toMatch(/voice and audio recording/);
  });

  test('an app controlled by voice is still reported as not built', () => {
    const result = composeApp('a shopping list i can add to by voice');
    const reasons = [...result.report.notBuilt.map((n) => n.reason), result.refusal?.message ?? ''].join(' | ');
    expect(reasons).toMatch(/voice and audio recording/);
  });
});

describe('a reminder ahead of a date is reported as a notification', () => {
  test('"remind me a week before the MOT is due" is not built, with the reason', () => {
    expect(notBuilt('car log: date, mileage and cost. also remind me a week before the MOT is due')).toMatch(/notifications and reminders at a set time/);
  });

  test('"remind me the day before" is not built, with the reason', () => {
    expect(notBuilt('bin days list with the date and which bin. remind me the day before')).toMatch(/notifications and reminders at a set time/);
  });

  test('"remind me what to buy" is a list, not a notification', () => {
    expect(notBuilt('an app to remind me what to buy at the shop')).not.toMatch(/notifications/);
  });
});

describe('the reasons name what the user asked for', () => {
  test('a phone that buzzes at a time is reported as a reminder that is not built', () => {
    expect(notBuilt('list of mum\'s tablets with a tick box for each one. make my phone buzz at 8am and 6pm')).toMatch(/reminders at a set time/);
  });

  test('each person logging in with their own account is reported as a login that is not built', () => {
    expect(notBuilt('job list for my cleaners: client, date, price. each cleaner should log in with their own account')).toMatch(/logins, accounts/);
  });
});
