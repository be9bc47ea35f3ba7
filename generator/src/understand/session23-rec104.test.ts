import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';

/** What the user sees of the records: the app's name, each list's name, its fields (name:type), their labels and options. */
function seen(prompt: string) {
  const result = composeApp(prompt);
  const lists = result.spec ? result.spec.state.filter((v) => v.type === 'list') : [];
  const fields = lists.flatMap((l) => l.fields ?? []);
  return {
    refused: !!result.refusal,
    app: result.spec?.app.name ?? '',
    lists: lists.map((l) => l.name),
    fields: fields.map((f) => `${f.name}:${f.kind ?? f.type}`),
    labels: fields.map((f) => f.label ?? f.name),
    options: Object.fromEntries(fields.filter((f) => f.options).map((f) => [f.name, f.options])),
    sorted: result.spec ? JSON.stringify(result.spec).includes('"sortBy"') : false,
  };
}

describe('records read from the shapes people write them in (session 23, rec104)', () => {
  test('"time of day he uses it": a field noun with an "of" phrase and a clause after it is a time, and the fields around it stay', () => {
    const app = seen('Inhaler log for my son: name of inhaler, puffs, time of day he uses it, and a tick box for taken');
    expect(app.fields).toEqual(expect.arrayContaining(['puffs:number', 'time:time', 'taken:yesno']));
    expect(app.fields.some((f) => /^inhalerName:text$|^name:text$/.test(f))).toBe(true);
  });

  test('"which day they clean (Tue to Fri)": the question names the field and the weekday range gives its options', () => {
    const app = seen('Cleaning rota. Names, which day they clean (Tue to Fri), and area (kitchen or bathroom).');
    expect(app.refused).toBe(false);
    expect(app.fields).toEqual(expect.arrayContaining(['day:choice', 'area:choice']));
    expect(app.options['day']).toEqual(['Tuesday', 'Wednesday', 'Thursday', 'Friday']);
  });

  test('a rota of volunteers keeps volunteers, named by the word before "rota"', () => {
    const app = seen('Volunteer rota. Name, which day they help (Mon to Wed), and shift (early or late).');
    expect(app.lists).toEqual(['volunteers']);
    expect(app.fields).toEqual(['name:text', 'day:choice', 'shift:choice']);
    expect(app.options['day']).toEqual(['Monday', 'Tuesday', 'Wednesday']);
    expect(app.options['shift']).toEqual(['Early', 'Late']);
  });

  test('"what she ordered" is kept as a field labelled in the user\'s words, and the orders are the list', () => {
    const app = seen('Takeaway orders: customer, what she ordered, collection time');
    expect(app.lists).toEqual(['orders']);
    expect(app.fields).toEqual(['customer:text', 'itemName:text', 'collectionTime:time']);
    expect(app.labels[1]).toBe('What she ordered');
  });

  test('a bare "where (front bed, back bed, polytunnel)" is a Location choice even without "or"', () => {
    const app = seen('Allotment log: crop, date planted, and where (front bed, back bed, polytunnel)');
    expect(app.fields).toEqual(['crop:text', 'datePlanted:date', 'location:choice']);
    expect(app.options['location']).toEqual(['Front bed', 'Back bed', 'Polytunnel']);
  });

  test('"where I parked (level, spot, note)" still lists the parts of a place, not options', () => {
    const app = seen('Parking log: date, where i parked (level, spot, note)');
    expect(app.fields).not.toContain('location:choice');
  });

  test('a scoreboard listing "teams, points" with + buttons keeps a roster of teams, highest first when it asks who is winning', () => {
    const app = seen('quiz night scoreboard: teams, points for every round, + buttons to add points, show who is winning');
    expect(app.lists).toEqual(['teams']);
    expect(app.fields).toEqual(['name:text', 'points:number']);
    expect(app.sorted).toBe(true);
  });

  test('"record times for each runner": the times are the records, one per run, not one per runner', () => {
    const app = seen('Athletics club: record times for each runner - name, event (100m, 200m or 400m) and time in seconds');
    expect(app.lists).toEqual(['times']);
    expect(app.fields).toEqual(expect.arrayContaining(['name:text', 'event:choice']));
  });

  test('"a photo of each box" still keeps the boxes', () => {
    expect(seen('add a photo of each box with its contents').lists).toEqual(['boxes']);
  });

  test('a name given with accents keeps them: "call it Café Rota"', () => {
    expect(seen('Volunteer rota for the café. Name, day and shift. Call it Café Rota.').app).toBe('Café Rota');
  });
});

describe('what the user asks to see, and groups asked as questions (session 23, rec104)', () => {
  test('"a dog walking app so we know if the dog has been walked in the morning and evening" logs walks: date, time of day, walked', () => {
    const app = seen('dog walking app so we know if the dog has been walked in the morning and evening');
    expect(app.refused).toBe(false);
    expect(app.lists).toEqual(['walks']);
    expect(app.fields).toEqual(['date:date', 'timeOfDay:choice', 'walked:yesno']);
    expect(app.options['timeOfDay']).toEqual(['Morning', 'Evening']);
  });

  test('"whether the rabbit has been fed or not" is a Fed tick, never a field called "The"', () => {
    const app = seen('Rabbit log: date, time, and whether the rabbit has been fed or not');
    expect(app.fields).toContain('fed:yesno');
    expect(app.fields).not.toContain('the:yesno');
  });

  test('"group them by who chose it" groups by the Chosen by field, and "the average score for each person" is per that field', () => {
    const spec = JSON.stringify(composeApp('Film night list: film, who chose it, date, score out of 10. Group them by who chose it and show the average score for each person.').spec);
    expect(spec).toContain('"groupBy":{"field":"chosenBy"');
    expect(spec).toMatch(/avgIf\(\w+, 'score', 'chosenBy'/);
  });

  test('a plant watering app that lists the houseplants still keeps the houseplants', () => {
    const app = seen('Plant watering app. I have a list of my houseplants (cactus, ivy, palm to start) and for each one when I last watered it.');
    expect(app.lists).toEqual(['houseplants']);
  });

  test('a field list that opens with "Names" gives each record a Name', () => {
    const app = seen('Litter pick rota. Names, which day they come (Sat to Sun), and area (park or beach).');
    expect(app.fields[0]).toBe('name:text');
    expect(app.options['day']).toEqual(['Saturday', 'Sunday']);
  });
});
