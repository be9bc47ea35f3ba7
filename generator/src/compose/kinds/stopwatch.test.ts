import { expect, test } from 'vitest';
import { emitProject } from '../../emit/index';
import { composeApp } from '../compose-app';
import { fixedClock } from '../testing/public-prompts';
import { SpecRunner } from '../testing/spec-runner';

const { spec } = composeApp('A stopwatch with start, stop, lap and reset. Show the laps in a list.');

test('a lap split is the time since the previous lap, in the preview and in the Kotlin', () => {
  const run = new SpecRunner(spec, fixedClock());
  run.click('start_button');
  run.tick('ticker', 25);
  run.click('lap_button');
  run.tick('ticker', 1234);
  run.click('lap_button');
  expect((run.state.laps as { split: string }[]).map((l) => l.split)).toEqual(['00:02.5', '02:03.4']);

  const main = Object.entries(emitProject(spec).files).find(([path]) => path.endsWith('/MainActivity.kt'))![1];
  expect(main).toContain('split = (((Expr.pad(Math.floor(((AppState.elapsed - AppState.lastLap) / 60000.0)), 2.0)');
});
