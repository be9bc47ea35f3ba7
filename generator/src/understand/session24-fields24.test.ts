import { describe, expect, test } from 'vitest';
import { parseAttributes } from './attributes';
import { understand } from './understand';

/** Each field as name[label](kind:options). */
function fields(region: string): string[] {
  return parseAttributes(region).attributes.map((a) => `${a.name}[${a.label}](${a.kind}${a.options ? `:${a.options.join('/')}` : ''})`);
}

/** The records' fields of a whole prompt, as name(kind:options). */
function recordFields(prompt: string): string[] {
  return (understand(prompt).subject?.attributes ?? []).map((a) => `${a.name}(${a.kind}${a.options ? `:${a.options.join('/')}` : ''})`);
}

describe('every item of a field list is read (session 24)', () => {
  test('an abbreviation\'s full stop ("no.", "approx.", "e.g.") does not end the field list', () => {
    expect(recordFields('Recipes I cook - name, no. of servings, cooking time and rating')).toEqual(expect.arrayContaining(['servings(number)', 'rating(number)']));
    expect(recordFields('address book: name, phone no., and birthday')).toEqual(expect.arrayContaining(['phoneNumber(text)', 'birthday(date)']));
    expect(recordFields('snack log: food, approx. calories, mood (e.g. happy, sad, bored), date')).toEqual(expect.arrayContaining(['mood(choice:Happy/Sad/Bored)', 'date(date)']));
  });

  test('a currency after a field makes it money, in any of the ways it is written', () => {
    expect(fields('client, fee in £, date')).toEqual(['client[Client](text)', 'fee[Fee](money)', 'date[Date](date)']);
    expect(fields('item, value ($), condition')).toEqual(['itemName[Item](text)', 'value[Value](money)', 'condition[Condition](text)']);
    expect(fields('what i paid in €, shop')).toEqual(['paid[Paid](money)', 'shop[Shop](text)']);
    expect(fields('chauffeur, date')).toEqual(['chauffeur[Chauffeur](text)', 'date[Date](date)']);
  });

  test('options joined with "&" are one choice, and an initialism keeps its capitals', () => {
    expect(fields('item, shelf (tins & jars, pasta & rice, snacks), quantity')).toEqual(['itemName[Item](text)', 'shelf[Shelf](choice:Tins & jars/Pasta & rice/Snacks)', 'quantity[Quantity](number)']);
    expect(recordFields('visit log: date, department (A&E, X-ray, Outpatients), notes')).toEqual(expect.arrayContaining(['department(choice:A&E/X-ray/Outpatients)']));
  });

  test('options after "like" end at their "or", and the next field is kept', () => {
    expect(fields('a flavour like vanilla, mint or strawberry, and the price')).toEqual(['flavour[Flavour](choice:Vanilla/Mint/Strawberry)', 'price[Price](money)']);
  });

  test('"whose turn it is" is the person whose turn it is', () => {
    expect(fields('the job, whose turn it is, date')).toEqual(['job[Job](text)', 'person[Whose turn](text)', 'date[Date](date)']);
    expect(fields('game, whose go it was, score')).toEqual(['game[Game](text)', 'person[Whose go](text)', 'score[Score](number)']);
  });

  test('questions and ticks said as clauses are fields', () => {
    expect(fields('painting, what it\'s worth, roughly when i bought it')).toEqual(['painting[Painting](text)', 'worth[Worth](money)', 'dateBought[Date bought](date)']);
    expect(fields('pill, what time she takes it')).toEqual(['pill[Pill](text)', 'time[Time](time)']);
    expect(fields('client, what i charge per hour')).toEqual(['client[Client](text)', 'charge[Charge](money)']);
    expect(fields('vaccine, date given, when it\'s next due')).toEqual(['vaccine[Vaccine](text)', 'dateGiven[Date given](date)', 'nextDue[Next due](date)']);
    expect(fields('fish tank, the last time i cleaned it')).toEqual(['fishTank[Fish tank](text)', 'lastCleaned[Last cleaned](date)']);
    expect(fields('name, dose, tick when he takes it')).toEqual(['name[Name](text)', 'dose[Dose](text)', 'taken[Taken](yesno)']);
    expect(fields('task, a checkbox when it\'s finished')).toEqual(['task[Task](text)', 'finished[Finished](yesno)']);
    expect(fields('chore, which kid does it')).toEqual(['chore[Chore](text)', 'kid[Kid](text)']);
  });

  test('a date or time of what the thing did, a word in a language, a percentage, two words for one field', () => {
    expect(fields('parcel, day it arrived, time it left')).toEqual(['parcel[Parcel](text)', 'dateArrived[Day it arrived](date)', 'timeLeft[Time it left](time)']);
    expect(fields('word in french, the meaning in english')).toEqual(['french[French](text)', 'english[English](text)']);
    expect(fields('exam, score %')).toEqual(['exam[Exam](text)', 'score[Score (%)](number)']);
    expect(fields('name, town/city')).toEqual(['name[Name](text)', 'town[Town/city](text)']);
  });

  test('examples ending in "etc" are never fields, and kinds ending in "etc" are the kinds', () => {
    expect(parseAttributes('rent, wifi, council tax etc').attributes).toEqual([]);
    expect(fields('title, author, genre etc')).toEqual(['title[Title](text)', 'author[Author](text)', 'genre[Genre](text)']);
    expect(fields('vet visits, jabs etc with date and cost')).toEqual(['type[Type](choice:Vet visits/Jabs)', 'date[Date](date)', 'cost[Cost](money)']);
    expect(recordFields('bills tracker - rent, wifi, phone etc. amount and due date for each')).toEqual(expect.arrayContaining(['amount(money)', 'dueDate(date)']));
  });

  test('options in brackets without commas are a choice for any field', () => {
    expect(fields('player, position (keeper defender striker), goals')).toEqual(['player[Player](text)', 'position[Position](choice:Keeper/Defender/Striker)', 'goals[Goals](number)']);
    expect(fields('notes (optional free text), date')).toEqual(['notes[Notes](text)', 'date[Date](date)']);
  });

  test('"how well i slept out of 5", "for what", "when the next one is due" are fields', () => {
    expect(fields('date, how well i slept out of 10')).toEqual(['date[Date](date)', 'sleep[How well I slept](number)']);
    expect(fields('who paid, for what, the amount').map((f) => f.split('(')[0])).toEqual(['paidBy[Paid by]', 'reason[What for]', 'amount[Amount]']);
    expect(fields('which dog, date given, when the next one is due')).toEqual(['dog[Dog](text)', 'dateGiven[Date given](date)', 'nextDue[Next due](date)']);
  });

  test('what comes "with" a thing that is no field is the field', () => {
    expect(fields('shared bills with the amount and who paid (me or kim)')).toEqual(['amount[Amount](money)', 'paidBy[Paid by](choice:Me/Kim)']);
    expect(fields('name, notes with photos').map((f) => f.split('[')[0])).toEqual(['name']);
  });

  test('"whether it was a walk or a feed" is a choice of the two, without the question\'s words; "… yes or no" is a yes/no', () => {
    expect(fields('time, whether it was a walk or a feed')).toEqual(['time[Time](time)', 'type[Type](choice:Walk/Feed)']);
    expect(fields('whether it was sunny or rainy')).toEqual(['type[Type](choice:Sunny/Rainy)']);
    expect(fields('whether they played home or away')).toEqual(['where[Where](choice:Home/Away)']);
    expect(fields('name, whether they\'re coming yes or no')).toEqual(['name[Name](text)', 'coming[Coming](yesno)']);
    expect(fields('seedling, indoors or outdoors')).toEqual(['seedling[Seedling](text)', 'where[Where](choice:Indoors/Outdoors)']);
  });

  test('a clock time said after a list is no field', () => {
    expect(fields('name and dose, tick when she takes them, and remind her at 9am and 9pm').map((f) => f.split('[')[0])).toEqual(['name', 'dose', 'taken']);
  });

  test('a later clause, a dash after whose trip, a photo request and "worth some" no longer hide the fields', () => {
    expect(recordFields('vitamin tracker for my dad. name of the vitamin, dose, and the time he has it, and he can tick it off')).toEqual(expect.arrayContaining(['dose(text)', 'time(time)']));
    expect(recordFields('Spending tracker for our trip to Rome - amount in euros, what it was for, and who paid (me or Jo)')).toEqual(expect.arrayContaining(['amount(money)', 'description(text)', 'paidBy(choice:Me/Jo)']));
    expect(recordFields('cactus app where i take a photo of each cactus with my camera and save it with its name and how many days between watering')).toEqual(expect.arrayContaining(['daysBetweenWatering(number)']));
    expect(recordFields('jobs list for the kids, each job is worth a few points, and a total per kid')).toEqual(expect.arrayContaining(['points(number)']));
  });
});
