import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { validateSpec } from '../spec/validate';
import { refine } from './refine';
import { SpecRunner } from '../compose/testing/spec-runner';
import { allComponents } from '../compose/testing/public-prompts';
import { failedChecks, loadHeldOutRefinements, type RefinementCheck } from './testing/refinement-checks';

/** Requests written before the refiner was rebuilt, judged by what the refined app shows and does. */
describe.each([...loadHeldOutRefinements(), ...loadHeldOutRefinements('refinements-confirm.jsonl'), ...loadHeldOutRefinements('refinements-final.jsonl'), ...loadHeldOutRefinements('refinements-dev.jsonl'), ...loadHeldOutRefinements('refinements-dev2.jsonl'), ...loadHeldOutRefinements('refinements-dev5.jsonl'), ...loadHeldOutRefinements('refinements-dev6.jsonl'), ...loadHeldOutRefinements('refinements-dev7.jsonl'), ...loadHeldOutRefinements('refinements-dev9.jsonl'), ...loadHeldOutRefinements('refinements-dev10.jsonl'), ...loadHeldOutRefinements('refinements-dev11.jsonl'), ...loadHeldOutRefinements('refinements-dev12.jsonl'), ...loadHeldOutRefinements('refinements-dev13.jsonl'), ...loadHeldOutRefinements('refinements-dev14.jsonl'), ...loadHeldOutRefinements('refinements-dev15.jsonl'), ...loadHeldOutRefinements('refinements-dev16.jsonl'), ...loadHeldOutRefinements('refinements-dev17.jsonl'), ...loadHeldOutRefinements('refinements-dev18.jsonl'), ...loadHeldOutRefinements('refinements-dev22.jsonl'), ...loadHeldOutRefinements('refinements-dev25.jsonl'), ...loadHeldOutRefinements('refinements-dev35.jsonl'), ...loadHeldOutRefinements('refinements-dev36.jsonl'), ...loadHeldOutRefinements('refinements-dev37.jsonl'), ...loadHeldOutRefinements('refinements-dev38.jsonl'), ...loadHeldOutRefinements('refinements-dev39.jsonl'), ...loadHeldOutRefinements('refinements-dev40.jsonl'), ...loadHeldOutRefinements('refinements-dev41.jsonl'), ...loadHeldOutRefinements('refinements-dev44.jsonl')])('held-out refinement $id: "$refine"', (c) => {
  test('is applied as asked and keeps the app valid', () => {
    const before = composeApp(c.base).spec;
    const result = refine(before, c.refine);
    expect(validateSpec(result.spec)).toEqual([]);
    expect(failedChecks(before, result, c.expect)).toEqual([]);
  });
});

/** A request said to the app composed from a prompt, and the checks the refined app must pass. */
type Steering = [says: string, base: string, request: string, checks: RefinementCheck[]];

/** The checks a request fails on the app composed from `base` (none: []). */
function failedAfter(base: string, request: string, checks: readonly RefinementCheck[]): string[] {
  const before = composeApp(base).spec;
  return failedChecks(before, refine(before, request), checks);
}

/** A test per case, named by what it says: the refined app passes every check of the case. */
function testSteering(cases: Steering[]): void {
  test.each(cases)('%s', (_says, base, request, checks) => {
    expect(failedAfter(base, request, checks)).toEqual([]);
  });
}

describe('refinements said in other words (refinements-dev2 steering)', () => {
  test('a field with a two-word name gets snake_case component ids, so the app stays valid', () => {
    const before = composeApp('book list with title and author').spec;
    const result = refine(before, "I'd like a field for the date I finished each book");
    expect(result.changed).toBe(true);
    expect(validateSpec(result.spec)).toEqual([]);
    expect(JSON.stringify(result.spec)).toContain('"id":"date_finished_input"');
  });

  test('text dictated after "that says:" is kept whole, even when it contains "and" and a verb', () => {
    const result = refine(composeApp('recipe list with name and ingredients').spec, 'Add a Tips screen that says: Always read the whole recipe before you start, and prep all your ingredients first.');
    const tips = result.spec.screens.find((s) => s.title === 'Tips')!;
    expect(JSON.stringify(tips.children)).toContain('Always read the whole recipe before you start, and prep all your ingredients first');
  });
});

describe('refinements said in other words (refinements-dev3 steering)', () => {
  test('"change the button text to …" on an app with one counting button relabels that button', () => {
    const result = refine(composeApp('A tally counter for counting birds on my walk').spec, 'could you change the button text to "Saw one!"');
    expect(result.changed).toBe(true);
    expect(JSON.stringify(result.spec)).toContain('"label":"Saw one!"');
  });

  test('"each tap adds 10 pages and it stops at 300" sets both the step and the limit', () => {
    const result = refine(composeApp('counter for pages I read, +1 per tap').spec, 'make it so each tap adds 10 pages and it stops at 300');
    expect(failedChecks(composeApp('counter for pages I read, +1 per tap').spec, result, [{ check: 'increments', by: 10, clicks: 31, cap: 300 }])).toEqual([]);
  });

  test('every sentence after "says:" belongs to the new screen', () => {
    const result = refine(composeApp('chore tracker for our shared flat').spec, 'add a House Rules screen that says: Quiet hours after 10pm. Bins go out Tuesday night. Label your food in the fridge.');
    expect(result.report.notBuilt).toEqual([]);
    expect(JSON.stringify(result.spec)).toContain('Quiet hours after 10pm. Bins go out Tuesday night. Label your food in the fridge');
    expect(result.spec.screens.map((x) => x.title)).toContain('House Rules');
  });
});

describe('refinements said in other words (refinements-dev4 steering)', () => {
  testSteering([
    ['"raise the limit" to a number said earlier moves the limit the app already checks', 'coffee counter, max 4 cups a day', 'my doctor says 6 is fine actually, raise the limit', [{ check: 'increments', by: 1, clicks: 8, cap: 6 }]],
    ['"a button called New game that wipes all the scores" is labelled New game', 'darts scores with player and points', 'I need a button called New game that wipes all the scores', [{ check: 'buttonClears', label: 'New game' }]],
  ]);

  test('"can I also put the date I finished each one?" adds a Date finished field', () => {
    const result = refine(composeApp("list of books I've read with title and author").spec, 'can I also put the date I finished each one?');
    expect(result.report.notBuilt).toEqual([]);
    expect(result.spec.state.find((s) => s.type === 'list')?.fields?.map((f) => f.name)).toContain('dateFinished');
  });

  test('"a counter for laps swum with a +1 button" counts laps with a button, and an Undo button takes one off', () => {
    const before = composeApp('counter for laps swum with a +1 button').spec;
    expect(before.app.kind).not.toBe('stopwatch');
    const result = refine(before, 'add an Undo button that takes one lap off if I tap by mistake');
    expect(failedChecks(before, result, [{ check: 'buttonAdds', label: 'Undo', delta: -1 }])).toEqual([]);
  });
});

describe('refinements said in other words (session 11)', () => {
  testSteering([
    ['"every press should count 2 laps, not 1" sets the step, and the limit still holds', 'lap counter that stops at 40', 'every press should count 2 laps, not 1', [{ check: 'increments', by: 2, clicks: 25, cap: 40 }]],
    ['"add the number of players for each game" adds a number field (players of a game, not screens)', 'list of board games I own with the name and who gave it to me', 'please add the number of players for each game', [{ check: 'field', name: 'players', type: 'number' }]],
  ]);

  test('"a \'Add towel\' button that puts a towel on the list" adds Towel in one tap', () => {
    const before = composeApp('camping packing list').spec;
    const result = refine(before, "add a button 'Add towel' that puts towel on the list");
    expect(failedChecks(before, result, [{ check: 'buttonAppends', label: 'Add towel' }])).toEqual([]);
    const button = JSON.stringify(result.spec).match(/\{"type":"button"[^{]*"label":"Add towel"[^{]*"onClick":\[\{"do":"append","list":"[a-z_]+","item":\{"[a-zA-Z]+":"'Towel'"/);
    expect(button).not.toBeNull();
  });
});

describe('refinements of counters, goals and results (session 11, second round)', () => {
  test('"oh, could you set my goal to 12 cups" changes a counter\'s goal, whatever opens the message', () => {
    const before = composeApp('tea counter with a daily goal of 6 cups').spec;
    const result = refine(before, 'oh, could you set my goal to 12 cups');
    expect(failedChecks(before, result, [{ check: 'initial', var: 'goal', value: 12 }])).toEqual([]);
    expect(new SpecRunner(result.spec).text('goal_text')).toBe('12 to go');
  });

  test('"a setting to round the total up to a whole euro" adds a switch that rounds the result while it is on', () => {
    const before = composeApp('tip calculator with the bill and tip percent, split between people').spec;
    const result = refine(before, 'add a setting to round the total up to a whole euro');
    expect(failedChecks(before, result, [{ check: 'setting', label: 'round' }])).toEqual([]);
    const app = new SpecRunner(result.spec);
    Object.assign(app.state, { bill: 10, tipPercent: 15, people: 1 });
    expect(app.text('total_text')).toBe('Total: 11.50');
    const sw = JSON.stringify(result.spec).match(/"type":"switch","id":"[a-z_]+","bind":"([a-zA-Z]+)"/)![1]!;
    app.state[sw] = true;
    expect(app.text('total_text')).toBe('Total: 12');
  });

  test('"start it at 30" fills an allowance counted down ("days left, tap to use one")', () => {
    const before = composeApp('annual leave days left, tap to use one').spec;
    const result = refine(before, 'start it at 30');
    const app = new SpecRunner(result.spec);
    app.click('use_button');
    expect(app.text('count_words')).toBe('29 leave days left');
  });

  testSteering([
    ['"the date I got each one" is a Date got field', 'list of my tattoos with the place and the artist', 'I also want to record the date I got each one', [{ check: 'field', name: 'got', type: 'date' }]],
  ]);
});

describe('refinements said in other words (session 11, third round)', () => {
  testSteering([
    ['"push my goal up to 5" raises a goal said with "up to"', 'gym visit counter with a goal of 3', 'push my goal up to 5', [{ check: 'initial', var: 'goal', value: 5 }]],
    ['"make the plus button count 5 at a time" changes the button the app has, and adds none', 'sit up counter', 'make the plus button count 5 at a time', [{ check: 'increments', by: 5, clicks: 3, cap: 15 }, { check: 'sameCount', type: 'button' }]],
    ['"a button for a half pint that counts 1" is named for what it is for and adds, never halves', 'beer counter, limit 6 a night', 'can I have a button for a half pint that counts 1', [{ check: 'buttonAdds', label: 'Half pint', delta: 1 }]],
    ['"give me a Call mum button that puts it on the list" is labelled as written', 'to do list', "I add 'call mum' every sunday, give me a Call mum button that puts it on the list for me", [{ check: 'buttonAppends', label: 'Call mum' }]],
    ['"a Rules screen with these points: …" shows the points written, not library content', 'football training log with date and drills', 'add a Rules screen with these points: arrive ten minutes early, bring water, no phones on the pitch, shake hands after', [{ check: 'screen', title: 'Rules', text: 'water', minWords: 10 }]],
    ['"a toggle that hides the jobs that are already done" filters a ticked list', 'job list with tick boxes', 'add a toggle that hides the jobs that are already done', [{ check: 'switchFilters', label: 'hide|done' }]],
    ['"record when I last cleaned each one" adds a date field of up to seven words', 'list of my fish tanks with name and size', 'I also want to record when I last cleaned each one', [{ check: 'field', name: 'cleaned', type: 'date' }]],
  ]);
});

describe('refinements said in other words (session 11, fourth round)', () => {
  testSteering([
    ['"I buy lunch most days, give me a Lunch button …" reads the request after the comma', 'expense log with item and amount', 'I buy lunch most days, give me a Lunch button that adds a lunch entry in one tap', [{ check: 'buttonAppends', label: 'Lunch' }]],
    ['"can each task also have a colour: red, green or blue?" adds a choice field', 'task list with title and due date', 'can each task also have a colour: red, green or blue?', [{ check: 'field', name: 'colour', type: 'choice' }]],
    ['a "tap +1 for every cup" tracker is a counter a limit can stop', 'A tea tracker where I tap +1 for every cup I drink', "don't let it go past 5 cups, it should stop there", [{ check: 'increments', by: 1, clicks: 7, cap: 5 }]],
  ]);
});

describe('refinements that name a second thing without a verb (session 11, found on refinements-final5 after its measurement)', () => {
  testSteering([
    ['"put a Clear all button at the top, and a dark mode switch in settings" does both', 'grocery list', 'put a Clear all button at the top, and a dark mode switch in settings', [{ check: 'buttonClears', label: 'Clear all' }, { check: 'setting', label: 'Dark mode' }]],
    ['"also a \'Hide bought\' switch so I only see what is left" adds that switch, labelled as asked', 'shopping list', 'sort it alphabetically. also a "Hide bought" switch so I only see what is left', [{ check: 'switchFilters', label: 'Hide bought' }]],
  ]);
});

describe('refinements said in other words (session 12)', () => {
  const fieldAfter = (base: string, request: string) => {
    const result = refine(composeApp(base).spec, request);
    expect(validateSpec(result.spec)).toEqual([]);
    return result.spec.state.flatMap((v) => v.fields ?? []);
  };

  test('"want a … for each one" without "I" asks for a new field', () => {
    const fields = fieldAfter('run log with date and distance', 'really want a time in minutes for each one too');
    expect(fields).toContainEqual(expect.objectContaining({ name: 'time', type: 'number', unit: 'minutes' }));
  });

  test('"need to jot down the price I paid in euros" adds a number field with its unit, not the words about who paid', () => {
    const fields = fieldAfter('wine list with name and grape', 'we also need to jot down the price we paid in euros');
    expect(fields).toContainEqual(expect.objectContaining({ name: 'price', type: 'number', unit: 'euros' }));
  });

  test('"keep track of" a thing for each record adds it as a field', () => {
    const fields = fieldAfter('reading log with book title and pages', 'keep track of the author too');
    expect(fields.map((f) => f.name)).toContain('author');
  });
});

describe('switches that keep one kind of record (session 12)', () => {
  /** The refined app with three records of the given categories, and which of them the list shows with the switch on. */
  const shownWithSwitchOn = (base: string, request: string, field: string, kinds: string[]) => {
    const result = refine(composeApp(base).spec, request);
    expect(validateSpec(result.spec)).toEqual([]);
    const sw = result.spec.screens.flatMap((s) => s.children).find((c) => c.type === 'switch');
    const list = result.spec.screens.flatMap((s) => s.children).find((c) => c.type === 'list');
    if (sw?.type !== 'switch' || list?.type !== 'list') throw new Error('no switch or no list');
    const app = new SpecRunner(result.spec);
    app.state[list.source] = kinds.map((k) => ({ amount: 1, [field]: k, date: '2026-01-01' }));
    app.state[sw.bind] = true;
    return { label: sw.label, shown: app.visibleItems(list.id).map((i) => kinds[i]) };
  };

  test('"a toggle named Travel only that leaves out anything not travel" shows only travel records', () => {
    const out = shownWithSwitchOn('spending log with amount, category and date', 'add a toggle named Travel only that leaves out anything not travel', 'category', ['Travel', 'Food', 'travel']);
    expect(out).toEqual({ label: 'Travel only', shown: ['Travel', 'travel'] });
  });

  test('"a switch to hide the rent" hides the records of that category and keeps the rest', () => {
    const out = shownWithSwitchOn('expense tracker with amount, category and date', 'I want a switch to hide the rent', 'category', ['Rent', 'Food', 'Fun']);
    expect(out.shown).toEqual(['Food', 'Fun']);
  });

  test('a switch named without quotes ("called Not yet", then "so …") is labelled with the name only', () => {
    const result = refine(composeApp('packing list where I tick things off').spec, 'add a switch called Not yet so it shows only what is left to pack');
    const sw = result.spec.screens.flatMap((s) => s.children).find((c) => c.type === 'switch');
    expect(sw?.type === 'switch' && sw.label).toBe('Not yet');
  });
});

describe('tips screens from the written tips library (session 12)', () => {
  const screenCheck = (base: string, request: string, title: string, text: string) => {
    const before = composeApp(base).spec;
    const result = refine(before, request);
    expect(validateSpec(result.spec)).toEqual([]);
    return failedChecks(before, result, [{ check: 'screen', title, text, minWords: 30 }]);
  };

  test('"a screen of advice on caring for a cat" holds written cat care tips, titled by the word used', () => {
    expect(screenCheck('cat feeding log with time and food', 'put in a screen of advice on caring for a cat', '^Advice$', 'litter')).toEqual([]);
  });

  test('a "Sleep Tips" page asked for without a subject after it takes the subject from its name', () => {
    expect(screenCheck('bedtime log with time I went to bed and time I woke up', 'i want a Sleep Tips page', '^Sleep Tips$', 'bed')).toEqual([]);
  });

  test('"a tips page" on its own gives tips on what the app is about, those about the words asked first', () => {
    expect(screenCheck('running log with distance and time', 'give me a tips page', '^Tips$', 'run')).toEqual([]);
    const result = refine(composeApp('house plant list with name and room').spec, 'a screen with pointers about repotting please');
    const [, firstTip] = (result.spec.screens.at(-1)?.children ?? []).flatMap((c) => (c.type === 'text' ? [c.text] : []));
    expect(firstTip).toMatch(/^Repot/);
  });

  test('tips on a subject the library lacks are not replaced by tips on something else: the request is reported', () => {
    const result = refine(composeApp('yarn stash list with colour and weight').spec, 'add a tips screen about knitting socks');
    expect(JSON.stringify(result.spec)).not.toContain('Tips"},{"type":"text","id":"tips_tip_1"');
    expect(result.report.notBuilt.map((n) => n.reason).join(' ')).toMatch(/no written content/);
  });
});

describe('a goal each record holds (session 12)', () => {
  test('"raise my daily target to 12 cups" on an app whose entries each hold a daily goal fills the form with 12 for every new entry', () => {
    const before = composeApp('coffee tracker with a daily goal').spec;
    const result = refine(before, 'please raise my daily target to 12 cups');
    expect(validateSpec(result.spec)).toEqual([]);
    const add = allComponents(result.spec).find((c) => c.type === 'button' && JSON.stringify(c.onClick).includes('"append"'));
    const list = result.spec.state.find((v) => v.type === 'list')!;
    const app = new SpecRunner(result.spec);
    app.click(add!.id);
    app.click(add!.id);
    expect((app.state[list.name] as Record<string, unknown>[]).map((x) => x.dailyGoal)).toEqual([12, 12]);
  });
});

describe('tips on the app\'s own subject (session 12, second round)', () => {
  test('"advice on stretching my fingers before I play" in a piano app shows music practice tips, the warm-up first', () => {
    const before = composeApp('piano practice log with piece and minutes').spec;
    const result = refine(before, 'add a screen with advice on stretching my fingers before I play');
    expect(failedChecks(before, result, [{ check: 'screen', title: 'Advice', text: 'finger', minWords: 30 }])).toEqual([]);
    const [, firstTip] = (result.spec.screens.at(-1)?.children ?? []).flatMap((c) => (c.type === 'text' ? [c.text] : []));
    expect(firstTip).toMatch(/^Warm up/);
  });

  test('the app\'s tips are not offered for a request that speaks of something else', () => {
    const result = refine(composeApp('house plant list with name and room').spec, 'add a tips screen about knitting socks before winter');
    expect(JSON.stringify(result.spec)).not.toContain('Plant Care Tips');
  });
});

describe('refinements said in other words (refinements-dev11/12 steering)', () => {
  const quotes = () => composeApp('app that shows a random motivational quote when i tap a button').spec;
  const labels = (spec: ReturnType<typeof quotes>) => allComponents(spec).flatMap((c) => (c.type === 'button' ? [c.label] : []));

  test.each([
    ['I want a Keep button that saves the quote I am reading to a favourites list', 'Keep'],
    ["put a 'Love it' button in that adds the quote to my favourites list", 'Love it'],
    ['let me save quotes to my favourites', '♥ Save'],
  ])('"%s" puts a %s button that keeps the quote shown', (request, label) => {
    const result = refine(quotes(), request);
    expect(labels(result.spec)).toContain(label);
    expect(failedChecks(quotes(), result, [{ check: 'buttonAppends', label }])).toEqual([]);
  });

  test('a button named by a word of its label ("Add sunscreen" for "sunscreen") passes the label check, a word inside another word does not', () => {
    const before = composeApp('packing list for trips').spec;
    const result = refine(before, "give me a button called Add sunscreen that puts sunscreen on the list");
    expect(failedChecks(before, result, [{ check: 'buttonAppends', label: 'sunscreen' }])).toEqual([]);
    expect(failedChecks(before, result, [{ check: 'buttonAppends', label: 'screen' }])).not.toEqual([]);
  });

  test('a request only for what cannot be built changes nothing and keeps every count', () => {
    const before = composeApp('shopping list').spec;
    const result = refine(before, 'back my list up to dropbox every night');
    expect(result.changed).toBe(false);
    expect(failedChecks(before, result, [{ check: 'notBuilt', matches: 'dropbox' }, { check: 'sameCount', type: 'list' }])).toEqual([]);
  });
});
