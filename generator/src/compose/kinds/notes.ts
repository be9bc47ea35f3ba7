import { makeField, type FieldGuess } from '../analyze/fields';
import { assembleSpec } from '../build/assemble';
import { text } from '../build/components';
import { buildRecordList } from '../build/record-list';
import { describe, type KindBuilder } from './builder';

function noteFields(found: FieldGuess[]): FieldGuess[] {
  const usable = found.filter((f) => f.type !== 'bool');
  if (usable.length >= 2) return usable.slice(0, 5);
  return [makeField('title', 'text'), makeField('body', 'text')];
}

/** Notes and journals: write a title and a body, browse them, search, delete; saved on the phone. */
export const buildNotes: KindBuilder = (analysis) => {
  const journal = /\b(journal|diary)\b/.test(analysis.lower);
  const fields = noteFields(analysis.fields);
  const parts = buildRecordList(
    {
      listVar: 'notes',
      noun: journal ? 'entry' : 'note',
      fields,
      titleField: fields[0]!.name,
      deleteOn: 'longPress',
      ...(/\bsearch|\bfilter|\bfind\b/.test(analysis.lower) ? { searchField: fields[0]!.name } : {}),
      summary: [text('notes_count', '{count(notes)} notes', { color: 'muted' })],
      itemExtras: fields[1] ? [text('notes_item_text', `{item.${fields[1].name}}`)] : [],
      emptyText: 'No notes yet. Write your first one above.',
    },
    journal ? 'Journal' : 'Notes',
  );
  return assembleSpec(analysis, 'notes', {
    defaultName: journal ? 'Journal' : 'Notes',
    description: describe(analysis, 'Write and keep notes.'),
    features: [`Notes with ${fields.map((f) => f.label.toLowerCase()).join(' and ')}`, 'List of all notes', 'Long press to delete', 'Saved on the phone'],
    ...parts,
  });
};
