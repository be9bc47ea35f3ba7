import { append, clear, quote, set, toast, when } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, card, display, input, list, row, text } from '../build/components';
import { listVar, numberVar, textVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

const ANSWERS = ['Yes', 'No', 'Maybe', 'Definitely', 'Not now', 'Ask again later'];

/** Yes/no decision maker: type a question, get a random answer. */
export const buildDecision: KindBuilder = (analysis) =>
  assembleSpec(analysis, 'random', {
    defaultName: 'Decision Maker',
    description: describe(analysis, 'Let the phone decide.'),
    features: ['Type a question', `Random answer (${ANSWERS.join(', ')})`],
    state: [textVar('question'), textVar('answer'), numberVar('pick')],
    screens: [
      screen('main', 'Decide', [
        input('question_input', 'question', 'text', 'Your question'),
        button('decide_button', 'Decide', [
          set('pick', `random(0, ${ANSWERS.length - 1})`),
          set('answer', ANSWERS.reduceRight((rest, a, i) => (i === ANSWERS.length - 1 ? quote(a) : `pick == ${i} ? ${quote(a)} : ${rest}`), '')),
        ]),
        display('answer_text', "{answer == '' ? '🎱' : answer}"),
      ]),
    ],
  });

/** Random number generator between a minimum and maximum, with recent results. */
export const buildRandomNumber: KindBuilder = (analysis) => {
  const range = analysis.numbers.range ?? { min: 1, max: 100 };
  return assembleSpec(analysis, 'random', {
    defaultName: 'Random Number',
    description: describe(analysis, 'Pick random numbers.'),
    features: ['Minimum and maximum', 'Generate a random number', 'Recent results'],
    state: [numberVar('low', range.min, true), numberVar('high', range.max, true), numberVar('result'), listVar('results', [{ name: 'n', type: 'number' }, { name: 'value', type: 'number' }], [], false)],
    screens: [
      screen('main', 'Random Number', [
        row('range_row', [input('low_input', 'low', 'number', 'From'), input('high_input', 'high', 'number', 'To')]),
        display('result_text', '{result}'),
        button('generate_button', 'Generate', [set('result', 'random(low, high)'), append('results', { n: 'count(results) + 1', value: 'result' })]),
        list('results_list', 'results', [text('result_item', '#{item.n}: {item.value}')], 'No numbers yet', { sortBy: { field: 'n', descending: true } }),
        button('clear_button', 'Clear', [clear('results')], { style: 'text' }),
      ]),
    ],
  });
};

/** "into 3 teams", "four teams": how many teams to deal into (2 unless the prompt says; at most 6). */
const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };
export function teamCount(prompt: string): number {
  const m = /\b(\d+|two|three|four|five|six) (?:random |equal |even )?(?:teams|groups|sides)\b/i.exec(prompt);
  const n = m ? (NUMBER_WORDS[m[1]!.toLowerCase()] ?? Number(m[1])) : 2;
  return Math.min(6, Math.max(2, n));
}

/** Capitalised names the prompt lists after "are", "in it" or a colon: "Sam, Jo, Priya and Lee". */
function namesIn(prompt: string): string[] {
  // ("start it with Amir, Bella, Chloe and Dev": the names the list starts with.)
  const m = /(?:\bare|\bis|\binclude|\bincludes|\bin it|:|\bstart(?:s|ing)? (?:it |the list |them |off |it off )?with)\s*((?:[A-Z][a-z'-]+, )+[A-Z][a-z'-]+(?:,? (?:and|or|&) [A-Z][a-z'-]+)?)/.exec(prompt);
  return m ? m[1]!.split(/,\s*|\s+(?:and|or|&)\s+/).map((x) => x.trim()).filter(Boolean) : [];
}

/** Team shuffler: add players; each gets a random ticket, and "Shuffle" re-deals everyone into N teams. */
export const buildTeamShuffler: KindBuilder = (analysis) => {
  const teams = teamCount(analysis.prompt);
  // "type in the kids' names": the people are called what the prompt calls them.
  const people = /\b(kids|children|players|students|pupils|friends|members|guests|employees|colleagues|runners|swimmers)\b/.exec(analysis.lower)?.[1] ?? (/\bmy class\b/.test(analysis.lower) ? 'students' : 'players');
  // "members are Sam, Jo, Priya", "with my class already in it: Ava, Ben": the people start on the list.
  // "a random name picker … plus teams", "a button that picks who chooses the next song": one person picked too.
  const picker = /\b(?:name picker|picker|picks? (?:one|a name|someone|who)|who (?:goes|chooses|picks) (?:first|next))\b/.test(analysis.lower);
  const given = namesIn(analysis.prompt).map((name, i) => ({ name, ticket: ((i + 1) * 7919) % 9972 + 1 }));
  const one = people === 'children' ? 'child' : people.replace(/s$/, '');
  const team = (n: number) => `((item.ticket * seed) % 9973) % ${teams} == ${n - 1}`;
  const teamList = (n: number) =>
    card(`team${n}_card`, [
      text(`team${n}_title`, `Team ${n}`, { bold: true, color: 'primary' }),
      list(`team${n}_list`, people, [text(`team${n}_player`, '{item.name}')], 'Nobody yet', { filter: team(n), onItemLongClick: [{ do: 'removeItem', list: people, index: 'index' }] }),
    ]);
  return assembleSpec(analysis, 'random', {
    defaultName: 'Team Shuffler',
    description: describe(analysis, 'Split players into random teams.'),
    features: [`Add ${people}`, `Shuffle into ${teams} teams`, ...(picker ? [`Pick one of the ${people} at random`] : []), ...(given.length ? [`Starts with ${given.length} ${people}`] : []), `Long press to remove a ${one}`, `${people.charAt(0).toUpperCase()}${people.slice(1)} saved`],
    state: [listVar(people, [{ name: 'name', type: 'text' }, { name: 'ticket', type: 'number' }], given, true), textVar('newName'), numberVar('seed', 1, true), ...(picker ? [textVar('picked')] : [])],
    screens: [
      screen('main', 'Teams', [
        row('add_row', [
          input('name_input', 'newName', 'text', `${one.charAt(0).toUpperCase()}${one.slice(1)}'s name`),
          button('add_player_button', 'Add', [when('len(newName) > 0', [append(people, { name: 'newName', ticket: 'random(1, 9972)' }), clear('newName')], [toast('Type a name')])]),
        ]),
        button('shuffle_button', 'Shuffle teams', [set('seed', 'random(1, 9972)'), toast('Teams shuffled')]),
        ...(picker ? [
          button('pick_button', `Pick one of the ${people}`, [when(`len(${people}) > 0`, [set('picked', `str(get(${people}, random(0, len(${people}) - 1), 'name'))`)], [toast(`Add ${people} first`)])]),
          text('picked_text', `{len(picked) > 0 ? 'Picked: ' + picked : ''}`, { bold: true }),
        ] : []),
        ...Array.from({ length: teams }, (_, i) => teamList(i + 1)),
      ]),
    ],
  });
};
