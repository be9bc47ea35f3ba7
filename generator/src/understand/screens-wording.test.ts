import { describe, expect, test } from 'vitest';
import type { AppSpec, Component } from '@droidforge/contracts';
import { composeApp } from '../compose/compose-app';
import { fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';
import { walkComponents } from '../spec/env';
import { validateSpec } from '../spec/validate';

const specOf = (prompt: string): AppSpec => {
  const result = composeApp(prompt);
  expect(result.refusal).toBeUndefined();
  expect(validateSpec(result.spec)).toEqual([]);
  return result.spec;
};

/** The button on the main screen that opens the screen titled `title`, and that screen. */
const opened = (spec: AppSpec, title: RegExp) => {
  const screen = spec.screens.find((s) => title.test(s.title))!;
  expect(screen).toBeDefined();
  const run = new SpecRunner(spec, fixedClock());
  const buttons: Component[] = [];
  walkComponents(spec.screens[0]!.children, (c) => buttons.push(c));
  const open = buttons.find((c) => c.type === 'button' && c.onClick.some((a) => a.do === 'navigate' && a.screen === screen.id));
  expect(open).toBeDefined();
  run.click(open!.id);
  expect(run.screen).toBe(screen.id);
  return { screen, run, shown: JSON.stringify(screen.children) };
};

describe('a main capability with a second screen beside it', () => {
  test('"a 25 min timer … and a second screen with 10 study tips" keeps the timer on the main screen and the tips on their own', () => {
    const spec = specOf('pomodoro app for finals week. 25 min focus timer with a ding at the end, and a second screen with 10 study tips');
    expect(JSON.stringify(spec.screens[0]!.children)).toContain('remaining');
    expect(JSON.stringify(spec.screens[0]!.children)).not.toContain('entries_list');
    const { shown, run } = opened(spec, /tips/i);
    expect(shown).toContain('entries_list');
    expect(run.visibleItems('entries_list')).toHaveLength(10);
  });

  test('"a countdown …, plus a page with the weekend schedule (friday bbq, …)" adds that page with the bracketed lines', () => {
    const spec = specOf('countdown to our family reunion on July 18 2026, plus a page with the weekend schedule (friday bbq, saturday picnic, sunday brunch)');
    expect(JSON.stringify(spec.screens[0]!.children)).toContain('2026-07-18');
    const { shown } = opened(spec, /weekend schedule/i);
    for (const line of ['Friday bbq', 'Saturday picnic', 'Sunday brunch']) expect(shown).toContain(line);
  });
});

describe('apps that list their screens', () => {
  test('a screen listed with its fields in brackets keeps those records; the others are pages the user writes, each one reachable', () => {
    const spec = specOf('app for our running club with 3 screens: races we ran (name + time in minutes), the members list, and a page with our club rules. menu to go between them');
    const races = spec.state.find((v) => v.name === 'races')!;
    expect(races.fields!.map((f) => `${f.name}:${f.type}`)).toEqual(expect.arrayContaining(['name:text']));
    expect(spec.screens.map((s) => s.title)).not.toContain('Summary');
    const { run, screen } = opened(spec, /^members list$/i);
    const draft = spec.state.find((v) => v.name.startsWith('new') && v.name.endsWith('Line') && /members/i.test(v.name))!.name;
    run.state[draft] = 'Priya';
    run.click(`${screen.id}_add`);
    expect(run.visibleItems(`${screen.id}_list`)).toHaveLength(1);
    opened(spec, /club rules/i);
  });

  test('lines in brackets make a page of them; "a list where I can add name and phone" is the records, read from its own words', () => {
    const spec = specOf('Scout troop app with 3 screens: this week\'s activities, the meeting schedule (Monday 6pm and Wednesday 6pm), and a parents list where I can add name and phone. Buttons to go between them.');
    const parents = spec.state.find((v) => v.type === 'list' && (v.fields ?? []).some((f) => f.name === 'phone'))!;
    expect(parents.fields!.map((f) => f.name)).toEqual(expect.arrayContaining(['name', 'phone']));
    const { shown } = opened(spec, /meeting schedule/i);
    expect(shown).toContain('Monday 6pm');
    expect(shown).toContain('Wednesday 6pm');
    opened(spec, /this week's activities/i);
  });

  test('"a home menu and three pages" beside records puts a home screen first that opens the records and every page', () => {
    const spec = specOf('garden helper with a home menu and three pages: our sowing calendar, a seed list where I add seeds with name and brand, and a notes page');
    expect(spec.screens[0]!.id).toBe('main');
    expect(JSON.stringify(spec.screens[0]!.children)).not.toContain('_form');
    const { run } = opened(spec, /seeds/i);
    expect(JSON.stringify(spec.state.find((v) => v.name === 'seeds'))).toContain('brand');
    run.click(spec.screens.find((s) => s.id === run.screen)!.children.find((c) => c.id.endsWith('_home'))!.id);
    expect(run.screen).toBe('main');
    opened(spec, /sowing calendar/i);
    opened(spec, /^notes$/i);
    expect(spec.screens).toHaveLength(4);
  });

  test('"Screens: Home, …" names a home screen that opens a page for each of the others', () => {
    const spec = specOf('Chess club app. Screens: Home, Next Tournament, Members, Club Rules.');
    expect(spec.screens).toHaveLength(4);
    for (const title of [/next tournament/i, /^members$/i, /club rules/i]) opened(spec, title);
  });
});

describe('a page for each thing named', () => {
  test('"a page each for Roses, Tulips and Lilies, with tips on …" opens a page per flower from a home, each written by the user (no shipped tips on another subject)', () => {
    const spec = specOf('Flower bed guide with a page each for Roses, Tulips and Lilies, with tips on when to plant and how much to water');
    expect(spec.app.name).toBe('Flower Bed Guide');
    expect(spec.state.map((v) => v.name)).not.toContain('entries');
    for (const title of [/^roses$/i, /^tulips$/i, /^lilies$/i]) opened(spec, title);
  });

  test('"a screen for each kid (Mia and Leo), and each kid has jobs to check off" gives each kid a page of lines to tick, and no other records', () => {
    const spec = specOf('family jobs chart: a home screen with buttons to a screen for each kid (Mia and Leo), and each kid has jobs to check off');
    expect(spec.state.filter((v) => v.type === 'list').map((v) => v.name)).toEqual(['miaLines', 'leoLines']);
    const { run, screen } = opened(spec, /^mia$/i);
    run.state.newMiaLine = 'Feed the cat';
    run.click(`${screen.id}_add`);
    expect(run.state.miaLines).toEqual([{ text: 'Feed the cat', done: false }]);
    expect(JSON.stringify(screen.children)).toContain('"bind":"item.done"');
    opened(spec, /^leo$/i);
  });

  test('"3 pages - Plumbing, Electrical, Emergency Contacts - each with a few tips": the pages hold the tips, not first aid picked from "emergency"', () => {
    const spec = specOf('Home repair help app: a home screen with buttons to 3 pages - Plumbing, Electrical, Emergency Contacts - each with a few tips');
    expect(spec.screens).toHaveLength(4);
    expect(JSON.stringify(spec)).not.toMatch(/first aid/i);
    for (const title of [/^plumbing$/i, /^electrical$/i, /^emergency contacts$/i]) opened(spec, title);
  });
});

describe('screens named one by one', () => {
  test('"a home screen with buttons to a Recipes page, a Shopping page and a Tips page, each with a back button" opens those three from a home, and reads no records from the page names', () => {
    const spec = specOf('App for our allotment: a home screen with buttons to a Jobs page, a Harvest page and a Notes page, each with a back button');
    expect(spec.app.name).toBe('Allotment');
    expect(spec.screens).toHaveLength(4);
    expect(spec.state.filter((v) => v.type === 'list').map((v) => v.name)).toEqual(['jobsLines', 'harvestLines', 'notesLines']);
    for (const title of [/^jobs$/i, /^harvest$/i, /^notes$/i]) opened(spec, title);
  });

  test('options written "difficulty easy/moderate/hard" in a listed screen\'s brackets are that field\'s choices', () => {
    const spec = specOf('climbing club app with a few screens: a list of upcoming climbs (crag, date, grade easy/medium/hard), a page with our club rules, and a page with safety notes');
    const climbs = spec.state.find((v) => v.name === 'climbs')!;
    expect(climbs.fields!.find((f) => f.name === 'grade')!.options).toEqual(['Easy', 'Medium', 'Hard']);
    expect(climbs.fields!.find((f) => f.name === 'date')!.type).toBe('date');
    opened(spec, /club rules/i);
    opened(spec, /safety notes/i);
  });
});

describe('what a listed page should say', () => {
  test('"Rules page should say a, b, and c" starts that page with those lines, which the user can still add to', () => {
    const spec = specOf('Chess club app. Screens: Home, Next Match, Members, Club Rules. Rules page should say no phones at the board, shake hands before each game, and the loser packs up.');
    const { run, screen, shown } = opened(spec, /club rules/i);
    expect(shown).toContain('clubRulesLines');
    expect((run.state.clubRulesLines as { text: string }[]).map((l) => l.text)).toEqual(['No phones at the board', 'Shake hands before each game', 'Loser packs up']);
    run.state.newClubRulesLine = 'Be on time';
    run.click(`${screen.id}_add`);
    expect(run.visibleItems(`${screen.id}_list`)).toHaveLength(4);
  });
});

describe('listed screens that are each a capability of their own', () => {
  const listOf = (spec: AppSpec, screen: { children: Component[] }) => {
    const lists: string[] = [];
    walkComponents(screen.children, (c) => { if (c.type === 'list') lists.push(c.source); });
    return lists.map((name) => spec.state.find((v) => v.name === name)!);
  };

  test('"three screens: a home screen with buttons, a feeding log (…) and a vet visits list (…)" opens each list from the home, each with its own fields', () => {
    const spec = specOf('Cat care app. Three screens: a home screen with buttons, a feeding log (time, food type, amount) and a vet visits list (date, reason, cost). Need to get between them easily.');
    expect(spec.app.name).toBe('Cat Care');
    expect(spec.screens).toHaveLength(3);
    const feedings = opened(spec, /feeding/i);
    expect(listOf(spec, feedings.screen).flatMap((v) => v.type === 'list' ? (v.fields ?? []).map((f) => f.name) : [])).toEqual(expect.arrayContaining(['time', 'foodType', 'amount']));
    const visits = opened(spec, /visits/i);
    const fields = listOf(spec, visits.screen).flatMap((v) => (v.type === 'list' ? v.fields ?? [] : []));
    expect(fields.map((f) => `${f.name}:${f.kind ?? f.type}`)).toEqual(['date:date', 'reason:text', 'cost:money']);
    visits.run.click(visits.screen.children.find((c) => c.type === 'button' && /back/i.test(c.id))!.id);
    expect(visits.run.screen).toBe('main');
  });

  test('"3 screens: a home screen, an exercise log (…) and a rest timer set to 90 seconds" puts the timer on a screen of its own, counting down from 90', () => {
    const spec = specOf('Gym app with 3 screens: a home screen, an exercise log (exercise, sets, reps, weight) and a rest timer set to 90 seconds. Buttons on home to get to the other two.');
    const { screen, run } = opened(spec, /timer/i);
    expect(JSON.stringify(screen.children)).toContain('remaining');
    expect(run.value('duration')).toBe(90);
    expect(JSON.stringify(spec.screens.find((s) => /exercise/i.test(s.title))!.children)).not.toContain('remaining');
  });

  test('a bulleted "second screen with a kitchen timer" is a screen of its own, and the app keeps the recipe book\'s name', () => {
    const spec = specOf('Recipe book app:\n- recipes with title, category (breakfast, lunch, dinner, dessert), prep time in minutes and ingredients\n- search recipes by title\n- list grouped by category\n- second screen with a kitchen timer that has quick buttons for 5 min, 10 min and 15 min');
    expect(spec.app.name).toBe('Recipe Book');
    expect(JSON.stringify(spec.screens[0]!.children)).toContain('recipes_list');
    expect(JSON.stringify(spec.screens[0]!.children)).not.toContain('remaining');
    const { screen } = opened(spec, /kitchen timer/i);
    expect(JSON.stringify(screen.children)).toContain('presets');
  });

  test('"a guest list page (…) and a countdown page to 22 August 2026" keeps the guests as the records and the countdown on its own page', () => {
    const spec = specOf('wedding planner with a guest list page (name, rsvp yes or no, table number) and a countdown page to 22 August 2026');
    expect(listOf(spec, spec.screens[0]!)[0]!.name).toBe('guests');
    const { shown } = opened(spec, /countdown/i);
    expect(shown).toContain('days_text');
  });

  test('"home screen with buttons for burns, cuts, choking and sprains, each opening its own page" shows the shipped steps for each on its page', () => {
    const spec = specOf('An offline first aid guide. Home screen with buttons for Burns, Cuts, Choking and Sprains, each opening its own page with the steps to follow.');
    expect(spec.screens.map((s) => s.title).slice(1)).toEqual(['Burns', 'Cuts', 'Choking', 'Sprains']);
    const { shown } = opened(spec, /^burns$/i);
    expect(shown).toMatch(/cool running water/i);
  });
});
