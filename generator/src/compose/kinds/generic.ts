import { occasionTitle, topicTitle } from '../../plan/occasion';
import { makeField, type FieldGuess } from '../analyze/fields';
import { NAMED_COLORS } from '../analyze/colors';
import { pluralize, singularize, toTitleCase } from '../analyze/words';
import { increment } from '../build/actions';
import { assembleSpec } from '../build/assemble';
import { button, card, heading, literal, text } from '../build/components';
import { buildRecordList } from '../build/record-list';
import { numberVar } from '../build/state';
import { type KindBuilder } from './builder';

/** Words that describe the request rather than the app's subject. */
const VAGUE =
  /^(something|anything|thing|stuff|idea|tool|game|list|screen|button|buttons|page|text|color|colour|theme|want|track|log|keep|see|use|let|get|show|save|write|manage|organi[sz]e|record|add|remove|delete|when|them|all|dark|light|mode|called|named|day|daily|every|count|counts|find|need|help|simple)$/;

/** The prompt's main noun, and whether the user wrote it in the plural ("my plants"). */
function subjectNoun(nouns: string[]): { noun: string; plural: boolean } | undefined {
  const word = nouns.find((w) => !VAGUE.test(w) && !NAMED_COLORS[w] && w.length > 2 && !/(ing|ly|ed)$/.test(w));
  return word ? { noun: singularize(word), plural: singularize(word) !== word } : undefined;
}

function fieldsFor(found: FieldGuess[]): FieldGuess[] {
  const usable = found.filter((f) => f.type !== 'bool').slice(0, 5);
  return usable.length > 0 ? usable : [makeField('name', 'text'), makeField('note', 'text')];
}

/**
 * Unknown or vague requests: a working starter built around the prompt's main noun (a saved list of
 * them with the fields mentioned) plus a welcome card, so the user always gets an app to refine.
 */
export const buildGeneric: KindBuilder = (analysis) => {
  const subject = subjectNoun(analysis.nouns);
  const noun = subject?.noun ?? 'item';
  const fields = fieldsFor(analysis.fields);
  const name = !subject ? occasionTitle(analysis.text) ?? topicTitle(analysis.text) ?? 'My App' : subject.plural ? `My ${toTitleCase(pluralize(noun))}` : `${toTitleCase(noun)} App`;
  const parts = buildRecordList(
    { listVar: 'entries', noun, fields, titleField: fields[0]!.name, deleteOn: 'both', emptyText: `No ${noun}s yet` },
    name,
  );
  const welcome = card('welcome_card', [
    heading('welcome_title', `Welcome to ${literal(analysis.appName ?? name)}`),
    text('welcome_text', noun === 'item' ? 'A starter app: add items below, or describe what you want to change.' : `Keep track of your ${noun}s.`),
    button('tap_button', 'Tapped {taps} times', [increment('taps')], { style: 'outlined' }),
  ]);
  const [main, ...others] = parts.screens;
  return assembleSpec(analysis, 'generic', {
    defaultName: name,
    description: analysis.text.split(/\s+/).length >= 4 ? analysis.text.slice(0, 500) : 'A starter app you can refine.',
    features: [`Add ${noun}s with ${fields.map((f) => f.label.toLowerCase()).join(', ')}`, 'Delete with a button or long press', 'Saved on the phone'],
    state: [...parts.state, numberVar('taps', 0, true)],
    screens: [{ ...main!, children: [welcome, ...main!.children] }, ...others],
  });
};
