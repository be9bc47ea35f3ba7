import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';

/** What the user sees of the records: the app's name, each list's name, its fields (name[label]:type), and the report. */
function seen(prompt: string) {
  const result = composeApp(prompt);
  const lists = result.spec ? result.spec.state.filter((v) => v.type === 'list') : [];
  return {
    refused: !!result.refusal,
    app: result.spec?.app.name ?? '',
    lists: lists.map((l) => l.name),
    fields: lists.flatMap((l) => (l.fields ?? []).map((f) => `${f.name}:${f.kind ?? f.type}`)),
    labels: lists.flatMap((l) => (l.fields ?? []).map((f) => f.label ?? f.name)),
    notBuilt: (result.report?.notBuilt ?? []).map((n) => n.request),
  };
}

describe('a records app is named after a noun, never a function word (session 23)', () => {
  test('"… and whether they\'ve settled up" ends the fields; the records of a job done for others are jobs', () => {
    const app = seen('I pet sit for a few neighbours. Need to log the date, owner name, nights, nightly price and whether they have settled up');
    expect(app.lists).toEqual(['jobs']);
    expect(app.app).toBe('Pet Sitting Jobs');
    expect(app.fields).toEqual(['date:date', 'ownerName:text', 'nights:number', 'nightlyPrice:money', 'settled:yesno']);
  });

  test('"what were eating" typed without the apostrophe is "we\'re", never a list called "were"; each day of the week is a Day choice', () => {
    const app = seen('weekly dinner planner. for every day monday to sunday we put what were eating for tea and whos making it (mum or dad)');
    expect(app.lists).toEqual(['dinners']);
    expect(app.fields).toEqual(['day:choice', 'tea:text', 'making:choice']);
    expect(app.labels).toEqual(['Day', 'Tea', "Who's making"]);
  });

  test('a noun before the records\' own ("tea tin tracker") stays in the list\'s name and labels the thing', () => {
    const app = seen('tea tin tracker');
    expect(app.lists).toEqual(['tea_tins']);
    expect(app.labels[0]).toBe('Tea tin');
  });

  test('an adjective before the records ("vintage") does not join the list\'s name', () => {
    const app = seen('I collect vintage postcards (400ish!). List with title, country, year and whether it is framed.');
    expect(app.lists).toEqual(['postcards']);
  });
});

describe('a clear list of fields is a records app, not a refusal (session 23)', () => {
  test('"whats in our big freezer?? food, type (…), date it went in, how many bags" keeps the freezer\'s things', () => {
    const app = seen('whats in our big freezer?? food, type (fish, meat, bread, cake), date it went in, how many bags');
    expect(app.refused).toBe(false);
    expect(app.fields).toEqual(expect.arrayContaining(['food:text', 'type:choice', 'bags:number']));
  });

  test('one phrase nothing can type among clear fields still builds the others', () => {
    const app = seen('stuff in my loft?? box label, shelf, date it went up, number of bags, condition (good, worn, broken)');
    expect(app.refused).toBe(false);
    expect(app.fields).toEqual(expect.arrayContaining(['shelf:text', 'bags:number', 'condition:choice']));
  });

  test('"quote #" in a quote tracker is a field named "quote", and each quote counts its own days since sent', () => {
    const app = seen('Quote tracker: customer, quote #, price, date sent, accepted or not. I want how many days since each open one was sent.');
    expect(app.refused).toBe(false);
    expect(app.lists).toEqual(['quotes']);
    expect(app.fields).toEqual(['customer:text', 'quote:text', 'price:money', 'dateSent:date', 'accepted:yesno']);
    expect(app.labels[1]).toBe('Quote #');
  });

  test('"note what I lent, who to, the date" keeps loans of things, never the notes template', () => {
    const app = seen('my mates always borrow my board games and dvds and forget about it. let me note what I lent, who to, the date, and tick when returned. show how long it has been out');
    expect(app.lists).toEqual(['loans']);
    expect(app.fields).toEqual(['what:text', 'who:text', 'date:date', 'returned:yesno']);
    expect(app.labels[0]).toBe('What I lent');
  });
});

describe('the fields of the thing itself (session 23)', () => {
  test('"List with title, country …" in the sentence after the records keeps every field', () => {
    const app = seen('I collect enamel pins. List has name, maker, price paid and whether I have traded it.');
    expect(app.fields).toEqual(['name:text', 'maker:text', 'pricePaid:money', 'traded:yesno']);
  });

  test('a thing the prompt gives no name field is labelled by what it is ("Houseplant", "Topic")', () => {
    expect(seen('keep a list of my houseplants with how often they need feeding and when I last fed them').labels[0]).toBe('Houseplant');
    expect(seen('list my exam topics and tick them off').labels[0]).toBe('Topic');
  });

  test('people keep a "Name" field', () => {
    expect(seen('list my clients and tick them off').labels[0]).toBe('Name');
  });
});

describe('what each record is, said in the prompt (session 23)', () => {
  test('a practise log (British spelling) keeps practice sessions', () => {
    expect(seen('violin practise log. date, minutes, pieces played. total minutes').lists).toEqual(['practise_sessions']);
  });

  test('a bouldering log keeps climbs, the sport\'s own word for one outing', () => {
    expect(seen('bouldering log: date, wall, grade, attempts').lists).toEqual(['climbs']);
  });

  test('"show my heaviest lift" names the records of a gym log', () => {
    const app = seen('home gym log. exercise (press, row, curl), weight kg, reps, date. show my heaviest lift');
    expect(app.lists).toEqual(['lifts']);
    expect(app.fields).toEqual(['exercise:choice', 'weightKg:number', 'reps:number', 'date:date']);
  });

  test('a superlative of a thing a log already names ("biggest fish" in a fishing log) keeps its catches', () => {
    expect(seen('fishing log - species (trout, pike, carp), weight, date. show my biggest fish').lists).toEqual(['catches']);
  });

  test('"a list of the girls names" keeps the girls, never "names"', () => {
    expect(seen('keep a list of the girls names for netball and a button to pick teams').lists).toEqual(['girls']);
  });

  test('"takings split into …" keeps takings: "split" is what is done to them, never the records', () => {
    expect(seen("I'd like to log each month's takings split into shop and online, with the date").lists).toEqual(['takings']);
  });

  test('"tap in each sale - what plant (…) and the price -" keeps sales, each said by its plant', () => {
    const app = seen('I run a plant stall. I want to tap in each sale - what plant (fern, cactus, orchid) and the price - then see total takings');
    expect(app.lists).toEqual(['sales']);
    expect(app.fields).toEqual(['plant:choice', 'price:money']);
  });

  test('"Log each day: date, …" keeps days, and "Log each week:" never makes a field of the week', () => {
    expect(seen('We keep 6 geese. Log each day: date, eggs collected, eggs broken, money taken.').lists).toEqual(['days']);
    expect(seen('We keep bees. Log each week: date, frames checked, honey jars, notes about the queen.').fields[0]).toBe('date:date');
  });

  test('"which bed its in" typed without the apostrophe is still a field', () => {
    const app = seen('veg patch app. what i planted, which bed its in, date planted');
    expect(app.refused).toBe(false);
    expect(app.fields).toEqual(expect.arrayContaining(['bed:text', 'datePlanted:date']));
  });
});

describe('whose each record is, named before who they are (session 23)', () => {
  test('"costs for rex and bonnie (our 2 dogs). date, which dog, …" keeps costs, and Which dog offers Rex and Bonnie', () => {
    const app = seen('grooming costs for rex and bonnie (our 2 dogs). date, which dog, what was done, price');
    expect(app.lists).toEqual(['costs']);
    expect(app.fields).toEqual(expect.arrayContaining(['date:date', 'dog:choice', 'price:money']));
    const dog = composeApp('grooming costs for rex and bonnie (our 2 dogs). date, which dog, what was done, price').spec!.state.find((v) => v.type === 'list')!.fields!.find((f) => f.name === 'dog');
    expect(dog?.options).toEqual(['Rex', 'Bonnie']);
  });
});
