import { describe, expect, test } from 'vitest';
import tips from './tips.json';
import { tipsTopicFor } from './tips';

describe('the tips library', () => {
  test('every topic has a title, labels, its own words and at least 12 written rows', () => {
    const seen = new Map<string, string>();
    for (const [topic, entry] of Object.entries(tips)) {
      expect(entry.title.length, topic).toBeGreaterThan(3);
      expect(entry.rows.length, topic).toBeGreaterThanOrEqual(12);
      for (const [front = '', back = ''] of entry.rows) {
        expect(front.length, `${topic}: ${front}`).toBeLessThanOrEqual(60);
        expect(back, `${topic}: ${front}`).toMatch(/^[A-Z].{10,}[.!]$/);
      }
      for (const word of entry.words) {
        expect(seen.get(word), `"${word}" in ${topic} and ${seen.get(word)}`).toBeUndefined();
        seen.set(word, topic);
      }
    }
  });

  test('a prompt finds the topic it speaks of, by whole words and longer phrases first', () => {
    expect(tipsTopicFor('an app with tips for my exams and revision')).toBe('tips-study');
    expect(tipsTopicFor('tips to take care of my new kitten')).toBe('tips-cat');
    // "care" holds "car" but says nothing of cars.
    expect(tipsTopicFor('skin care tips')).not.toBe('tips-car');
    expect(tipsTopicFor('tips for a job interview')).toBe('tips-interview');
    expect(tipsTopicFor('tips for knitting')).toBeUndefined();
  });
});
