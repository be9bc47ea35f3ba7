import type { Action, Component, StateVar, Timer } from '@droidforge/contracts';
import { clear, increment, quote, set, startTimer, stopTimer, toast, when } from '../compose/build/actions';
import { button, display, grid, input, text } from '../compose/build/components';
import type { GamePlan } from '../understand/plan';

/** Small games whose sizes and content follow the prompt: N×N boards, N pairs, ranges and tries. */
export interface GameParts {
  state: StateVar[];
  children: Component[];
  features: string[];
  name: string;
  timers?: Timer[];
}

const txt = (name: string, initial = ''): StateVar => ({ name, type: 'text', initial, persist: false });
const num = (name: string, initial = 0, persist = false): StateVar => ({ name, type: 'number', initial, persist });
const bool = (name: string): StateVar => ({ name, type: 'bool', initial: false, persist: false });
/** Handlers hold at most 30 actions: long lists run as chunks inside always-true ifs. */
const chunked = (actions: Action[]): Action[] => {
  const out: Action[] = [];
  for (let i = 0; i < actions.length; i += 25) out.push(when('true', actions.slice(i, i + 25)));
  return out;
};

export function buildGame(g: GamePlan): GameParts {
  if (g.type === 'grid') return gridGame(Math.min(5, Math.max(3, g.size ?? 3)));
  if (g.type === 'guess') return guessGame(g.range ?? [1, 100], g.tries);
  if (g.type === 'taps') return tapGame(g.seconds ?? 10);
  return memoryGame(Math.min(8, Math.max(2, g.size ?? 4)), g.theme ?? 'animal', g.faces);
}

function gridGame(n: number): GameParts {
  const cells = [...Array(n * n).keys()];
  const lines = [
    ...[...Array(n).keys()].map((r) => [...Array(n).keys()].map((c) => r * n + c)),
    ...[...Array(n).keys()].map((c) => [...Array(n).keys()].map((r) => r * n + c)),
    [...Array(n).keys()].map((i) => i * n + i),
    [...Array(n).keys()].map((i) => i * n + (n - 1 - i)),
  ];
  const full = cells.map((c) => `c${c} != ''`).join(' && ');
  const cell = (c: number) => button(`cell_${c}`, `{c${c} == '' ? ' ' : c${c}}`, [
    when(`c${c} == '' && winner == ''`, [
      set(`c${c}`, 'turn'),
      ...lines.map((l) => when(l.map((k) => `c${k} == turn`).join(' && '), [set('winner', 'turn')])),
      when("winner == ''", [when(full, [set('winner', "'Draw'")], [set('turn', "turn == 'X' ? 'O' : 'X'")])]),
    ]),
  ], { style: 'outlined' });
  const restart = [...cells.map((c) => set(`c${c}`, "''")), set('winner', "''"), set('turn', "'X'")];
  return {
    name: n === 3 ? 'Tic Tac Toe' : `Tic Tac Toe ${n}×${n}`,
    state: [...cells.map((c) => txt(`c${c}`)), txt('turn', 'X'), txt('winner')],
    children: [
      display('status_text', "{winner == 'Draw' ? 'Draw!' : winner != '' ? winner + ' wins!' : turn + ' to play'}", { size: 'headline' }),
      grid('board', n, cells.map(cell)),
      button('restart_button', 'Restart', chunked(restart)),
    ],
    features: [`${n}×${n} board`, 'Two players take turns on one phone', `${n} in a row wins; draws are detected`, 'Restart'],
  };
}

function guessGame([lo, hi]: [number, number], tries?: number): GameParts {
  const newGame = [set('secret', `random(${lo}, ${hi})`), set('tries', '0'), set('over', 'false'), set('hint', quote(`Guess a number from ${lo} to ${hi}`)), clear('guess')];
  const lost = tries ? [when(`tries >= ${tries}`, [set('over', 'true'), set('hint', `'Out of tries! It was ' + str(secret)`)])] : [];
  return {
    name: 'Guess the Number',
    state: [num('secret'), num('guess'), num('tries'), bool('over'), txt('hint', `Guess a number from ${lo} to ${hi}`)],
    children: [
      display('hint_text', '{hint}', { size: 'title' }),
      input('guess_input', 'guess', 'number', 'Your guess'),
      button('guess_button', 'Guess', [
        when('secret == 0', [set('secret', `random(${lo}, ${hi})`)]),
        when('over', [toast('Start a new game')], [
          increment('tries'),
          when('guess == secret', [set('over', 'true'), set('hint', "'Correct in ' + str(tries) + (tries == 1 ? ' try!' : ' tries!')")], [
            set('hint', "guess < secret ? 'Higher than ' + str(guess) : 'Lower than ' + str(guess)"),
            ...lost,
          ]),
        ]),
      ]),
      text('tries_text', tries ? `Tries: {tries} of ${tries}` : 'Tries: {tries}', { align: 'center' }),
      button('new_game_button', 'New game', newGame, { style: 'outlined' }),
    ],
    features: [`Secret number from ${lo} to ${hi}`, 'Says higher or lower after each guess', ...(tries ? [`${tries} tries per game`] : ['Counts tries'])],
  };
}

/** Taps counted while the countdown runs; Start begins a round, and the best round is kept on the phone. */
function tapGame(seconds: number): GameParts {
  const over: Action[] = [stopTimer('tick'), set('playing', 'false'), set('left', '0'), when('taps > best', [set('best', 'taps'), toast("Time's up! New best: {taps} taps")], [toast("Time's up! {taps} taps")])];
  return {
    name: 'Tap Race',
    state: [num('taps'), num('left', seconds), bool('playing'), num('best', 0, true)],
    timers: [{ id: 'tick', intervalMs: 1000, onTick: [when('left > 1', [increment('left', '-1')], over)] }],
    children: [
      display('time_text', '{left} s', { size: 'headline' }),
      text('taps_text', 'Taps: {taps}', { size: 'title', bold: true, align: 'center' }),
      button('tap_button', "{playing ? 'TAP!' : 'Press Start'}", [when('playing', [increment('taps')])]),
      button('start_button', 'Start', [when('!playing', [set('taps', '0'), set('left', String(seconds)), set('playing', 'true'), startTimer('tick')])], { style: 'outlined' }),
      text('best_text', 'Best: {best} taps', { align: 'center' }),
    ],
    features: [`Tap as many times as you can in ${seconds} seconds`, 'Counts the taps while the time runs', 'Keeps your best score'],
  };
}

const FACES: Record<string, string[]> = {
  animal: ['🐶 Dog', '🐱 Cat', '🐰 Rabbit', '🦊 Fox', '🐻 Bear', '🐼 Panda', '🐸 Frog', '🐵 Monkey'],
  fruit: ['🍎 Apple', '🍌 Banana', '🍇 Grapes', '🍒 Cherry', '🍓 Strawberry', '🍍 Pineapple', '🍉 Melon', '🍋 Lemon'],
  food: ['🍕 Pizza', '🍔 Burger', '🍩 Donut', '🍪 Cookie', '🍣 Sushi', '🌮 Taco', '🍦 Ice cream', '🥐 Croissant'],
  vehicle: ['🚗 Car', '🚌 Bus', '🚲 Bike', '✈️ Plane', '🚀 Rocket', '🚂 Train', '🚁 Helicopter', '⛵ Boat'],
  flower: ['🌹 Rose', '🌻 Sunflower', '🌷 Tulip', '🌼 Daisy', '🌸 Blossom', '🪻 Lavender', '🌺 Hibiscus', '💐 Bouquet'],
};

/** Three fixed deals (there are no arrays to shuffle); "New game" picks one at random. */
function deals(pairs: number): number[][] {
  const base = [...Array(pairs * 2).keys()].map((i) => i % pairs);
  return [7, 11, 13].map((step) => base.map((_, i) => base[(i * step + 3) % base.length]!)).map((d) => (isPermutation(d, pairs) ? d : base));
}
const isPermutation = (d: number[], pairs: number) => [...Array(pairs).keys()].every((p) => d.filter((x) => x === p).length === 2);

/** Pictures for things the prompt may name beside the themes' own. */
const MORE_FACES = ['🐮 Cow', '🐷 Pig', '🦆 Duck', '🐑 Sheep', '🐴 Horse', '🐔 Chicken', '🦁 Lion', '🐯 Tiger', '🐘 Elephant', '🐭 Mouse', '🦉 Owl', '🐟 Fish', '🐧 Penguin', '🦒 Giraffe', '🐢 Turtle', '🐝 Bee', '🦋 Butterfly', '🐨 Koala', '🦓 Zebra', '🐍 Snake', '🦄 Unicorn', '🦖 Dinosaur', '🍐 Pear', '🍊 Orange', '🥕 Carrot', '⭐ Star', '❤️ Heart', '⚽ Ball', '🏠 House', '🌙 Moon', '☀️ Sun', '🌈 Rainbow', '🚜 Tractor'];

/** A named thing's card: its picture when one is known ("cat" is 🐱 Cat), else its word. */
function faceFor(word: string): string {
  const title = word.charAt(0).toUpperCase() + word.slice(1);
  const known = [...Object.values(FACES).flat(), ...MORE_FACES].find((f) => f.slice(f.indexOf(' ') + 1).toLowerCase() === word.toLowerCase());
  return known ?? title;
}

/** A card's word, without its picture. */
const faceWord = (face: string) => (/^\p{L}/u.test(face) ? face : face.slice(face.indexOf(' ') + 1)).toLowerCase();

function memoryGame(pairs: number, theme: string, named?: string[]): GameParts {
  const faces = named && named.length >= pairs ? named.slice(0, pairs).map(faceFor) : (FACES[theme] ?? FACES.animal!).slice(0, pairs);
  const cards = [...Array(pairs * 2).keys()];
  const ds = deals(pairs);
  const faceOf = (which: string) => `(${cards.reduceRight((rest, c) => (c === cards.length - 1 ? `v${c}` : `${which} == ${c} ? v${c} : ${rest}`), '')})`;
  const hide: Action[] = [when('second >= 0', [...cards.map((c) => set(`r${c}`, `m${c}`)), set('first', '-1'), set('second', '-1')])];
  const card = (c: number) => button(`card_${c}`, `{r${c} || m${c} ? v${c} : '❓'}`, [
    ...hide,
    when(`!r${c} && !m${c}`, [
      set(`r${c}`, 'true'),
      when('first < 0', [set('first', String(c))], [
        set('second', String(c)), increment('moves'),
        when(`${faceOf('first')} == v${c}`, [
          set(`m${c}`, 'true'), ...cards.map((k) => when(`first == ${k}`, [set(`m${k}`, 'true')])).slice(0, 20),
          increment('pairs'), set('first', '-1'), set('second', '-1'),
          when(`pairs == ${pairs}`, [toast('All pairs found in {moves} moves!')]),
        ]),
      ]),
    ]),
  ], { style: 'outlined' });
  const newGame: Action[] = [
    set('deal', `random(0, ${ds.length - 1})`),
    ...cards.map((c) => set(`v${c}`, `deal == 0 ? ${quote(faces[ds[0]![c]!]!)} : deal == 1 ? ${quote(faces[ds[1]![c]!]!)} : ${quote(faces[ds[2]![c]!]!)}`)),
    ...cards.flatMap((c) => [set(`r${c}`, 'false'), set(`m${c}`, 'false')]),
    set('moves', '0'), set('pairs', '0'), set('first', '-1'), set('second', '-1'),
  ];
  return {
    name: 'Memory',
    state: [
      ...cards.map((c) => txt(`v${c}`, faces[ds[0]![c]!]!)), ...cards.map((c) => bool(`r${c}`)), ...cards.map((c) => bool(`m${c}`)),
      num('first', -1), num('second', -1), num('moves'), num('pairs'), num('deal'),
    ],
    children: [
      text('status_text', `{pairs == ${pairs} ? 'You found all pairs!' : 'Find the pairs'}`, { size: 'title', bold: true, align: 'center' }),
      grid('cards', pairs * 2 <= 9 ? 3 : 4, cards.map(card)),
      text('moves_text', `Moves: {moves} · Pairs: {pairs} / ${pairs}`, { align: 'center' }),
      button('new_game_button', 'New game', chunked(newGame)),
    ],
    features: [`${pairs * 2} cards, ${pairs} pairs of ${theme}s (${faces.map(faceWord).join(', ')})`, 'Turn two cards per move', 'Counts moves', 'New game deals again'],
  };
}
