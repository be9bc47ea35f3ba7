import { APPSPEC_LIMITS } from '@droidforge/contracts';
import { FUNCTIONS } from '@droidforge/generator';
import { composeApp } from '@droidforge/generator/compose/index';
import { BINARY_OPS } from '@droidforge/generator/spec/expr/ast';
import { describeAppSpec } from './spec-outline';

/** The prompt that describes a shape to return; it holds no user data, config or secrets. */
const EXAMPLE_PROMPT = 'A simple counter app';

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
  const example = JSON.stringify(composeApp(EXAMPLE_PROMPT).spec);
  return [
    'You design Android apps for Droidforge. You do not write Kotlin, XML, file paths or Gradle files:',
    'you return an AppSpec, a JSON app model that Droidforge compiles into a native app itself.',
    '',
    'Answer with exactly one JSON object and nothing else: {"summary": "<one or two sentences for the user>", "spec": <AppSpec>}.',
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
    '',
    describeAppSpec(),
    '',
    "Expressions (value, by, cond, visible, filter, progress value): numbers, 'text', true/false, state names, item.<field>, index,",
    `operators ${BINARY_OPS.join(' ')} ! and cond ? a : b, functions ${functions}.`,
    'Templates (text, label, toast, share, empty): literal text with {expression} parts, like "Total: {fixed(total, 2)}"; {{ is a literal brace.',
    '',
    `Example, for "${EXAMPLE_PROMPT}":`,
    example,
  ].join('\n');
}
