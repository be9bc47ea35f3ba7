import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';

/** What the user sees of the records: each list's fields (name:kind, with options) and the report. */
function seen(prompt: string) {
  const result = composeApp(prompt);
  const lists = result.spec ? result.spec.state.filter((v) => v.type === 'list') : [];
  return {
    lists: lists.map((l) => l.name),
    fields: lists.flatMap((l) => (l.fields ?? []).map((f) => `${f.name}:${f.kind ?? f.type}${f.options ? `[${f.options.join('|')}]` : ''}`)),
    built: result.report?.built ?? [],
    notBuilt: (result.report?.notBuilt ?? []).map((n) => n.request),
  };
}

describe('per-person figures said as "each of us" (session 24)', () => {
  test('"total paid by each of us" adds the amounts up per the one who paid', () => {
    const app = seen('we share a house. each bill: what it was, the amount, and who paid (me, Ana or Raj). show the total paid by each of us');
    expect(app.built).toContain('Total amount per paid by');
  });

  test('"the total price for each of us" over "who bought it" is per buyer', () => {
    const app = seen('track lunches we buy: what, price and who bought it (Al or Bea). the total price for each of us');
    expect(app.built).toContain('Total price per bought by');
  });

  test('"how much was spent by each of us", said of no one, is still a total per payer', () => {
    const app = seen('log what we spend on the holiday: item, cost, who paid (me, Sam or Kit). show how much was spent by each of us');
    expect(app.built).toContain('Total cost per paid by');
  });
});

describe('a rate said once gives each record its worth (session 24)', () => {
  test('"my rate is £14 an hour so work out pay for each one" shows the pay of each shift', () => {
    const app = seen('log each cleaning job: date, client, hours. my rate is £14 an hour so work out pay for each one and total earned');
    expect(app.built).toContain('Pay of each job: hours × 14');
  });

  test('"the cost of each walk" at "£10 an hour" shows each walk\'s cost', () => {
    const app = seen('log my dog walks: date, owner, hours. I charge £10 an hour. show the cost of each walk and the total');
    expect(app.built).toContain('Cost of each walk: hours × 10');
  });

  test('"each trip\'s amount" at "45p a mile" shows each trip\'s amount beside what can be claimed', () => {
    const app = seen('mileage log: date, trip, miles. I claim 45p a mile. show each trip\'s amount and what I can claim');
    expect(app.built).toEqual(expect.arrayContaining(['Amount of each trip: miles × 0.45', 'To claim: miles × 0.45 per mile']));
  });

  test('a rate with no figure asked for each record shows only the total', () => {
    const app = seen('log my babysitting: date, family, hours. I get £12 an hour. show total earned');
    expect(app.built.some((b) => / of each /.test(b))).toBe(false);
  });
});

describe('the people a chore list is for are the options of whose each chore is (session 24)', () => {
  test('"for my two, Tom and Ella … which kid" makes Kid a choice of Tom and Ella, and nothing is left unread', () => {
    const app = seen('chore chart for my two, Tom and Ella. each chore has a name, which kid, and points');
    expect(app.fields).toContain('kid:choice[Tom|Ella]');
    expect(app.notBuilt).toEqual([]);
  });

  test('names written in lower case ("my 2, tom and ella") are still known as names', () => {
    const app = seen('chore chart for my 2, tom and ella. each chore has a name, which kid, and points');
    expect(app.fields).toContain('kid:choice[Tom|Ella]');
    expect(app.notBuilt).toEqual([]);
  });

  test('"task list for Dan and Mo with task, who" makes Who the choice, not a Type of task', () => {
    const app = seen('task list for Dan and Mo with task, who and due date');
    expect(app.fields).toContain('who:choice[Dan|Mo]');
    expect(app.fields.some((f) => f.startsWith('type:'))).toBe(false);
  });

  test('"chores app for my kids Sam, Ali and Jo: chore, who, points" has one Kid choice of the three', () => {
    const app = seen('chores app for my kids Sam, Ali and Jo: chore, who, points. total points per kid');
    expect(app.fields).toEqual(['chore:text', 'kid:choice[Sam|Ali|Jo]', 'points:number']);
  });
});

describe('one of two things done is a yes/no, and the other is counted as its "no" (session 24)', () => {
  test('"whether she took it or refused … how many she refused" is Taken, with the ones not taken counted', () => {
    const app = seen('log her tablets - medicine name, dose, time and whether she took it or refused. show how many she refused');
    expect(app.fields).toContain('taken:yesno');
    expect(app.built).toContain('Counts tablets not taken');
  });

  test('"whether we won or lost … how many we lost" reads "lost" as the verb it is', () => {
    const app = seen('log each match: date, opponent, and whether we won or lost. show how many we lost');
    expect(app.fields).toEqual(['date:date', 'opponent:text', 'won:yesno']);
    expect(app.built).toContain('Counts matches not won');
  });

  test('"whether I passed or failed … how many I failed" counts the tests not passed', () => {
    const app = seen('log my driving tests: date, examiner and whether I passed or failed. show how many I failed');
    expect(app.fields).toContain('passed:yesno');
    expect(app.built).toContain('Counts tests not passed');
  });

  test('"whether they answered or hung up" takes the particle with the verb', () => {
    const app = seen('log calls: who, date and whether they answered or hung up. count how many hung up');
    expect(app.fields).toContain('answered:yesno');
    expect(app.built).toContain('Counts calls not answered');
  });
});

/** The text a list row shows for when it is due, if any. */
function dueLine(prompt: string): string | undefined {
  const found = JSON.stringify(composeApp(prompt).spec?.screens ?? []).match(/"id":"[a-z_]+_due","text":"((?:[^"\\]|\\.)*)"/);
  return found?.[1];
}

describe('"unpaid after 30 days is overdue": each record falls due that long after its date, until ticked (session 24)', () => {
  test('an invoice unpaid after 30 days shows Overdue, and Paid once ticked', () => {
    const line = dueLine('freelancer invoices tracker. client, amount, date sent, paid or not. flag anything unpaid after 30 days as overdue');
    expect(line).toContain('item.paid ? \'Paid\'');
    expect(line).toContain('> 30 ? \'Overdue\'');
  });

  test('"not returned after 3 weeks" is due 21 days after the date lent, until returned', () => {
    const line = dueLine('books I lend out: title, friend, date lent, returned or not. show as overdue anything not returned after 3 weeks');
    expect(line).toContain('item.returned ? \'Returned\'');
    expect(line).toContain('days(item.dateLent)) > 21');
  });

  test('"outstanding for more than 14 days" is read the same way', () => {
    expect(dueLine('invoices: client, amount, date, paid. mark overdue if outstanding for more than 14 days')).toContain('> 14 ? \'Overdue\'');
  });
});

describe('"guess when it next needs doing" predicts the next date from the average gap (session 24)', () => {
  test.each([
    'houseplant watering log. plant name and date watered. the average gap between waterings and guess when it next needs doing',
    'log when I descale the kettle: date. estimate when it will next need doing from the average gap',
  ])('%s', (prompt) => {
    expect(seen(prompt).built.some((b) => /^Predicts the next /.test(b))).toBe(true);
  });
});
