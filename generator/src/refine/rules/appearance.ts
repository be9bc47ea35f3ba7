import type { AppSpec, Component } from '@droidforge/contracts';
import { accentFor, colorHex, COLOR_PATTERN } from '../../compose/analyze/colors';
import { withSettings, type SettingKind } from '../../plan/settings';
import type { RefineRule, RuleOutcome } from '../rule';
import { allComponents } from '../spec-edit';

const NAME = `["“']?([A-Za-z0-9][\\w'&+ -]{0,40}?)["”']?`;

export const renameRule: RefineRule = {
  name: 'rename',
  // "rename the Add button to Invite" renames a button, not the app (the change-text edit does it).
  // ("change the title to Lily's Piano": the title in the app bar is the app's name.)
  pattern: new RegExp(`\\b(?:rename(?: the app| it)?(?: to| as)?|call (?:the app|it)|(?:change|set) the (?:app(?:'s)? )?(?:name|title)(?: of the app)? to|name (?:the app|it))\\s+(?:(?:say|read)\\s+)?(?![\\w ]*\\b(?:button|label|text|title|heading|screen|tab|switch|field)s?\\b)${NAME}(?=\\s+and\\b|[.,;!]|$)`, 'i'),
  apply(spec, match) {
    const name = match[1]!.trim();
    const old = spec.app.name;
    spec.app.name = name;
    // The main screen title usually repeats the app name; keep them in step.
    if (spec.screens[0] && spec.screens[0].title === old) spec.screens[0].title = name;
    return { summary: `Renamed the app from ${old} to ${name}.` };
  },
};

export const themeColorRule: RefineRule = {
  name: 'theme colour',
  pattern: new RegExp(
    `\\b(?:${COLOR_PATTERN}[\\s-]+(?:theme|colou?rs?|colou?r scheme|primary|look|style)\\b|(?:theme|primary colou?r|main colou?r|app colou?r)\\s+(?:to\\s+|is\\s+)?${COLOR_PATTERN}\\b|make (?:the app|it|everything) ${COLOR_PATTERN}\\b|(?:change|set|make|turn) (?:the |its )?(?:app(?:'s)? )?colou?r(?: of the app)? (?:to )?${COLOR_PATTERN}\\b)`,
    'i',
  ),
  apply(spec, match) {
    const name = (match[1] ?? match[2] ?? match[3] ?? match[4])!.toLowerCase();
    const hex = colorHex(name)!;
    spec.theme.primary = hex;
    spec.theme.accent = accentFor(name);
    return { summary: `Changed the theme colour to ${name} (${hex}).` };
  },
};

/** "add a dark mode switch", "a setting for bigger text": the user wants to choose while using the app. */
const ASKS_FOR_SWITCH = /\b(switch|toggle|setting|settings|option)\b/i;

/** A settings switch that changes the running app (see plan/settings.ts), in place on the working copy. */
function addSettingSwitch(spec: AppSpec, kind: SettingKind, label?: string): RuleOutcome | string {
  const next = withSettings(spec, [kind]);
  if (next === spec) return kind === 'dark' ? 'The app already has a dark mode switch.' : 'The app already has a bigger text switch.';
  Object.assign(spec, next);
  // "a night mode toggle": the switch reads as the user called it.
  const sw = label ? allComponents(spec).find((c): c is Extract<Component, { type: 'switch' }> => c.type === 'switch' && c.bind === spec.theme.darkSetting) : undefined;
  if (sw && label) sw.label = label;
  return { summary: kind === 'dark' ? `Added a Settings screen with a ${(label ?? 'dark mode').toLowerCase()} switch.` : 'Added a Settings screen with a bigger text switch.' };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const darkModeRule: RefineRule = {
  name: 'dark mode',
  // "a light/dark switch", "dark/light toggle": a theme switch said by both its sides.
  pattern: /\b(dark|night|light)[\s-]?(mode|theme)\b|\bmake it (dark|light)\b|\b(?:light ?\/ ?dark|dark ?\/ ?light|light or dark|dark or light)(?= (?:mode |theme )?(?:switch|toggle|setting|option))/i,
  apply(spec, match) {
    if (ASKS_FOR_SWITCH.test(match.input) && (!/\blight\b/i.test(match[0]) || /\//.test(match[0]) || /\bor\b/i.test(match[0]))) return addSettingSwitch(spec, 'dark', /\bnight\b/i.test(match[0]) ? capitalise(match[0].toLowerCase()) : undefined);
    const turnedOff = /\b(no|without|turn off|disable|remove)\b[^.]*\bdark/i.test(match.input);
    spec.theme.dark = !turnedOff && (match[1] ?? match[3] ?? 'dark').toLowerCase() !== 'light';
    return { summary: spec.theme.dark ? 'Switched to a dark theme.' : 'Switched to a light theme.' };
  },
};

export const textSizeRule: RefineRule = {
  name: 'text size',
  pattern: /\b(?:make )?(?:the )?(buttons?|text|fonts?|everything|letters)\s+(?:a (?:bit|little) )?(bigger|larger|smaller|huge|tiny)\b|\b(bigger|larger|smaller) (text|fonts?|buttons)\b/i,
  apply(spec, match) {
    const word = (match[2] ?? match[3])!.toLowerCase();
    const grow = !/smaller|tiny/.test(word);
    if (grow && ASKS_FOR_SWITCH.test(match.input)) return addSettingSwitch(spec, 'text');
    const before = spec.theme.textScale;
    spec.theme.textScale = Math.round(Math.min(2, Math.max(0.75, before * (grow ? 1.25 : 0.8))) * 100) / 100;
    if (spec.theme.textScale === before) return `The text is already as ${grow ? 'large' : 'small'} as it can be.`;
    const what = /button/i.test(match[0]) ? 'Buttons and text' : 'Text';
    return { summary: `${what} are now ${grow ? 'larger' : 'smaller'} (text scale ${Math.round(spec.theme.textScale * 100)}%).` };
  },
};

/** Text components the user means by "the counter text", "the title", "the total". */
function targetTexts(spec: AppSpec, target: string): Component[] {
  const texts = allComponents(spec).filter((c) => c.type === 'text');
  const word = target.toLowerCase().replace(/s$/, '');
  const named = texts.filter((c) => c.id.includes(word) || (c.type === 'text' && c.text.toLowerCase().includes(word)));
  if (named.length > 0) return named;
  // "the counter text" in a counter app is its big number display.
  const displays = texts.filter((c) => c.type === 'text' && c.size === 'display');
  if (displays.length > 0 && (word === spec.app.kind || /count|number|main|big|result|score/.test(word))) return displays;
  return /^(all|the)?$/.test(word) ? texts : [];
}

export const textColorRule: RefineRule = {
  name: 'text colour',
  pattern: new RegExp(`\\b(?:the\\s+)?([a-z]+)?\\s*(?:text|label|number|display)s?\\s+(?:colou?r\\s+)?(?:to\\s+|in\\s+)?${COLOR_PATTERN}\\b|\\bmake the ([a-z]+) (?:text )?${COLOR_PATTERN}\\b`, 'i'),
  apply(spec, match) {
    const target = (match[1] ?? match[3] ?? '').toLowerCase();
    const colorName = (match[2] ?? match[4])!.toLowerCase();
    const hex = colorHex(colorName)!;
    const texts = targetTexts(spec, target === 'make' ? '' : target);
    if (texts.length === 0) return `I could not find the "${target}" text to colour ${colorName}.`;
    for (const c of texts) if (c.type === 'text') c.color = hex;
    return { summary: `Coloured the ${target ? `${target} ` : ''}text ${colorName} (${hex}).` };
  },
};
