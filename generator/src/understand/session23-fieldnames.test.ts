import { describe, expect, test } from 'vitest';
import { parseAttributes } from './attributes';
import { understand } from './understand';

/** Each field as name[label](kind:options scale). */
function fields(region: string): string[] {
  return parseAttributes(region).attributes.map((a) => `${a.name}[${a.label}](${a.kind}${a.options ? `:${a.options.join('/')}` : ''}${a.scale ? ` ${a.scale.join('-')}` : ''})`);
}

describe('field names read from the structure of a field phrase (session 23)', () => {
  test('"which N they VERB (…)" is a choice named by the noun after "which", never by the pronoun and verb', () => {
    expect(fields('name, which instrument she plays (violin, cello, viola or flute)')).toEqual(['name[Name](text)', 'instrument[Instrument](choice:Violin/Cello/Viola/Flute)']);
    expect(fields('which shelf it lives on (top, middle, bottom)')).toEqual(['shelf[Shelf](choice:Top/Middle/Bottom)']);
  });

  test('"who they are (…)" is a Who choice labelled with the question the user asked', () => {
    expect(fields('name, who he is (coach, parent, player)')).toEqual(['name[Name](text)', 'who[Who he is](choice:Coach/Parent/Player)']);
  });

  test('"what they\'re VERB-ing (…)" is a choice named by the verb and labelled as asked, with no fragment of "they\'re"', () => {
    expect(fields("date, what we're playing (chess, go, draughts)")).toEqual(['date[Date](date)', "playing[What we're playing](choice:Chess/Go/Draughts)"]);
  });

  test('"what i think caused it: a, b or c" is a Cause choice, labelled without the hedge; a verb that is a noun names it', () => {
    expect(fields('what i reckon brought it on: cold, stress or dust')).toEqual(['cause[What brought it on](choice:Cold/Stress/Dust)']);
    expect(fields('what sparked it (heat, noise)')).toEqual(['spark[What sparked it](choice:Heat/Noise)']);
  });

  test('"if PRON VERB-ed it y/n" is a yes/no named by the verb', () => {
    expect(fields('route, grade, if i onsighted it y/n')).toEqual(['route[Route](text)', 'grade[Grade](number)', 'onsighted[Onsighted](yesno)']);
    expect(fields('date, if we won')).toEqual(['date[Date](date)', 'won[Won](yesno)']);
  });

  test('"how ADJ (1-5)" is a number labelled as the writer asked it, any adjective', () => {
    expect(fields('date, how windy (1-5)')).toEqual(['date[Date](date)', 'howWindy[How windy](number 1-5)']);
    expect(fields('how painful 0-10')).toEqual(['pain[How painful](number 0-10)']);
  });

  test('"how it went 1-10" is a 1–10 rating labelled with the question', () => {
    expect(fields('date, piece, how it went 1-10')).toEqual(['date[Date](date)', 'piece[Piece](text)', 'rating[How it went](number 1-10)']);
    expect(fields('how they played (1-5)')).toEqual(['rating[How they played](number 1-5)']);
  });

  test('"who VERB-ed it (…)" keeps the writer\'s verb in the label, "Chosen by", "Won by"', () => {
    expect(fields('film, who chose it (ali, bea, cam)')).toMatchObject(['film[Film](text)', 'chosenBy[Chosen by](choice:Ali/Bea/Cam)']);
    expect(fields('match, who won (red, blue)')).toEqual(['match[Match](text)', 'winner[Won by](choice:Red/Blue)']);
    expect(fields('who booked it')).toEqual(['bookedBy[Booked by](text)']);
  });

  test('"kind of N" keeps the noun: Dog kind, labelled as the writer said it', () => {
    expect(fields('owner, kind of dog, price')).toEqual(['owner[Owner](text)', 'dogKind[Kind of dog](text)', 'price[Price](money)']);
    expect(fields('style of beer, abv')).toEqual(['beerStyle[Style of beer](text)', 'abv[Abv](number)']);
  });

  test('a clause\'s fragment ("nothing special", "they sing") is never a field', () => {
    expect(parseAttributes('nothing special').attributes).toEqual([]);
    expect(parseAttributes('they sing').attributes).toEqual([]);
  });

  test('"haircut tracker, nothing fancy. log the cut date each time" keeps the Cut date, not "nothing fancy"', () => {
    const names = understand('haircut tracker, nothing fancy. log the cut date each time, and show the average gap').subject?.attributes.map((a) => a.name) ?? [];
    expect(names).toEqual(['cutDate']);
  });
});

describe('more question shapes read by their structure (session 23)', () => {
  test('"what was VERB-ed (…)" is a choice named by the participle and labelled as asked, never "Was …"', () => {
    expect(fields('date, what was repaired (brakes, lights, chain)')).toEqual(['date[Date](date)', 'repaired[What was repaired](choice:Brakes/Lights/Chain)']);
    expect(fields('what was done (wash, trim)')).toEqual(['workDone[What was done](choice:Wash/Trim)']);
  });

  test('"players\' scores" is each record\'s own Score: a plural owner before the field is no part of its name', () => {
    expect(fields("players' names, date")).toEqual(['name[Name](text)', 'date[Date](date)']);
  });

  test('a choice asked with a form of "be" and no verb after it is a Type, never "Was …"', () => {
    expect(fields('what was best (food, music)')).toEqual(['type[Type](choice:Food/Music)']);
  });
});

describe('counts, sums and kinds said as questions (session 23)', () => {
  test('"how many are VERB-ing" is a count labelled with the question, never "Are …"', () => {
    expect(fields('name, how many are going')).toEqual(['name[Name](text)', 'going[How many are going](number)']);
  });

  test('"how much it came to" is money, an Amount labelled as asked', () => {
    expect(fields('shop, how much it came to, date')).toEqual(['shop[Shop](text)', 'amount[How much it came to](money)', 'date[Date](date)']);
  });

  test('"the kind of fabric (…)" is a Fabric kind choice labelled "Kind of fabric"; "of each record" only says whose', () => {
    expect(fields('the kind of fabric (cotton, wool, silk), price')).toEqual(['fabricKind[Kind of fabric](choice:Cotton/Wool/Silk)', 'price[Price](money)']);
    expect(fields('name and anniversary of each couple')).toEqual(['name[Name](text)', 'anniversary[Anniversary](date)']);
  });
});

describe('"who\'s VERB-ing", "what PRON VERB-ed", "who it was" (session 23)', () => {
  test('"whos driving (…)" is a Driving choice labelled "Who\'s driving", never "whosDriving"', () => {
    expect(fields('date, whos driving (me, kim or lou)')).toEqual(['date[Date](date)', "driving[Who's driving](choice:Me/Kim/Lou)"]);
  });

  test('"what she ordered (…)" is an Item choice labelled as asked; "what i ate (…)" is the Food', () => {
    expect(fields('what she ordered (latte, mocha)')).toEqual(['item[What she ordered](choice:Latte/Mocha)']);
    expect(fields('what i ate (porridge, eggs)')).toEqual(['food[What I ate](choice:Porridge/Eggs)']);
  });

  test('"who it was" is the person, labelled as asked; "what we\'re reading" is named by its verb', () => {
    expect(fields('who it was, how many runs')).toEqual(['who[Who it was](text)', 'runs[Runs](number)']);
    expect(fields("what we're reading, date")).toEqual(["reading[What we're reading](text)", 'date[Date](date)']);
  });

  test('"which drawer its in" (no apostrophe) is the Drawer', () => {
    expect(fields('tool, which drawer its in')).toEqual(['tool[Tool](text)', 'drawer[Drawer](text)']);
  });
});

test('"what snack and what time" is a Snack and a Time labelled "What time", not "whatTime"', () => {
  expect(fields('what snack and what time')).toEqual(['snack[Snack](text)', 'time[What time](time)']);
});
