import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { parseAttributes } from './attributes';

/** The fields of the composed app's first list, as `label:kind`. */
function fieldsOf(prompt: string): string[] {
  const list = composeApp(prompt).spec?.state.find((v) => v.type === 'list');
  return (list?.fields ?? []).map((f) => `${f.label}:${f.kind}`);
}

/** The fields read from a phrase list, as `label:kind`. */
function read(phrase: string): string[] {
  return parseAttributes(phrase).attributes.map((a) => `${a.label}:${a.kind}`);
}

/** Each field phrase named by its head noun, in the writer's words (session 22). */
describe('field phrases named the way the writer said them (session 22)', () => {
  test('"whether they\'ve paid the deposit" is a yes/no named by what was paid', () => {
    expect(fieldsOf('Need a list of orders: customer name, what cake, pickup date, price and whether they\'ve paid the deposit')).toEqual(
      expect.arrayContaining(['Cake:text', 'Deposit paid:yesno']),
    );
  });

  test('a long "whether" question with a time after it is still one tick, named by its object', () => {
    expect(read("name, phone number and whether they have paid their subs this year")).toContain('Subs paid:yesno');
    expect(read('name and whether she has taken her tablets or not')).toContain('Tablets taken:yesno');
  });

  test('"whether they RSVP\'d" is an RSVP tick, and "whether it\'s vegetarian" is said of the thing', () => {
    expect(read("names and whether they rsvp'd")).toContain('Rsvp:yesno');
    expect(read("whether it's vegetarian")).toEqual(['Vegetarian:yesno']);
  });

  test('"a tick box for parent signed" is a yes/no named by what the tick says', () => {
    expect(read('date, book, pages read, minutes and a tick box for parent signed')).toEqual(
      ['Date:date', 'Book:text', 'Pages read:number', 'Minutes:number', 'Parent signed:yesno'],
    );
    expect(read('name of bill, amount, due date, and a tickbox for paid')).toContain('Paid:yesno');
  });

  test('"who did it, what the chore was and how much it\'s worth" keeps all three, the worth as money', () => {
    expect(read("who did it, what the chore was and how much it's worth")).toEqual(['Who:text', 'Chore:text', 'Worth:money']);
    expect(read('name, set, rarity and what its worth in £')).toEqual(expect.arrayContaining(['Set:text', 'Worth:money']));
  });

  test('"how many points its worth" stays a count of points', () => {
    expect(read('a name, which kid, and how many points its worth')).toContain('Points:number');
  });

  test('"date of their last appointment" is a date named by the appointment, and "what they usually have done" is kept', () => {
    expect(read('name, phone number, what they usually have done and date of their last appointment')).toEqual(
      expect.arrayContaining(['What they usually have done:text', 'Last appointment:date']),
    );
  });

  test('"date last done" and "time of feed" are a date and a time named by the event', () => {
    expect(read("cat, which treatment, date last done")).toContain('Last done:date');
    expect(read('time of feed, which side (left, right or bottle) and amount in ml if its a bottle')).toEqual(
      ['Feed time:time', 'Side:choice', 'Amount (ml):number'],
    );
  });

  test('a relative clause after a year or a score does not lose the field', () => {
    expect(read('country, year i went, rating out of 10')).toEqual(['Country:text', 'Year:number', 'Rating:number']);
    expect(read('title, who picked it, month, and the score out of 5 we gave it')).toContain('Score:number');
  });

  test('"how many calories" is Calories, and "whether it was breakfast, lunch, dinner or a snack" is the Meal', () => {
    expect(read('what i ate, how many calories and whether it was breakfast, lunch, dinner or a snack')).toEqual(
      ['Food:text', 'Calories:number', 'Meal:choice'],
    );
  });

  test('earnings are money, hit points a number, and tricks landed are written down', () => {
    expect(read('date, hours, number of orders, earnings')).toContain('Earnings:money');
    expect(read('name, class, hp')).toContain('Hp:number');
    expect(read('spot, date, tricks i landed')).toContain('Tricks:text');
  });

  test('"who its for" is the person, labelled as asked; "how much i spent" is the amount spent', () => {
    expect(read('who its for, gift idea, budget, tick when bought')).toEqual(["Who it's for:text", 'Gift idea:text', 'Budget:money', 'Bought:yesno']);
    expect(read('store, date and how much i spent')).toContain('Amount spent:money');
  });

  test('"date of birth" keeps the writer\'s words as its label', () => {
    expect(read('name + date of birth')).toEqual(['Name:text', 'Date of birth:date']);
  });

  test('"each chore done gets added with who did it, …" keeps every field, the Who offering the kids named', () => {
    const fields = fieldsOf("Chore chart for my 2 kids Maya and Leo. Each chore done gets added with who did it, what the chore was and how much it's worth");
    expect(fields).toEqual(expect.arrayContaining(['Who:choice', 'Chore:text', 'Worth:money']));
  });

  test('"hours log … date, which house and hours worked" has one hours field', () => {
    const fields = fieldsOf('hours log for my cleaning job. date, which house and hours worked. total hours per house.');
    expect(fields.filter((f) => /^Hours/.test(f))).toEqual(['Hours worked:number']);
  });
});
