import { APPSPEC_LIMITS } from '@droidforge/contracts';
import { FUNCTIONS } from '@droidforge/generator';
import { composeApp } from '@droidforge/generator/compose/index';
import { BINARY_OPS } from '@droidforge/generator/spec/expr/ast';
import { describeAppSpec } from './spec-outline';

/**
 * Example prompts whose composer-built answers show the shape to return: records with typed fields
 * and totals, a form with formulas, a counter with limits. They hold no user data, config or secrets.
 */
const EXAMPLE_PROMPTS = [
  'A simple counter app',
  'Expense tracker: add expenses with amount, category and note, show the total spent this month',
  'tip calculator: bill amount, tip percentage slider, number of people, shows tip and total per person',
];

let cached: string | undefined;

/**
 * The system prompt shared by generation and refinement: what an AppSpec is (outline derived from
 * the schema), the rules the emitter relies on, and one composer-built example. Built once.
 */
export function systemPrompt(): string {
  cached ??= buildSystemPrompt();
  return cached;
}

function buildSystemPrompt(): string {
  const L = APPSPEC_LIMITS;
  const functions = Object.values(FUNCTIONS).map((f) => f.signature).join(', ');
  return [
    'You design Android apps for Droidforge. You do not write Kotlin, XML, file paths or Gradle files:',
    'you return an AppSpec, a JSON app model that Droidforge compiles into a native app itself.',
    '',
    'Answer with exactly one JSON object and nothing else:',
    '{"summary": "<one or two sentences for the user>", "spec": <AppSpec>, "report": {"built": [<feature>, …], "notBuilt": [{"request": "<their words>", "reason": "<why, and what was built instead>"}]}}.',
    '',
    'Build everything the prompt asks for, together in one app: records with typed fields (text, number, money, date, time, choice, yes/no) with add/edit/delete/search/sort;',
    'totals, averages and per-group figures; forms with formulas; timers; counters with goals, limits and steps; dates and countdowns; several screens; settings whose switches change the app.',
    'Name the app and its texts after the subject of the prompt, with correct plurals. Write real content for the subject, never placeholders like "Item 1".',
    'report.built lists the features as built, as short sentences ("Add, edit and delete expenses"). report.notBuilt lists each part of the request you did not build, with the reason:',
    'generated apps work offline on the phone, so live data from the internet, accounts, payments, notifications, camera, GPS and maps cannot be built; build the closest useful offline app.',
    'If you understand too little of the prompt to build something useful, or it is not written in English, build nothing and answer',
    '{"summary": "<message>", "refusal": {"reason": "not_understood" | "unsupported_language", "message": "<for the user>", "suggestions": ["<2 or 3 prompts you can build>"]}}.',
    'For a change request, return the complete updated spec; report.built lists what you changed and report.notBuilt what you could not do.',
    '',
    'Rules:',
    '- Use only the components and actions below; they map to Android framework widgets. No libraries, web views, network calls, ads or custom code.',
    '- app.packageName is lower-case and dotted with at least two parts, like com.example.tipcalculator; no Java keywords as parts.',
    '- The first screen has id "main". Screen and component ids are snake_case, unique within a screen.',
    '- State variable, field and timer names start with a letter (letters, digits, _); not item, index, load, save or a Java/Kotlin keyword.',
    '- Every bind, list source, action variable, screen, timer and name inside an expression must be declared. Inputs, sliders, radios and selects bind to a state variable of a matching type; switches and checkboxes bind to a bool variable, or item.<field> inside a list item.',
    '- A list variable declares its fields; a list component renders `item` once per entry and may use item.<field> and index.',
    `- Limits: ${L.screens} screens, ${L.componentsPerScreen} components per screen, nesting ${L.depth} deep, ${L.stateVars} state variables, ${L.timers} timers.`,
    '- Set persist: true for data the user would expect to survive closing the app.',
    '- A settings switch that changes the whole app (dark mode, bigger text) binds a persisted bool variable named in theme.darkSetting or theme.largeTextSetting; put such switches on a screen with id "settings".',
    '',
    describeAppSpec(),
    '',
    "Expressions (value, by, cond, visible, filter, progress value): numbers, 'text', true/false, state names, item.<field>, index,",
    `operators ${BINARY_OPS.join(' ')} ! and cond ? a : b, functions ${functions}.`,
    'Templates (text, label, toast, share, empty): literal text with {expression} parts, like "Total: {fixed(total, 2)}"; {{ is a literal brace.',
    '',
    ...EXAMPLE_PROMPTS.flatMap((prompt) => ['', `Example, for "${prompt}":`, exampleAnswer(prompt)]),
  ].join('\n');
}

function exampleAnswer(prompt: string): string {
  const { spec } = composeApp(prompt);
  return JSON.stringify({ summary: `Built ${spec.app.name}.`, spec, report: { built: spec.app.features, notBuilt: [] } });
}
