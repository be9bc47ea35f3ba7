import { makeField, type FieldGuess } from '../analyze/fields';
import type { PromptAnalysis } from '../analyze/analyze-prompt';
import { text } from '../build/components';
import { buildRecordList, type RecordListConfig } from '../build/record-list';
import { listApp, type KindBuilder } from './builder';

const CATEGORIES = ['Food', 'Transport', 'Shopping', 'Bills', 'Fun', 'Health', 'Other'];
const MOODS = ['😄 Great', '🙂 Good', '😐 Okay', '😕 Low', '😢 Bad'];
const DATE = makeField('date', 'date');

/** The prompt's own fields when it names some, else the tracker's usual ones; always with `required`. */
function fieldsOr(analysis: PromptAnalysis, defaults: FieldGuess[], required: FieldGuess): FieldGuess[] {
  const named = analysis.fields.filter((f) => f.type !== 'bool' && f.name !== 'date');
  const fields = named.length >= 2 ? named.slice(0, 6) : defaults;
  return fields.some((f) => f.name === required.name) ? fields : [required, ...fields];
}

interface TrackerRecipe {
  name: string;
  features: string[];
  config: RecordListConfig;
}

function expenses(analysis: PromptAnalysis): TrackerRecipe {
  const amount = makeField('amount', 'number');
  const fields = fieldsOr(analysis, [amount, makeField('category', 'text'), makeField('note', 'text')], amount);
  const title = fields.find((f) => f.name === 'category') ?? fields.find((f) => f.type === 'text') ?? amount;
  return {
    name: 'Expense Tracker',
    features: [`Add expenses with ${fields.map((f) => f.label.toLowerCase()).join(', ')}`, 'Total spent', 'Newest first', 'Saved on the phone'],
    config: {
      listVar: 'expenses', noun: 'expense', fields: [...fields, DATE], titleField: title.name, requiredField: 'amount',
      deleteOn: 'both', sortBy: { field: 'date', descending: true }, appendDefaults: { date: 'today()' },
      ...(fields.some((f) => f.name === 'category') ? { choices: { category: CATEGORIES } } : {}),
      summary: [text('total_text', "Total spent: {fixed(sum(expenses, 'amount'), 2)}", { size: 'headline', bold: true })],
    },
  };
}

function workouts(analysis: PromptAnalysis): TrackerRecipe {
  const exercise = makeField('exercise', 'text');
  const defaults = [exercise, makeField('sets', 'number'), makeField('reps', 'number'), makeField('weight', 'number')];
  const fields = fieldsOr(analysis, defaults, analysis.fields[0] && analysis.fields[0].type === 'text' ? analysis.fields[0] : exercise);
  return {
    name: 'Workout Log',
    features: [`Record ${fields.map((f) => f.label.toLowerCase()).join(', ')}`, 'History of past workouts, newest first', 'Saved on the phone'],
    config: {
      listVar: 'workouts', noun: 'workout', fields: [...fields, DATE], titleField: fields[0]!.name, deleteOn: 'both',
      sortBy: { field: 'date', descending: true }, appendDefaults: { date: 'today()' },
      summary: [text('workout_count', '{count(workouts)} workouts logged', { bold: true })],
      emptyText: 'No workouts yet',
    },
  };
}

function mood(): TrackerRecipe {
  const fields = [makeField('mood', 'text'), makeField('note', 'text'), DATE];
  return {
    name: 'Mood Journal',
    features: ['Pick an emoji mood', 'Write a short note', 'See past entries, newest first', 'Saved on the phone'],
    config: {
      listVar: 'entries', noun: 'entry', fields, titleField: 'mood', requiredField: 'mood', deleteOn: 'longPress',
      choices: { mood: MOODS }, sortBy: { field: 'date', descending: true }, appendDefaults: { date: 'today()' },
      summary: [text('entries_count', '{count(entries)} entries', { color: 'muted' })],
      itemExtras: [text('entries_item_note', '{item.note}')],
      emptyText: 'How are you today? Add your first entry.',
    },
  };
}

const RECIPES: Record<string, (analysis: PromptAnalysis) => TrackerRecipe> = { expenses, workouts, mood };

/** Trackers that log entries with history and totals: expenses, workouts, moods. */
export const buildTrackerList: KindBuilder = (analysis) => {
  const recipe = (RECIPES[analysis.variant] ?? expenses)(analysis);
  return listApp(analysis, 'tracker-list', { name: recipe.name, description: `${recipe.name}.`, features: recipe.features }, buildRecordList(recipe.config, recipe.name));
};
