import { NUMBER_PATTERN, parseNumberWord } from './words';

export interface DurationGuess {
  seconds: number;
  /** The word after the duration ("25 minutes work" -> "work"), used to name timer phases. */
  label?: string;
}

export interface NumberFacts {
  /** "Goal 2000 ml", "daily goal of 10000 steps", "3 liters" (as ml when the unit is litres). */
  goal?: number;
  goalUnit?: string;
  /** "+250ml and +500ml", "+1 +2 +3". */
  presets: number[];
  durations: DurationGuess[];
  /** "from 40 to 200", "1 to 6". */
  range?: { min: number; max: number };
  /** "5 questions", "10 cards". */
  questionCount?: number;
  /** Numbers followed by "%" ("below 10%"). */
  percents: number[];
}

const UNIT_SECONDS: Record<string, number> = { s: 1, sec: 1, second: 1, m: 60, min: 60, minute: 60, h: 3600, hour: 3600 };

function unitSeconds(unit: string): number {
  const key = unit.toLowerCase().replace(/s$/, '').replace(/^secs?$/, 'sec').replace(/^mins?$/, 'min');
  return UNIT_SECONDS[key] ?? 60;
}

/** Converts a goal with a unit into the unit the app counts in (litres become millilitres). */
function normaliseGoal(value: number, unit: string | undefined): { goal: number; goalUnit?: string } {
  const lower = unit?.toLowerCase();
  if (lower && /^(l|liters?|litres?)$/.test(lower)) return { goal: Math.round(value * 1000), goalUnit: 'ml' };
  return lower ? { goal: value, goalUnit: lower } : { goal: value };
}

export function findGoal(prompt: string): { goal: number; goalUnit?: string } | undefined {
  const unit = '(ml|l|liters?|litres?|steps|km|miles|pages|kcal|calories|glasses|minutes|hours|books)?';
  const patterns = [
    new RegExp(`\\bgoal\\s*(?:of|is|to|:|=)?\\s*${NUMBER_PATTERN}\\s*${unit}`, 'i'),
    new RegExp(`\\b${NUMBER_PATTERN}\\s*${unit}\\s+(?:a day|per day|daily|goal|target)`, 'i'),
    new RegExp(`\\btarget\\s*(?:of|is|:)?\\s*${NUMBER_PATTERN}\\s*${unit}`, 'i'),
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(prompt);
    const value = match?.[1] ? parseNumberWord(match[1]) : undefined;
    if (value !== undefined && value > 0) return normaliseGoal(value, match?.[2]);
  }
  return undefined;
}

export function findPresets(prompt: string): number[] {
  return [...prompt.matchAll(/\+\s?(\d+(?:\.\d+)?)/g)].map((match) => Number(match[1]));
}

export function findDurations(prompt: string): DurationGuess[] {
  const pattern = new RegExp(`${NUMBER_PATTERN}[\\s-]*(hours?|hrs?|minutes?|mins?|seconds?|secs?)\\b(?:\\s+(?:of\\s+)?([a-z]+))?`, 'gi');
  return [...prompt.matchAll(pattern)].map((match) => {
    const seconds = (parseNumberWord(match[1] ?? '0') ?? 0) * unitSeconds(match[2] ?? 'min');
    const label = match[3]?.toLowerCase();
    return label && !/^(and|with|a|the|each|per|then|to|or)$/.test(label) ? { seconds, label } : { seconds };
  });
}

export function findRange(prompt: string): { min: number; max: number } | undefined {
  const match = new RegExp(`\\b(?:from|between)?\\s*${NUMBER_PATTERN}\\s*(?:to|-|and|–)\\s*${NUMBER_PATTERN}\\b`, 'i').exec(prompt);
  const min = match?.[1] ? parseNumberWord(match[1]) : undefined;
  const max = match?.[2] ? parseNumberWord(match[2]) : undefined;
  return min !== undefined && max !== undefined && max > min ? { min, max } : undefined;
}

/** Words a number names a place with rather than counts: "year 3", "grade 2", "level 4". */
const LABELS = '(?:year|grade|level|class|stage|ks|unit|lesson|chapter|week|page|book|set)';

export function findQuestionCount(prompt: string): number | undefined {
  // ("about 15 of the tricky year 3 words": 15 is how many; the 3 of "year 3" names which words.)
  const pattern = new RegExp(`\\b${NUMBER_PATTERN}\\s+(?:of\\s+(?:the|these|those|my|our|his|her|their)\\s+)?(?:(?:[a-z-]+|(?<=\\b${LABELS}\\s)\\d+)\\s+){0,3}?(?:questions|cards|words|rounds)\\b`, 'gi');
  for (const match of prompt.matchAll(pattern)) {
    if (new RegExp(`\\b${LABELS}\\s$`, 'i').test(prompt.slice(0, match.index))) continue;
    if (match[1]) return parseNumberWord(match[1]);
  }
  return undefined;
}

export function extractNumbers(prompt: string): NumberFacts {
  const goal = findGoal(prompt);
  const range = findRange(prompt);
  const questionCount = findQuestionCount(prompt);
  return {
    ...(goal ?? {}),
    presets: findPresets(prompt),
    durations: findDurations(prompt),
    ...(range ? { range } : {}),
    ...(questionCount !== undefined ? { questionCount } : {}),
    percents: [...prompt.matchAll(/(\d+(?:\.\d+)?)\s*%/g)].map((match) => Number(match[1])),
  };
}
