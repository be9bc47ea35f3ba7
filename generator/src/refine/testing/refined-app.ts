import { composeApp } from '../../compose/compose-app';
import { fixedClock, loadPublicPrompts } from '../../compose/testing/public-prompts';
import { SpecRunner } from '../../compose/testing/spec-runner';
import { refine } from '../refine';

const prompts = new Map(loadPublicPrompts().map((p) => [p.id, p.prompt]));

/** A public sample prompt's app, refined by one request, running, after the given taps. */
export function refinedApp(id: string, request: string, ...taps: string[]): SpecRunner {
  const run = new SpecRunner(refine(composeApp(prompts.get(id)!).spec, request).spec, fixedClock());
  for (const tap of taps) run.click(tap);
  return run;
}
