import { APPSPEC_VERSION, type AppSpec, type Screen, type StateVar, type Timer } from '@droidforge/contracts';
import type { PromptAnalysis } from '../analyze/analyze-prompt';
import { packageNameFor } from '../analyze/app-name';

/** What a kind builder decides; assembleSpec adds the parts every app shares (name, theme, version). */
export interface SpecParts {
  /** Used when the prompt names no app. */
  defaultName: string;
  description: string;
  features: string[];
  state: StateVar[];
  screens: Screen[];
  timers?: Timer[];
}

export function assembleSpec(analysis: PromptAnalysis, kind: string, parts: SpecParts): AppSpec {
  const name = analysis.appName ?? parts.defaultName;
  return {
    version: APPSPEC_VERSION,
    app: {
      name,
      packageName: packageNameFor(name),
      description: parts.description,
      features: parts.features,
      kind,
    },
    theme: { primary: analysis.theme.primary, accent: analysis.theme.accent, dark: analysis.theme.dark, textScale: 1 },
    state: parts.state,
    screens: parts.screens,
    timers: parts.timers ?? [],
  };
}

/** A screen; `onStart` actions run each time it opens (restart a timer, recompute today's date). */
export function screen(id: string, title: string, children: Screen['children'], onStart: Screen['onStart'] = []): Screen {
  return { id, title, children, onStart };
}
