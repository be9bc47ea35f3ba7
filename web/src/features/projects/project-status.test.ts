import { describe, expect, test } from 'vitest';
import { statusStyle } from './project-status';

describe('statusStyle', () => {
  test('colours built green, building yellow and build_failed red', () => {
    expect(statusStyle('built').badge).toContain('green');
    expect(statusStyle('building').badge).toContain('yellow');
    expect(statusStyle('build_failed').badge).toContain('red');
  });

  test('colours any other status blue with a readable label', () => {
    expect(statusStyle('generated')).toMatchObject({ label: 'Generated' });
    expect(statusStyle('generated').badge).toContain('blue');
    expect(statusStyle('queued_for_review').label).toBe('Queued for review');
  });
});
