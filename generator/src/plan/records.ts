import { isFragmentName, wordsOf } from '../compose/name-quality';
import type { Action, Component, ListComponent, Screen, StateVar } from '@droidforge/contracts';
import { teamParts } from './teams';
import { append, back, clear, navigate, removeItem, set, toast, updateItem, when } from '../compose/build/actions';
import { button, card, checkbox, column, heading, input, list, row, select, text, toggle as switchOf } from '../compose/build/components';
import { quote } from '../compose/build/actions';
import type { Attribute, Plan, Subject } from '../understand/plan';
import { count, plural, sentenceCase } from '../understand/words';
import { thingField } from '../understand/subject';
import { appendValue, daysText, draftOf, draftVar, showValue, toField } from './fields';
import { summaryFor } from './summaries';
import { productFields } from '../understand/behaviours';
import { gradePointsOf, isLetterGrade } from '../understand/grades';

/**
 * Records: a persisted list of typed records with an add form, delete, and whatever the plan asks
 * for on top (search, sort, groups, a done toggle, due states, days until, summaries, a second
 * screen). Every part reads the plan, so a new attribute or computation needs no new kind.
 */
export interface RecordsParts {
  state: StateVar[];
  screens: Screen[];
  features: string[];
}

/** Amounts kept entry by entry: a log of them is named for what the amount is of ("volunteer_hours"). */
const AMOUNTS = /^(hours|minutes|miles|kilometres|kilometers|km|steps|pages|calories|glasses|cups|litres|liters)$/;

export function listName(subject: Subject): string {
  // "grocery list", "a to-do list for party prep": items or entries say nothing, so the list is named
  // for what it holds ("groceryItems", "toDoItems").
  // "piano practice log" keeps practice sessions, "sleep tracker" sleep nights: the title's last word.
  // ("seed starting tracker": the seeds, not the starting; "weight loss tracker": weight readings.)
  const titleWords = (subject.title ?? '').split(' ').filter((w) => /^[a-z]+(?:-[a-z]+)?$/.test(w));
  // ("fuel log": its fill-ups are named for the fuel, "fuel_fillups", as the writer said it.)
  // ("how many eggs each day": days are named for the things counted on them, "eggs_days"; days of steps stay days.)
  const what = /^(item|entry|thing|record|session|night|reading|fill-up)$/.test(subject.noun) || (subject.noun === 'day' && subject.container !== 'planner' && !AMOUNTS.test(subject.title ?? '') && !/^(?:mood|energy|sleep|pain|stress|anxiety)$/.test(subject.title ?? '')) || (subject.noun === 'task' && /\bto-?do\b/.test(subject.title ?? '')) ? [...titleWords].reverse().find((w) => !/ing$/.test(w) && !/^(loss|gain|progress|journey)$/.test(w)) ?? titleWords.at(-1) : undefined;
  // "log my volunteer hours … each entry: …": entries of an amount are named for all of it ("volunteer_hours"), not its last word.
  if (subject.noun === 'entry' && titleWords.length > 1 && AMOUNTS.test(titleWords.at(-1) ?? '')) return titleWords.join('_').replace(/-/g, '');
  // "log each oil change": a change or a check says nothing alone, so the list keeps what it is of ("oil_changes");
  // a sowing or a planting keeps what, or where, was sown ("seed_sowings", "garden_plantings").
  // ("aquarium water change log": the word just before says what is changed, "water_changes".)
  if (/^(change|check|refill|top-up|replacement|swap|planting|sowing|cutting)$/.test(subject.noun) && titleWords.length >= 2 && titleWords.at(-1) === subject.noun) return `${titleWords.at(-2)!}_${subject.plural}`;
  // Joined with "_": the name also begins the component ids, which are snake_case.
  if (what && what !== subject.noun && what !== subject.plural && !isFragmentName(what) && !/^(my|our|the|list|log|entries|items|sessions|nights|readings|daily|weekly|monthly|yearly|nightly|simple|new|inventory|catalog|collection|stash|register|records?|chart|roster|schedule|checklist|tracker|diary|journal|planner|app)$/.test(what)) return `${what.replace(/-/g, '')}_${subject.plural.replace(/[^a-z0-9]/g, '')}`;
  // ("seed packets": two words are joined with "_" too, "seed_packets".)
  const joined = subject.plural.split(/\s+/).map((w) => w.replace(/[^a-z0-9]/g, '')).filter(Boolean).join('_');
  // ("plus a packing list": a list is never named for a fragment of the clause around it.)
  let words = wordsOf(joined);
  while (words.length > 1 && isFragmentName(words.join('_'))) words = words.slice(1);
  const name = isFragmentName(joined) ? words.join('_') : joined;
  return /^[a-z]/.test(name) && name !== 'item' ? name : 'records';
}

/** How a sorted list reads, in the words of its field's type: "lowest first", "newest first", "A to Z". */
function sortOrder(field: Attribute | undefined, descending: boolean): string {
  const kind = field?.kind;
  if (kind === 'number' || kind === 'money') return descending ? 'highest first' : 'lowest first';
  if (kind === 'date' || kind === 'time') return descending ? 'newest first' : 'oldest first';
  if (kind === 'yesno') return descending ? 'yes first' : 'no first';
  return descending ? 'Z to A' : 'A to Z';
}

/** Text fields that place or sort a thing (its aisle, shop, category) rather than say what it is. */
const WHERE_OR_WHICH = /^(aisle|shop|store|section|department|category|location|place|room|shelf)$/;

/** Attributes completed for what the plan needs: a title, a toggle, the last date of a due state. */
export function completeAttributes(plan: Plan, subject: Subject): Attribute[] {
  const attrs = [...subject.attributes];
  const described = attrs.some((a) => a.kind !== 'yesno' && a.name !== 'date');
  // Ticking off ("tick them off") makes a list of things; a yes/no field of dated entries does not.
  const tickedOff = !!plan.list.toggle && !subject.attributes.some((a) => a.kind === 'yesno' && a.name === plan.list.toggle);
  const thing = subject.noun === 'item' || subject.container === 'list' || subject.prefilled.length > 0 || tickedOff;
  // A log of dated events ("the dates of my haircuts") needs nothing but the date.
  const events = !described && !thing && !!(plan.dates.averageInterval || plan.dates.nextDue) && attrs.some((a) => a.kind === 'date');
  // ("a grocery list with price, quantity and aisle": where a thing is kept does not say what it is.)
  const named = attrs.some((a) => a.kind === 'text' && !(thing && WHERE_OR_WHICH.test(a.name)));
  if (!named && (!described || thing) && !events && !(subject.container && /diary|journal/.test(subject.container))) {
    // A task or a chore is said by what it is ("Task: book the venue"); things have a name.
    const said = /^(task|chore|errand|idea|habit|note)$/.test(subject.noun);
    // An item of a packing or shopping list is said as the item ("Item: sunscreen"), not as its name.
    // ("list my subjects": a thing the prompt gives no name field is said as what it is, "Subject".)
    const thing = subject.noun === 'item' ? { name: 'name', label: 'Item', kind: 'text' as const } : thingField(subject.noun, subject.plural.includes(' ') ? subject.plural.split(' ').slice(0, -1).join(' ') : undefined, plan.text);
    attrs.unshift(said ? { name: subject.noun, label: sentenceCase(subject.noun), kind: 'text' } : thing);
  }
  if (plan.list.toggle && !attrs.some((a) => a.kind === 'yesno')) attrs.push({ name: plan.list.toggle, label: sentenceCase(plan.list.toggle), kind: 'yesno' });
  if (plan.dates.due && !attrs.some((a) => a.name === plan.dates.due!.lastField)) {
    const verb = /\bwater/.test(plan.text) ? 'watered' : /\bfeed/.test(plan.text) ? 'fed' : 'done';
    attrs.push({ name: plan.dates.due.lastField, label: `Last ${verb}`, kind: 'date' });
  }
  if ((plan.dates.averageInterval || plan.dates.predictNext) && !attrs.some((a) => a.kind === 'date')) {
    attrs.push({ name: 'date', label: /\bstart/.test(plan.text) ? 'Start date' : 'Date', kind: 'date' });
  }
  return attrs;
}

/** A starting row's value as its field keeps it: a number field holds a number ("every 30 days" starts at 30). */
const startValue = (a: Attribute, value: string | undefined) => (value === undefined ? undefined : a.kind === 'number' || a.kind === 'money' ? Number(value) || 0 : value);

/** The fields a row changes in place: its tick, and a score its own buttons keep (which starts at 0 unless typed in the form too). */
function rowFields(plan: Plan, attrs: readonly Attribute[]): { toggle?: Attribute; stepped?: Attribute; startsAtZero?: Attribute } {
  const toggle = attrs.find((a) => a.kind === 'yesno' && a.name === plan.list.toggle);
  const stepped = attrs.find((a) => a.name === plan.list.steps?.field && (a.kind === 'number' || a.kind === 'money'));
  return { toggle, stepped, startsAtZero: stepped && !plan.list.steps!.typed ? stepped : undefined };
}

export function buildRecords(plan: Plan, subject: Subject): RecordsParts {
  const attrs = completeAttributes(plan, subject);
  const L = listName(subject);
  const noun = subject.noun;
  const title = attrs.find((a) => a.kind === 'text') ?? attrs.find((a) => a.kind === 'choice') ?? attrs.find((a) => a.name !== 'date') ?? attrs[0]!;
  const { toggle, stepped, startsAtZero } = rowFields(plan, attrs);
  const formAttrs = attrs.filter((a) => a !== toggle && a !== startsAtZero);
  const blank = (a: Attribute) => (a.kind === 'yesno' ? false : a.kind === 'money' || a.kind === 'number' ? 0 : a.kind === 'choice' ? a.options![0]! : '');
  const initial = subject.prefilledRows
    ? subject.prefilledRows.map((r) => Object.fromEntries(attrs.map((a) => [a.name, startValue(a, r[a.name]) ?? blank(a)])))
    : subject.prefilled.map((p) => Object.fromEntries(attrs.map((a) => [a.name, a === title ? sentenceCase(p) : blank(a)])));
  const rows = rowsFormulaParts(plan, L, attrs);
  const state: StateVar[] = [
    { name: L, type: 'list', persist: true, fields: [...attrs.map(toField), ...rows.fields], initial },
    ...rows.state,
    ...formAttrs.map(draftVar),
    { name: 'editing', type: 'number', initial: -1, persist: false },
    ...(plan.list.search ? [{ name: 'query', type: 'text' as const, initial: '', persist: false }] : []),
  ];
  // A new row starts unticked: the tick is stored as false, so sums and counts over it see the row.
  const form = formComponents(L, noun, formAttrs, title, { ...(toggle ? { [toggle.name]: 'false' } : {}), ...rows.appendExtra }, startsAtZero ? { [startsAtZero.name]: '0' } : {});
  const summary = summaryFor(withoutProductTotals(plan, attrs), L, attrs);
  const itemList = list(`${L}_list`, L, itemTemplate(plan, L, attrs, title, toggle, rows.itemLine), `No ${subject.plural} yet`, {
    onItemClick: editRow(formAttrs),
    onItemLongClick: [removeItem(L), set('editing', '-1'), toast(`${sentenceCase(noun)} deleted`)],
    ...(plan.list.sort ? { sortBy: plan.list.sort } : {}),
    ...listFilter(plan, toggle),
  });
  const grouped = groupFor(plan, summary.groupHeader, attrs) ?? rows.groupBy;
  Object.assign(itemList, grouped ? { groupBy: grouped } : dayThenTime(plan, attrs));
  const search = listControls(plan, L, subject, attrs, toggle, state);
  const twoScreens = (plan.screens ?? 1) >= 2 || !!plan.summaryScreen;
  const allowance = allowanceParts(plan, L, attrs);
  const extras = [allowance, unitRateParts(plan, L, attrs), pickParts(plan, L, title), teamParts(plan, L, title, toggle)];
  for (const x of extras) {
    state.push(...x.state);
    summary.components.push(...x.summary);
  }
  const mainChildren: Component[] = [...extras.flatMap((x) => x.above), ...rows.above, ...form, ...(twoScreens ? [] : [...summary.components, ...rows.summary]), ...search, itemList];
  const screens: Screen[] = [{ id: 'main', title: sentenceCase(subject.plural), children: mainChildren, onStart: [] }];
  if (twoScreens) screens.push(secondScreen(plan, L, attrs, title, [...summary.components, ...standings(plan, L, attrs, grouped)], screens[0]!));
  const features = [
    `Add, edit (tap one) and delete ${subject.plural} (long-press to delete)`,
    `Each ${noun} has ${joinAnd(attrs.map(describeAttr))}`,
    ...(subject.prefilled.length ? [startsWith(subject.prefilled, noun)] : []),
    ...(toggle ? [`Tick ${subject.plural} off as ${toggle.label.toLowerCase()}`] : []),
    ...(toggle && plan.list.hideTicked ? [`A switch hides the ${toggle.label.toLowerCase()} ${subject.plural}`] : []),
    ...(plan.list.search ? [`Search ${subject.plural} by ${label(attrs, plan.list.search)}`] : []),
    ...(stepped ? [plan.list.steps!.added ? `Type in ${stepped.label.toLowerCase()} and tap a ${noun}'s + ${stepped.label} to add them to their total` : `Each ${noun} has ${joinAnd([...plan.list.steps!.by.map((p) => `+${p}`), `−${plan.list.steps!.by[0]}`])} buttons for their ${stepped.label.toLowerCase()}${startsAtZero ? ', which starts at 0' : ''}`] : []),
    ...(plan.list.sort ? [`Sorted by ${label(attrs, plan.list.sort.field)} (${sortOrder(attrs.find((a) => a.name === plan.list.sort!.field), plan.list.sort.descending)})`] : []),
    ...(grouped ? [`Grouped by ${label(attrs, grouped.field)}`] : []),
    ...recordDateFeatures(plan.dates, noun, attrs),
    ...summary.features,
    ...extras.flatMap((x) => x.features),
    ...rows.features,
    ...(twoScreens ? [`Two screens: ${sentenceCase(subject.plural)} and ${screens[1]!.title}`] : []),
    `Saved on the phone`,
  ];
  return { state, screens, features };
}

/** What each record shows from its dates: when it is due, or a date worked out from it. */
function recordDateFeatures(d: Plan['dates'], noun: string, attrs: readonly Attribute[]): string[] {
  const of = (field: string) => label(attrs, field).toLowerCase();
  return [
    ...(d.dueOn ? [`Each ${noun} shows whether it is overdue, due today or in how many days, from its ${of(d.dueOn)}`] : []),
    ...(d.dateAfter ? [`Each ${noun} shows its ${d.dateAfter.label.toLowerCase()}: its ${of(d.dateAfter.from)} plus its ${of(d.dateAfter.days)}`] : []),
    ...(d.due?.intervalField ? [`Each ${noun} shows when it is due, from its ${of(d.due.lastField)} and every how many days`] : []),
    ...(d.daysSince ? [`Each ${noun} shows how many days it has been since its ${of(d.daysSince)}`] : []),
  ];
}

interface ExtraParts { state: StateVar[]; above: Component[]; summary: Component[]; features: string[] }
const noExtra: ExtraParts = { state: [], above: [], summary: [], features: [] };

/** "at 0.45 per mile … what I can claim": the total of the records' miles at that rate. */
function unitRateParts(plan: Plan, L: string, attrs: readonly Attribute[]): ExtraParts {
  const r = plan.unitRate;
  const field = r && attrs.find((a) => a.name === r.field);
  if (!r || !field) return noExtra;
  // ("time and a half on sundays": the ticked records' quantity counts that many times over.)
  const x = r.extra && attrs.find((a) => a.name === r.extra!.field);
  const quantity = x ? `(sum(${L}, ${quote(r.field)}) + sumIf(${L}, ${quote(r.field)}, ${quote(x.name)}, true) * ${r.extra!.factor - 1})` : `sum(${L}, ${quote(r.field)})`;
  return {
    ...noExtra,
    summary: [text('rate_total', `${r.word}: {fixed(${quantity} * ${r.value}, 2)}`, { size: 'headline', bold: true, color: 'accent' })],
    features: [`${r.word}: ${field.label.toLowerCase()} × ${r.value} per ${r.per}${x ? `, ${r.extra!.factor} times on ${x.label.toLowerCase()}` : ''}`],
  };
}

/** "the app randomly picks one": a button that picks one of the records and shows it. */
function pickParts(plan: Plan, L: string, title: Attribute): ExtraParts {
  if (!plan.list.pickRandom) return noExtra;
  const noun = plan.subject!.noun;
  return {
    state: [{ name: 'picked', type: 'text', initial: '', persist: false }],
    above: [],
    summary: [card('pick_card', [
      button('pick_button', `Pick a ${noun}`, [when(`len(${L}) > 0`, [set('picked', `str(get(${L}, random(0, len(${L}) - 1), ${quote(title.name)}))`)], [toast(`Add a ${noun} first`)])]),
      text('picked_text', `{len(picked) > 0 ? 'Picked: ' + picked : 'Tap to pick one at random'}`, { size: 'headline', bold: true, align: 'center' }),
    ])],
    features: [`Picks one of the ${plan.subject!.plural} at random`],
  };
}

/** The income (or budget) the user types once, and what is left of it after the records' total. */
function allowanceParts(plan: Plan, L: string, attrs: readonly Attribute[]): ExtraParts {
  const money = attrs.find((a) => a.kind === 'money');
  const a = plan.allowance;
  if (!a || !money) return noExtra;
  if (a.signed) {
    const by = (options: string[]) => options.map((o) => `sumIf(${L}, ${quote(money.name)}, ${quote(a.signed!.field)}, ${quote(o)})`).join(' + ');
    return {
      ...noExtra,
      summary: [text('balance_text', `${a.word ?? 'Balance'}: {fixed(${by(a.signed.plus)} - (${by(a.signed.minus)}), 2)}`, { size: 'headline', bold: true, color: 'accent' })],
      features: [`${a.word ?? 'Balance'}: the ${a.signed.plus.join(' and ').toLowerCase()} less the ${a.signed.minus.join(' and ').toLowerCase()}`],
    };
  }
  const spent = `sum(${L}, '${money.name}')`;
  return {
    state: [{ name: a.name, type: 'number', initial: a.initial ?? 0, persist: true }],
    above: [input('allowance_input', a.name, 'decimal', a.label)],
    summary: [text('allowance_left', `${a.word ?? 'Left'}: {fixed(${a.name} - ${spent}, 2)}`, { bold: true, color: 'accent' })],
    features: [`${a.label} you enter, less the total ${money.label.toLowerCase()}, shows what is left`],
  };
}

const label = (attrs: readonly Attribute[], name: string) => attrs.find((a) => a.name === name)?.label.toLowerCase() ?? name;

function describeAttr(a: Attribute): string {
  const l = a.label.toLowerCase();
  if (a.kind === 'choice') return `${l} (${a.options!.join(', ')})`;
  if (a.kind === 'money') return `${l} (money)`;
  if (a.kind === 'yesno') return `${l} (yes/no)`;
  if (a.unit) return `${l} (${a.unit})`;
  if (a.kind === 'date' || a.kind === 'time') return `${l} (${a.kind})`;
  return l;
}

export function joinAnd(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function formComponents(L: string, noun: string, attrs: Attribute[], title: Attribute, appendExtra: Record<string, string> = {}, startOnly: Record<string, string> = {}): Component[] {
  const fields = attrs.flatMap((a): Component[] => {
    const id = `${L}_${a.name}`.toLowerCase().slice(0, 36);
    const hint = a.unit ? `${a.label} (${a.unit})` : a.kind === 'date' ? `${a.label} (empty = today)` : a.kind === 'time' ? `${a.label} (HH:MM)` : a.label;
    switch (a.kind) {
      case 'choice':
        return [text(`${id}_label`, a.label, { color: 'muted', size: 'small' }), select(`${id}_select`, draftOf(a), a.options!)];
      case 'yesno':
        return [checkbox(`${id}_check`, draftOf(a), a.label)];
      case 'money':
        return [input(`${id}_input`, draftOf(a), 'decimal', hint)];
      case 'number':
        return [input(`${id}_input`, draftOf(a), 'decimal', hint)];
      case 'date':
        return [input(`${id}_input`, draftOf(a), 'date', hint)];
      default:
        return [input(`${id}_input`, draftOf(a), a.name === 'note' || a.name === 'body' ? 'multiline' : 'text', hint)];
    }
  });
  const item = { ...Object.fromEntries(attrs.map((a) => [a.name, appendValue(a)])), ...appendExtra };
  const guard = title.kind === 'text' ? `len(${draftOf(title)}) > 0` : title.kind === 'number' || title.kind === 'money' ? `${draftOf(title)} != 0` : 'true';
  const clears = attrs.filter((a) => a.kind !== 'choice').map((a) => clear(draftOf(a)));
  // Editing: a tapped row fills the form (see editRow); the same button then saves over that row.
  const save = Object.entries(item).map(([field, value]) => updateItem(L, field, value, 'editing'));
  // (`startOnly` values begin a new row and are never written over an edited one: a kept score.)
  const add: Action = when(guard, [when('editing >= 0', [...save, set('editing', '-1'), toast(`${sentenceCase(noun)} saved`)], [append(L, { ...item, ...startOnly })]), ...clears], [toast(askFor(title.label))]);
  return [card(`${L}_form`, [
    ...fields,
    button(`${L}_add`, `{editing >= 0 ? 'Save changes' : 'Add ${noun}'}`, [add]),
    button(`${L}_cancel`, 'Cancel', [set('editing', '-1'), ...clears], { style: 'text', visible: 'editing >= 0' }),
  ])];
}

/** Tapping a row puts its values in the form, to be changed and saved back over it. */
function editRow(attrs: Attribute[]): Action[] {
  return [set('editing', 'index'), ...attrs.map((a) => set(draftOf(a), `item.${a.name}`))];
}

function itemTemplate(plan: Plan, L: string, attrs: Attribute[], title: Attribute, toggle: Attribute | undefined, line?: Component): Component[] {
  const steps = plan.list.steps;
  const { stepped } = rowFields(plan, attrs);
  const others = attrs.filter((a) => a !== title && a !== toggle && a !== stepped && a.name !== plan.dates.due?.lastField);
  const detail = others.map((a) => `${a.label}: ${showValue(a)}`).join(' · ');
  const extra: Component[] = line ? [line] : [];
  const due = plan.dates.due;
  if (due) {
    const since = `(days(today()) - days(item.${due.lastField}))`;
    const interval = due.intervalField ? `item.${due.intervalField}` : String(due.everyDays ?? 0);
    const left = `(${interval} - ${since})`;
    // With one interval for all ("booster every 365 days"), a record past it is overdue, not merely due.
    const dueText = due.intervalField && !due.overdue ? `'Due today'` : `(${since} > ${interval} ? 'Overdue' : 'Due today')`;
    const state = `${since} >= ${interval} ? ${dueText} : 'Next in ' + ${daysText(left)}`;
    // ("unpaid after 30 days": a record ticked as paid says so instead of when it falls due.)
    const shown = due.settled ? `item.${due.settled} ? '${label(attrs, due.settled).replace(/^./, (c) => c.toUpperCase())}' : (${state})` : state;
    extra.push(text(`${L}_due`, due.overdue ? `{len(item.${due.lastField}) == 0 ? 'Not done yet' : ${shown}}` : `{${shown}}`, { bold: true, color: 'accent' }));
    extra.push(text(`${L}_last`, `${label(attrs, due.lastField).replace(/^./, (c) => c.toUpperCase())}: {item.${due.lastField}}`, { size: 'small', color: 'muted' }));
  }
  if (plan.dates.dueOn) {
    const n = `(days(item.${plan.dates.dueOn}) - days(today()))`;
    extra.push(text(`${L}_due`, `{${n} < 0 ? 'Overdue' : ${n} == 0 ? 'Due today' : 'Due in ' + ${daysText(n)}}`, { bold: true, color: 'accent' }));
  }
  if (plan.dates.daysUntil) {
    const n = daysUntil(plan.dates.daysUntil, plan.dates.yearly);
    // A yearly date is never past: it comes round again (and the shorter text stays within a text's length).
    const shown = plan.dates.yearly ? `{${n} == 0 ? 'Today' : ${n} == 1 ? 'Tomorrow' : str(${n}) + ' days left'}` : `{${n} > 0 ? ${daysText(n)} + ' left' : ${n} == 0 ? 'Today' : 'Passed'}`;
    extra.push(text(`${L}_until`, shown, { bold: true, color: 'accent' }));
  }
  if (plan.dates.dateAfter) {
    const d = plan.dates.dateAfter;
    extra.push(text(`${L}_after`, `${d.label}: {len(item.${d.from}) > 0 ? addDays(item.${d.from}, item.${d.days}) : '—'}`, { bold: true, color: 'accent' }));
  }
  if (plan.dates.daysSince) {
    const n = `(days(today()) - days(item.${plan.dates.daysSince}))`;
    extra.push(text(`${L}_since`, `{${n} == 0 ? 'Today' : ${daysText(n)} + ' since ${label(attrs, plan.dates.daysSince).toLowerCase().replace(/ date$/, '')}'}`, { bold: true, color: 'accent' }));
  }
  const body = column(`${L}_body`, [
    text(`${L}_title`, showValue(title), { bold: true }),
    ...(detail ? [text(`${L}_detail`, detail, { size: 'small', color: 'muted' })] : []),
    ...extra,
  ]);
  const actions: Component[] = [];
  // "+ and - buttons for each player": the row's score, big, with buttons that change it in place.
  if (steps && stepped) {
    const f = stepped.name;
    body.children.push(text(`${L}_${f}`.toLowerCase().slice(0, 36), `{item.${f}}`, { size: 'headline', bold: true, color: 'accent' }));
    // "type in points after each turn and it adds to their total": the form's points go onto this row's total.
    if (steps.added) actions.push(button(`${L}_add_typed`, `+ ${stepped.label}`, [updateItem(L, f, `item.${f} + ${draftOf(stepped)}`), set(draftOf(stepped), '0')]));
    else {
      actions.push(...steps.by.map((p) => button(`${L}_plus${p}`, `+${p}`, [updateItem(L, f, `item.${f} + ${p}`)])));
      actions.push(button(`${L}_minus${steps.by[0]}`, `−${steps.by[0]}`, [updateItem(L, f, `item.${f} - ${steps.by[0]}`)], { style: 'outlined' }));
    }
  }
  if (due) actions.push(button(`${L}_done_today`, `${label(attrs, due.lastField).replace(/^last /i, '').replace(/^date (?=\w)/i, '').replace(/^./, (c) => c.toUpperCase())} today`, [updateItem(L, due.lastField, 'today()')], { style: 'outlined' }));
  actions.push(button(`${L}_delete`, 'Delete', [removeItem(L), set('editing', '-1')], { style: 'text' }));
  return [row(`${L}_row`, [...(toggle ? [checkbox(`${L}_toggle`, `item.${toggle.name}`, '')] : []), body, ...actions])];
}

function groupFor(plan: Plan, header: Record<string, string>, attrs: Attribute[]): { field: string; header: string } | undefined {
  const field = plan.list.group ?? Object.keys(header)[0];
  if (!field || !attrs.some((a) => a.name === field)) return undefined;
  return { field, header: header[field] ?? `{item.${field}}` };
}

/**
 * "baby feeding log: time, side … newest first": timed entries newest first are the newest day first and,
 * within a day, the latest time first (a time alone would put 11pm yesterday above 2am today).
 */
function dayThenTime(plan: Plan, attrs: Attribute[]): Pick<ListComponent, 'groupBy' | 'sortBy'> | undefined {
  const sort = plan.list.sort;
  const date = sort?.descending ? attrs.find((a) => a.name === sort.field && a.kind === 'date') : undefined;
  const time = attrs.find((a) => a.kind === 'time');
  // (A date the user lists is what they sort by; one the log adds to timed entries only groups them.)
  if (!date || !time || /\b(?:dates?|days?)\b/.test(plan.text)) return undefined;
  const d = `item.${date.name}`;
  return {
    groupBy: { field: date.name, header: `{${d} == today() ? 'Today' : (days(today()) - days(${d}) == 1 ? 'Yesterday' : ${d})}`, descending: true },
    sortBy: { field: time.name, descending: true },
  };
}

/** Days from today to the record's date; for a yearly date (a birthday), to its next return. */
function daysUntil(field: string, yearly?: boolean): string {
  if (!yearly) return `(days(item.${field}) - days(today()))`;
  // This year's date, or (once it has passed) a year on from it.
  return `((days(str(year(today())) + '-' + pad(month(item.${field}), 2) + '-' + pad(day(item.${field}), 2)) - days(today()) + 365) % 365)`;
}

/**
 * "a standings screen with each player's average": the figures of each group are the headers of the
 * records grouped on that screen, each record a line of its other fields.
 */
function standings(plan: Plan, L: string, attrs: Attribute[], grouped: { field: string; header: string } | undefined): Component[] {
  if (!plan.summaryScreen || !grouped) return [];
  const line = attrs.filter((a) => a.name !== grouped.field).map((a) => `${a.label}: {item.${a.name}}`).join(' · ');
  return [list(`${L}_standings`, L, [text(`${L}_standings_line`, line)], `No ${plan.subject!.plural} yet`, { groupBy: grouped })];
}

function secondScreen(plan: Plan, L: string, attrs: Attribute[], title: Attribute, summary: Component[], main: Screen): Screen {
  const subject = plan.subject!;
  const until = plan.dates.daysUntil;
  const screenTitle = plan.summaryScreen ?? (until ? 'Days left' : 'Summary');
  const children: Component[] = [heading('second_title', screenTitle), ...summary];
  if (until) {
    const n = daysUntil(until, plan.dates.yearly);
    children.push(list(`${L}_left_list`, L, [
      text(`${L}_left_title`, showValue(title), { bold: true }),
      text(`${L}_left_days`, plan.dates.yearly ? `{${n} == 0 ? 'Today' : str(${n}) + ' days to go'}` : `{${n} > 0 ? ${daysText(n)} + ' left until ' + item.${until} : ${n} == 0 ? 'Today' : 'Passed'}`, { color: 'accent' }),
    ], `No ${subject.plural} yet`, { sortBy: { field: until, descending: false } }));
  }
  children.push(button('second_back', 'Back', [back()], { style: 'outlined' }));
  main.children.unshift(button('open_second', screenTitle, [navigate('second')], { style: 'outlined' }));
  return { id: 'second', title: screenTitle, children, onStart: [] };
}

export { quote, set, plural };

interface RowsParts {
  fields: { name: string; type: 'number'; kind: 'number'; label: string }[];
  state: StateVar[];
  above: Component[];
  summary: Component[];
  itemLine?: Component;
  appendExtra: Record<string, string>;
  /** Group headers the rows' own figure gives (per client: owed). */
  groupBy?: { field: string; header: string };
  features: string[];
}

/** Forms whose rows the user adds: every row scaled by servings, or a weighted average of rows. */
function rowsFormulaParts(plan: Plan, L: string, attrs: Attribute[]): RowsParts {
  const none: RowsParts = { fields: [], state: [], above: [], summary: [], appendExtra: {}, features: [] };
  const numbers = attrs.filter((a) => a.kind === 'number');
  if (plan.rowsFormula === 'scale') {
    const qty = numbers.find((a) => /quantit|amount/i.test(a.name))!;
    const unit = attrs.find((a) => a.name === 'unit');
    const from = /\bfor (\d+) (?:servings|people|portions)/.exec(plan.text)?.[1] ?? '4';
    return {
      ...none,
      state: [{ name: 'servingsFrom', type: 'number', initial: Number(from), persist: true }, { name: 'servingsTo', type: 'number', initial: Number(from), persist: true }],
      above: [card('servings_card', [input('servings_from_input', 'servingsFrom', 'number', `Original servings (${from})`), input('servings_to_input', 'servingsTo', 'number', 'Servings wanted')])],
      itemLine: text(`${L}_scaled`, `Quantity for {servingsTo} servings: {fixed(item.${qty.name} * servingsTo / max(1, servingsFrom), 2)}${unit ? ` {item.${unit.name}}` : ''}`, { bold: true, color: 'accent' }),
      features: ['Type the original and wanted servings; every quantity is recalculated'],
    };
  }
  if (plan.rowsFormula === 'product') return productParts(plan, L, attrs, none);
  if (plan.rowRatio && !plan.rowsFormula) {
    const r = plan.rowRatio;
    const top = attrs.find((a) => a.name === r.top)!;
    const Name = r.label ?? sentenceCase(r.name);
    const unit = `${top.unit ?? top.label.toLowerCase()} per ${r.unit}`;
    // ("Price per litre: 1.45": money named per its unit says its unit already.)
    const after = r.label && top.kind === 'money' && r.label.endsWith(` per ${r.unit}`) ? '' : ` + ' ${unit}'`;
    return {
      ...none,
      itemLine: text(`${L}_${r.name}`, `${Name}: {item.${r.bottom} > 0 ? fixed(item.${r.top} / item.${r.bottom}, 2)${after} : '-'}`, { bold: true, color: 'accent' }),
      // The overall figure is the totals' ratio, so a long entry weighs more than a short one.
      ...(r.overall ? { summary: [text(`${r.name}_overall`, `Average ${r.label?.toLowerCase() ?? r.name}: {sum(${L}, ${quote(r.bottom)}) > 0 ? fixed(sum(${L}, ${quote(r.top)}) / sum(${L}, ${quote(r.bottom)}), 2)${after} : '-'}`, { bold: true })] } : {}),
      features: [`${Name} of each ${plan.subject!.noun} (${unit})${r.overall ? `, and the average ${r.label?.toLowerCase() ?? r.name}` : ''}`],
    };
  }
  if (plan.rowsFormula === 'weighted') {
    const weight = numbers.find((a) => /credit|weight/i.test(a.name))!;
    // ("the grade I got (A, B, C, D or F)": a letter grade weighs in as its grade points.)
    const value = numbers.find((a) => a !== weight) ?? attrs.find(isLetterGrade)!;
    const points = value.kind === 'choice' ? gradePointsOf(draftOf(value), value.options!) : draftOf(value);
    const what = /\bgpa\b/.test(plan.text) ? 'GPA' : `Weighted average ${value.label.toLowerCase()}`;
    const avg = `sum(${L}, 'weighted') / max(1, sum(${L}, ${quote(weight.name)}))`;
    return {
      ...none,
      fields: [{ name: 'weighted', type: 'number', kind: 'number', label: `${value.kind === 'choice' ? 'Grade points' : value.label} × ${weight.label.toLowerCase()}` }],
      appendExtra: { weighted: `${draftOf(weight)} * ${points}` },
      summary: [card('weighted_card', [text('weighted_text', `${what} (weighted average): {len(${L}) > 0 ? fixed(${avg}, 2) : '-'}`, { size: 'headline', bold: true })])],
      features: [`${what}: the average of ${value.label.toLowerCase()} weighted by ${weight.label.toLowerCase()}`],
    };
  }
  return eachAtRate(plan, attrs, L, none);
}

/** "£14 an hour so work out pay for each one": each row's quantity at the rate, on the row, under the word asked. */
function eachAtRate(plan: Plan, attrs: Attribute[], L: string, none: RowsParts): RowsParts {
  const r = plan.unitRate;
  const field = r?.each ? attrs.find((a) => a.name === r.field) : undefined;
  if (!r?.each || !field) return none;
  return { ...none, itemLine: text(`${L}_at_rate`, `${r.each}: {fixed(item.${field.name} * ${r.value}, 2)}`, { bold: true, color: 'accent' }), features: [`${r.each} of each ${plan.subject!.noun}: ${field.label.toLowerCase()} × ${r.value}`] };
}

/** "hours with the rate … what each client owes", "price paid and number of bottles … total value": each row is worth price × quantity. */
function productParts(plan: Plan, L: string, attrs: Attribute[], none: RowsParts): RowsParts {
  const { rate, qty } = productFields(attrs, plan.text) as Required<ReturnType<typeof productFields>>;
  const group = attrs.find((a) => (a.kind === 'text' || a.kind === 'choice') && new RegExp(`\\b(?:each|per|every|by) ${a.name.toLowerCase()}\\b`).test(plan.text));
  const word = productWord(plan.text);
  const amount = `fixed(item.amount, 2)`;
  // "the total I'm still owed": the rows' worth added up over those not ticked as paid.
  const unpaid = productTotals(plan, rate, qty).find((c) => c.where);
  const flag = unpaid && attrs.find((a) => a.name === unpaid.where!.field);
  const total = unpaid && flag
    ? text('amount_total', `${word === 'Owed' ? 'Still owed' : `${word} not yet ${flag.label.toLowerCase()}`}: {fixed(sumIf(${L}, 'amount', ${quote(flag.name)}, ${unpaid.where!.value}), 2)}`, { size: 'headline', bold: true })
    : text('amount_total', `Total ${word.toLowerCase()}: {fixed(sum(${L}, 'amount'), 2)}`, { size: 'headline', bold: true });
  return {
    ...none,
    fields: [{ name: 'amount', type: 'number', kind: 'number', label: `${word} (${qty.label.toLowerCase()} × ${rate.label.toLowerCase()})` }],
    appendExtra: { amount: `${draftOf(qty)} * ${draftOf(rate)}` },
    itemLine: text(`${L}_amount`, `${word}: {${amount}}`, { bold: true, color: 'accent' }),
    summary: [card('amount_card', [total])],
    ...(group ? { groupBy: { field: group.name, header: `{item.${group.name}} · ${word.toLowerCase()}: {fixed(sumIf(${L}, 'amount', ${quote(group.name)}, item.${group.name}), 2)}` } } : {}),
    features: [`Each ${plan.subject!.noun} is worth ${qty.label.toLowerCase()} × ${rate.label.toLowerCase()}`, `Total ${word.toLowerCase()}`, ...(group ? [`${word} per ${group.label.toLowerCase()}`] : [])],
  };
}

/** A total of the price still unpaid, in rows worth price × quantity, is shown as their worth still unpaid (productParts). */
function withoutProductTotals(plan: Plan, attrs: readonly Attribute[]): Plan {
  const { rate, qty } = plan.rowsFormula === 'product' ? productFields(attrs, plan.text) : {};
  const replaced = rate && qty ? productTotals(plan, rate, qty) : [];
  return replaced.length ? { ...plan, computations: plan.computations.filter((c) => !replaced.includes(c)) } : plan;
}

/** What a row's price times its quantity is called: "what each client owes" Owed, "total value of the cellar" Value. */
function productWord(text: string): string {
  if (/\bowe/.test(text)) return 'Owed';
  if (/\bearnings\b/.test(text)) return 'Earnings';
  if (/\bearn/.test(text)) return 'Earned';
  // ("work out the pay for each job": the figure asked of each row names it.)
  const each = /\b(pay|cost|fee|charge|price|wage)s? (?:for|of|on) (?:each|every)\b/.exec(text)?.[1];
  if (each) return sentenceCase(each);
  // ("total weekly income", "weekly income overall": the period the rows cover names it too.)
  const said = /\b(?:total|overall|whole) (?:(daily|weekly|monthly|yearly) )?(value|worth|takings|revenue|income|sales|cost|spend|bill)\b/.exec(text)
    ?? /\b(?:(daily|weekly|monthly|yearly) )?(takings|revenue|income|sales)(?: (?:overall|in total|altogether|all together))?\b/.exec(text);
  const head = said?.[2];
  if (!head) return 'Amount';
  return head === 'worth' ? 'Value' : sentenceCase(said[1] ? `${said[1]} ${head}` : head);
}

/** "the total still owed" over a row's price or quantity, which its worth (price × quantity) not yet paid answers instead. */
function productTotals(plan: Plan, rate: Attribute, qty: Attribute): Plan['computations'] {
  // ("price per walk … total weekly income": prices per walk added up are no figure anyone asked; the worth's total answers.)
  const word = rate.label.toLowerCase().split(' ')[0];
  const perUnit = new RegExp(`\\b${word}s? (?:per|a|an|each|for each) [a-z]+`).test(plan.text) && !new RegExp(`\\btotal (?:of )?(?:the )?${word}`).test(plan.text);
  return plan.computations.filter((c) => c.fn === 'sum' && !c.per && ((c.where && (c.field === rate.name || c.field === qty.name)) || (!c.where && c.field === rate.name && perUnit)));
}

/** "Starts with 3 items: tent, torch, stove", short enough for a feature line however many there are. */
function startsWith(items: string[], noun: string): string {
  const shown = items.length > 6 ? [...items.slice(0, 5), `${items.length - 5} more`] : items;
  const line = `Starts with ${count(items.length, noun)}: ${shown.join(', ')}`;
  return line.length <= 160 ? line : `${line.slice(0, 157)}…`;
}

/** The list shows what the search matches and, while "Hide done" is on, only records not ticked off. */
function listFilter(plan: Plan, toggle: Attribute | undefined): { filter?: string } {
  const parts = [
    ...(plan.list.search ? [`(len(query) == 0 || contains(lower(item.${plan.list.search}), lower(query)))`] : []),
    ...(plan.list.hideTicked && toggle ? [`(!hideTicked || !item.${toggle.name})`] : []),
  ];
  if (parts.length === 0) return {};
  // One condition keeps the filter exactly as it was before the switch existed.
  return { filter: parts.length === 1 && plan.list.search ? `len(query) == 0 || contains(lower(item.${plan.list.search}), lower(query))` : parts.join(' && ') };
}

/** Above the list: the search box, and "a switch to hide the done ones" (remembered between visits). */
function listControls(plan: Plan, L: string, subject: Subject, attrs: Attribute[], toggle: Attribute | undefined, state: StateVar[]): Component[] {
  const out: Component[] = plan.list.search ? [input(`${L}_search`, 'query', 'text', `Search ${subject.plural} by ${label(attrs, plan.list.search)}`)] : [];
  if (plan.list.hideTicked && toggle) {
    state.push({ name: 'hideTicked', type: 'bool', initial: false, persist: true });
    out.push(switchOf(`${L}_hide_ticked`, 'hideTicked', `Hide ${toggle.label.toLowerCase()}`));
  }
  return out;
}

/** "Please enter the name"; a field named by a preposition ("From") is asked for by its label. */
function askFor(label: string): string {
  return /^(?:from|to|at|on|in|by|with)$/i.test(label) ? `Please fill in "${label}"` : `Please enter the ${label.toLowerCase()}`;
}
