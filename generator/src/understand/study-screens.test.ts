import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { SpecRunner } from '../compose/testing/spec-runner';
import { validateSpec } from '../spec/validate';
import { understand } from './understand';

const cardsOf = (prompt: string) => {
  const { spec } = composeApp(prompt);
  expect(validateSpec(spec)).toEqual([]);
  const list = spec.state.find((v) => v.type === 'list')!;
  return { spec, list: list.name, fields: (list.fields ?? []).map((f) => `${f.name}:${f.type}`) };
};

describe('flashcards the user writes are studied on a screen of their own', () => {
  test('cards whose sides are written with a plus keep those two sides as their fields', () => {
    expect(understand('flash cards for chemistry: i add a symbol + element name').study).toBeDefined();
    const plan = understand('flashcards for history class. I write a date + event on each one and then quiz myself');
    expect(plan.subject?.attributes.map((a) => a.name)).toEqual(['date', 'event']);
    expect(plan.study).toEqual({ front: 'date', back: 'event' });
  });

  test('a deck with a study screen adds cards on one screen and reveals each answer on the other, counting the ones known', () => {
    const { spec, list, fields } = cardsOf("Flash cards for my driving theory test. A screen where I add cards (question and answer) and a study mode where I go through them, tap to show the answer and hit 'I knew it' to count how many I got");
    expect(fields).toEqual(['question:text', 'answer:text']);
    expect(spec.screens.map((s) => s.title)).toEqual(['Flashcards', 'Study']);
    const app = new SpecRunner(spec);
    for (const [q, a] of [['Speed limit in town?', '50'], ['Stop sign shape?', 'Octagon']]) {
      Object.assign(app.state, { newQuestion: q, newAnswer: a });
      app.click(`${list}_add`);
    }
    app.click('open_study_1');
    expect(app.visibleItems('study_card_list')).toEqual([0]);
    expect(app.text('study_front', 0)).toBe('Speed limit in town?');
    expect(app.isVisible('study_back', 0)).toBe(false);
    app.clickItem('study_card_list', 0);
    expect(app.isVisible('study_back', 0)).toBe(true);
    expect(app.text('study_back', 0)).toBe('50');
    app.click('study_known');
    expect(app.visibleItems('study_card_list')).toEqual([1]);
    expect(app.isVisible('study_back', 1)).toBe(false);
    app.click('study_next');
    expect(app.visibleItems('study_card_list')).toEqual([]);
    expect(app.text('study_score')).toBe('I knew it: 1');
    // The known button does nothing more once the deck is done; opening the screen again starts over.
    app.click('study_known');
    expect(app.state.studyKnown).toBe(1);
    app.open('study_1');
    expect(app.visibleItems('study_card_list')).toEqual([0]);
    expect(app.state.studyKnown).toBe(0);
  });

  test('adding words with their meaning keeps words, each a word and its meaning, still searchable and studied', () => {
    const { spec, list, fields } = cardsOf('latin vocab flashcards. let me add words with their english meaning and search them');
    expect(list).toBe('words');
    expect(fields).toEqual(['word:text', 'englishMeaning:text']);
    expect(spec.screens.map((s) => s.id)).toContain('study_1');
  });

  test('flashcards whose prompt names no sides still use the shipped deck with its flip and sample cards', () => {
    const { spec } = composeApp('flashcards for learning the planets');
    expect(spec.app.kind).toBe('flashcards');
    expect(spec.screens).toHaveLength(1);
  });
});
