import { extractAppName, extractOwnerSubject } from './app-name';
import { accentFor, DEFAULT_ACCENT, DEFAULT_PRIMARY, findThemeColor, wantsDarkMode } from './colors';
import { extractFields, type FieldGuess } from './fields';
import { detectKind, type AppKind } from './kinds';
import { extractNumbers, type NumberFacts } from './numbers';

/** Everything the composer understood from a prompt, before any AppSpec is built. */
export interface PromptAnalysis {
  prompt: string;
  /** The prompt with outer whitespace removed and long prompts shortened, safe to show in the app. */
  text: string;
  kind: AppKind;
  variant: string;
  appName?: string;
  ownerSubject?: string;
  theme: { primary: string; accent: string; dark: boolean; colorName?: string };
  fields: FieldGuess[];
  numbers: NumberFacts;
  /** Significant nouns of the prompt, used by the generic builder so the app reflects what was asked. */
  nouns: string[];
  /** Lower-cased prompt for the builders' simple "does it mention X" checks. */
  lower: string;
}

const FILLER = new Set([
  'app', 'application', 'make', 'me', 'build', 'create', 'simple', 'basic', 'please', 'want', 'need', 'that', 'with',
  'and', 'the', 'for', 'where', 'can', 'which', 'this', 'some', 'have', 'has', 'into', 'from', 'each', 'every', 'them',
  'they', 'their', 'show', 'shows', 'like', 'just', 'also', 'should', 'would', 'could', 'android', 'phone', 'mobile',
  'nice', 'cool', 'small', 'little', 'good', 'great', 'new', 'an', 'a', 'my', 'our', 'your', 'one', 'it', 'is', 'to',
]);

function extractNouns(prompt: string): string[] {
  const words = prompt.toLowerCase().match(/[a-z][a-z'-]{2,}/g) ?? [];
  const seen = new Set<string>();
  return words.filter((word) => !FILLER.has(word) && !seen.has(word) && seen.add(word)).slice(0, 8);
}

export function analyzePrompt(prompt: string): PromptAnalysis {
  const text = prompt.trim().replace(/\s+/g, ' ').slice(0, 2000);
  const { kind, variant } = detectKind(text);
  const color = findThemeColor(text);
  const appName = extractAppName(text);
  const ownerSubject = extractOwnerSubject(text);
  return {
    prompt,
    text,
    kind,
    variant,
    ...(appName ? { appName } : {}),
    ...(ownerSubject ? { ownerSubject } : {}),
    theme: {
      primary: color?.hex ?? DEFAULT_PRIMARY,
      accent: color ? accentFor(color.name) : DEFAULT_ACCENT,
      dark: wantsDarkMode(text),
      ...(color ? { colorName: color.name } : {}),
    },
    fields: extractFields(text),
    numbers: extractNumbers(text),
    nouns: extractNouns(text),
    lower: text.toLowerCase(),
  };
}
