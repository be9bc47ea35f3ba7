import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';

/** What the user sees of the records: each list's name and its fields (name:type), and the report. */
function seen(prompt: string) {
  const result = composeApp(prompt);
  const lists = result.spec ? result.spec.state.filter((v) => v.type === 'list') : [];
  return {
    refused: !!result.refusal,
    lists: lists.map((l) => l.name),
    fields: lists.flatMap((l) => (l.fields ?? []).map((f) => `${f.name}:${f.kind ?? f.type}`)),
    built: result.report?.built ?? [],
    notBuilt: (result.report?.notBuilt ?? []).map((n) => n.reason),
  };
}

/** Records the writer keeps, once refused or built as something else (session 22), said in words of our own. */
describe('record-keeping prompts are built as records (session 22)', () => {
  test('"write down how many X each day" keeps X day by day, with the date', () => {
    const app = seen('we have four ducks and i want to write down how many eggs they lay each day');
    expect(app.refused).toBe(false);
    expect(app.lists).toEqual(['eggs_days']);
    expect(app.fields).toEqual(['eggs:number', 'date:date']);
  });

  test('"log how much water i drink" keeps the amount as said, never "waters"', () => {
    const app = seen('log how much water i drink each day');
    expect(app.fields).toEqual(['water:number', 'date:date']);
  });

  test('"she puts in date, time, sugar level and insulin units" reads the fields after a verb said of someone else', () => {
    const app = seen('my mum has diabetes. she wants an app where she puts in date, time, sugar level and insulin units');
    expect(app.refused).toBe(false);
    expect(app.fields).toEqual(expect.arrayContaining(['date:date', 'time:time']));
  });

  test('an amount in a unit ("how many ml") is of the things the prompt counts ("how many doses"), not taps of a counter', () => {
    const app = seen('my son has earache and gets ibuprofen. i want to note down the time and how many ml each time, and see how many doses he has had today');
    expect(app.lists).toEqual(['doses']);
    expect(app.fields).toEqual(expect.arrayContaining(['time:time', 'amount:number']));
    expect(app.built.join(' ')).not.toMatch(/Count times one at a time/);
  });

  test('"the date each one starts" keeps the plural said before it ("migraines")', () => {
    const app = seen('my migraines come and go. i want to put in the date each one starts and see the average gap between them');
    expect(app.lists).toEqual(['migraines']);
    expect(app.fields).toEqual(['date:date']);
  });

  test('"a list of who\'s bringing what (name and food)" keeps one record for each thing brought, with the name of who brings it', () => {
    const app = seen('a list of who is bringing what (name and food) for our street party');
    expect(app.lists).toEqual(['foods']);
    expect(app.fields).toEqual(['name:text', 'food:text']);
  });

  test('"everyone can add theirs from their own phone" and "emails it to the doctor" are reported as not built', () => {
    expect(seen('a list of who is bringing what (name and food) and everyone can add theirs from their own phone').notBuilt.join(' ')).toMatch(/syncing/);
    expect(seen('an app where she puts in the date, time and weight and emails it to the doctor').notBuilt.join(' ')).toMatch(/emails/);
  });

  test('money put towards a goal is the savings, unless the prompt calls it deposits', () => {
    expect(seen('my daughter is saving for a new bike that costs £150. log each amount she puts in with the date and show how much is left').lists).toEqual(['savings']);
    expect(seen('saving for a camera that costs $600. add each deposit with the amount and date, show how much is left').lists).toEqual(['deposits']);
  });

  test('"a log of my mileage" keeps trips and "a record of my blood sugar" readings: the log is never the records', () => {
    expect(seen('please keep a log of my work mileage. date, from, to and miles').lists).toEqual(['trips']);
    expect(seen('I want to keep a record of my blood sugar, date, time and reading').lists).toEqual(['sugar_readings']);
  });

  test('what is read off a meter are readings, with the date and the reading', () => {
    const app = seen('we read the water meter every quarter and want to log the date and the reading');
    expect(app.lists).toEqual(['meter_readings']);
    expect(app.fields).toEqual(['date:date', 'reading:number']);
  });

  test('a reading record whose fields name the book keeps reading entries, with the fields after the colon of the next sentence', () => {
    const app = seen('my daughter fills in a reading record for school. Could you make it an app: date, book, pages and minutes.');
    expect(app.lists).toEqual(['reading_entries']);
    expect(app.fields).toEqual(['date:date', 'book:text', 'pages:number', 'minutes:number']);
  });

  test('"pond water change log" keeps water changes, named by the word just before the change', () => {
    expect(seen('pond water change log, i just add the date each time').lists).toEqual(['water_changes']);
  });
});
