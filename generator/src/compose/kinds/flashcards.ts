import { deckFor } from '../content/flashcard-decks';
import { append, clear, increment, set, toast, when } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, card, display, input, list, row, text } from '../build/components';
import { boolVar, listVar, numberVar, textVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

/** Flashcards: tap the card to flip it, previous/next, and a form to add cards (saved). */
export const buildFlashcards: KindBuilder = (analysis) => {
  const cards = deckFor(analysis.lower);
  const move = (delta: number, guard: string) => [when(guard, [increment('current', String(delta)), set('flipped', 'false')])];
  return assembleSpec(analysis, 'flashcards', {
    defaultName: /\bspanish\b/.test(analysis.lower) ? 'Spanish Flashcards' : 'Flashcards',
    description: describe(analysis, 'Flashcards to study.'),
    features: ['Tap the card to flip it', 'Next and previous buttons', `${cards.length} sample cards`, 'Add your own cards'],
    state: [
      listVar('cards', [{ name: 'front', type: 'text' }, { name: 'back', type: 'text' }], cards.map((c) => ({ ...c })), true),
      numberVar('current'),
      boolVar('flipped'),
      textVar('newFront'),
      textVar('newBack'),
    ],
    screens: [
      screen('main', 'Flashcards', [
        text('position_text', 'Card {min(current + 1, count(cards))} of {count(cards)}', { align: 'center', color: 'muted' }),
        list('card_list', 'cards', [
          card('flash_card', [
            display('card_text', '{flipped ? item.back : item.front}'),
            text('card_hint', "{flipped ? 'Answer' : 'Tap to flip'}", { align: 'center', color: 'muted' }),
          ]),
        ], 'No cards yet. Add one below.', { filter: 'index == current', onItemClick: [set('flipped', '!flipped')] }),
        row('nav_row', [
          button('previous_button', 'Previous', move(-1, 'current > 0'), { style: 'outlined' }),
          button('flip_button', 'Flip', [set('flipped', '!flipped')]),
          button('next_button', 'Next', move(1, 'current + 1 < count(cards)'), { style: 'outlined' }),
        ]),
        input('front_input', 'newFront', 'text', 'Front (word)'),
        input('back_input', 'newBack', 'text', 'Back (meaning)'),
        button('add_card_button', 'Add card', [
          when('len(newFront) > 0 && len(newBack) > 0', [append('cards', { front: 'newFront', back: 'newBack' }), clear('newFront'), clear('newBack'), toast('Card added')], [toast('Fill in both sides')]),
        ], { style: 'text' }),
      ]),
    ],
  });
};
