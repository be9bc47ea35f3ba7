import { describe, expect, test } from 'vitest';
import { splitParts } from './parts';

describe('splitParts', () => {
  test('"… and a nappy counter …" is a part of its own, to the end of its sentence', () => {
    expect(splitParts('Baby app: a feeding log (time, side, minutes) and a nappy counter for today that resets every day. Keep it simple')).toEqual({
      main: 'Baby app: a feeding log (time, side, minutes). Keep it simple',
      parts: ['a nappy counter for today that resets every day'],
    });
  });

  test('"plus a screen with a timer" and "and a separate list of …" are parts; the lead word goes', () => {
    expect(splitParts('a list of my students, plus a screen with a 2 minute timer')?.parts).toEqual(['a screen with a 2 minute timer']);
    expect(splitParts('A guest list where I mark who is coming, and a separate list of gift ideas.')?.parts).toEqual(['a list of gift ideas']);
  });

  test('"two lists: clients (…) and invoices (…)" makes the first the app and the second a part, each a list with its fields', () => {
    expect(splitParts('two lists: clients (name, email) and invoices (client, amount). show the total')).toEqual({
      main: 'a list of clients with name, email. show the total',
      parts: ['a list of invoices with client, amount'],
    });
  });

  test('"two lists, one for sowing and one for harvests, each with …" gives both lists the same fields', () => {
    expect(splitParts('two seperate lists, one for sowing and one for harvests, each with plant, date and notes')).toEqual({
      main: 'a sowing list with plant, date and notes',
      parts: ['a harvests list with plant, date and notes'],
    });
  });

  test('more of the same thing is not a part: a total, a second log, or nothing asked before it', () => {
    expect(splitParts('a list of expenses and a total at the bottom')).toBeUndefined();
    expect(splitParts('a workout log and a log of my runs')).toBeUndefined();
    expect(splitParts('hello and a timer')).toBeUndefined();
  });
});
