import type { AppSpec, GenerationRefusal, GenerationReport, UnbuiltRequest } from '@droidforge/contracts';
import { LANGUAGE_NAMES } from '../understand/language';
import type { Plan } from '../understand/plan';

/** What was built (the app's features) and each part of the request that was not, with why. */
export function reportFor(spec: AppSpec, plan: Plan, extra: UnbuiltRequest[] = []): GenerationReport {
  const notBuilt: UnbuiltRequest[] = [...plan.unbuilt, ...extra];
  for (const clause of plan.unrecognised) {
    notBuilt.push({ request: clause.slice(0, 300), reason: 'not understood, so not built; describe it in other words, or add it with a refinement' });
  }
  return { built: spec.app.features.slice(0, 60), notBuilt: notBuilt.slice(0, 30) };
}

export const SUGGESTIONS = [
  'An expense log with amount, date and a category like food, transport or bills, showing the total per category',
  'A plank timer with presets of 30 seconds, 1 minute and 2 minutes that beeps when time is up',
  'A packing list for a camping trip with checkboxes, already filled with tent, sleeping bag and torch',
];

export function notUnderstood(unbuilt: readonly UnbuiltRequest[] = []): GenerationRefusal {
  // The parts we know we cannot build come first, so the user learns why, not just that.
  const why = unbuilt.map((u) => `"${u.request}" can't be built: ${u.reason}. `).join('');
  return {
    reason: 'not_understood',
    message: `${why}I could not tell what the app should do${why ? ' with the rest' : ''}. Say what it keeps, counts, times or calculates, for example:`,
    suggestions: SUGGESTIONS,
  };
}

export function unsupportedLanguage(lang: string): GenerationRefusal {
  const name = LANGUAGE_NAMES[lang] ?? 'another language';
  return {
    reason: 'unsupported_language',
    message: `Your description looks like ${name}. Apps can be described in English only for now; please describe it in English.`,
    suggestions: SUGGESTIONS.slice(0, 2),
  };
}
