import { toTitleCase } from './words';

// (Letters of any alphabet, so "Café Rota" keeps its é.)
const NAME_WORD = `[\\p{Lu}0-9][\\p{L}\\p{N}_'&+-]*`;
const STOP_AFTER_NAME = /\s+(?:with|that|which|for|and|to|in|where|using|so)\b.*$/i;

function cleanName(raw: string): string | undefined {
  const name = raw.replace(STOP_AFTER_NAME, '').replace(/[.,!?;:]+$/, '').trim();
  if (name.length === 0 || name.length > 30) return undefined;
  return /^[a-z]/.test(name) ? toTitleCase(name) : name;
}

/**
 * The name the user gave the app: "called FitCheck", "named 'Daily Water'", "titled My Pantry", or a
 * CamelCase word right before "app" ("the MoneyBee app"). Undefined when the prompt names none.
 */
export function extractAppName(prompt: string): string | undefined {
  const quoted = /\b(?:called|named|titled|name it|call it)\s*["“'‘]([^"”'’]{1,30})["”'’]/i.exec(prompt);
  if (quoted?.[1]) return cleanName(quoted[1]);
  const called = new RegExp(`\\b(?:called|named|titled|name it|call it)\\s+(${NAME_WORD}(?:\\s+${NAME_WORD}){0,3})`, 'u').exec(prompt);
  if (called?.[1]) return cleanName(called[1]);
  const lowerCalled = /\b(?:called|named|titled|name it|call it)\s+(\p{L}[\p{L}\p{N}_'-]*(?:\s+\p{L}[\p{L}\p{N}_'-]*){0,2})/iu.exec(prompt);
  if (lowerCalled?.[1]) return cleanName(lowerCalled[1]);
  const camel = /\b([A-Z][a-z0-9]+[A-Z][\w]*)\s+app\b/.exec(prompt);
  if (camel?.[1]) return camel[1];
  // "Name: GigBook.", "App name - BrewLog", "BrewLog - for my homebrewing": a name given up front.
  const labelled = /\b(?:app )?name\s*[:=-]\s*["“']?([A-Za-z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})/i.exec(prompt);
  if (labelled?.[1]) return cleanName(labelled[1]);
  // "weight log for my dog Biscuit … put Biscuit in the app name": the name, then what the app is.
  const put = /\b(?:put|use|include|have) ([A-Za-z][\w'-]*) in the (?:app(?:'s)? )?(?:name|title)\b/i.exec(prompt);
  if (put?.[1]) {
    const what = /^(?:an? |my |the )?((?:[a-z]+ ){0,2}(?:log|tracker|list|diary|journal|planner|app|counter|timer))\b/i.exec(prompt.trim())?.[1];
    const owner = put[1].charAt(0).toUpperCase() + put[1].slice(1);
    return what ? cleanName(`${owner}'s ${what.replace(/\b[a-z]/g, (c) => c.toUpperCase())}`) : cleanName(owner);
  }
  // "App: Garden Planner", "App - Sprout.": the name after the word app.
  const app = /^[Aa]pp\s*[:=–—-]\s*((?:[A-Z][\w']*)(?:\s+[A-Z][\w']*){0,2})(?=\s*(?:[.:\n–—-]|$))/.exec(prompt.trim());
  if (app?.[1]) return cleanName(app[1]);
  const leading = /^([A-Z][a-z0-9]+[A-Z]\w*)\s*[-–—:]\s/.exec(prompt.trim());
  if (leading?.[1]) return leading[1];
  // "Water Buddy: tap once per glass", "Tip Split — bill amount": two or three capitalised words up front.
  const titled = /^((?:[A-Z][\w']*\s){1,2}[A-Z][\w']*)\s*[–—:]\s/.exec(prompt.trim());
  if (titled?.[1]) return cleanName(titled[1]);
  return undefined;
}

/** "for my bakery" -> "bakery"; the owner's business or subject, used by info and generic apps. */
export function extractOwnerSubject(prompt: string): string | undefined {
  const match = /\bfor (?:my|our|the) ([a-z][a-z' -]{1,30}?)(?=\s+(?:showing|that|with|which|where|to|so|and)\b|[.,:;!]|$)/i.exec(prompt);
  return match?.[1]?.trim();
}

/** A valid Android package name derived from the app name (letters and digits only, never a keyword). */
export function packageNameFor(appName: string): string {
  let slug = appName.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]/g, '');
  if (!/^[a-z]/.test(slug)) slug = `app${slug}`;
  if (slug.length > 30) slug = slug.slice(0, 30);
  if (JAVA_KEYWORDS.has(slug)) slug = `${slug}app`;
  return `com.droidforge.${slug}`;
}

const JAVA_KEYWORDS = new Set([
  'abstract', 'assert', 'boolean', 'break', 'byte', 'case', 'catch', 'char', 'class', 'const', 'continue', 'default',
  'do', 'double', 'else', 'enum', 'extends', 'final', 'finally', 'float', 'for', 'goto', 'if', 'implements', 'import',
  'instanceof', 'int', 'interface', 'long', 'native', 'new', 'package', 'private', 'protected', 'public', 'return',
  'short', 'static', 'strictfp', 'super', 'switch', 'synchronized', 'this', 'throw', 'throws', 'transient', 'try',
  'void', 'volatile', 'while', 'true', 'false', 'null', 'fun', 'val', 'var', 'object', 'when', 'is', 'in', 'typealias',
]);
