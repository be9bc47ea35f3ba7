import { makeField, type FieldGuess } from '../analyze/fields';
import { assembleSpec } from '../build/assemble';
import { text } from '../build/components';
import { buildRecordList } from '../build/record-list';
import { describe, type KindBuilder } from './builder';

/** Fields the user asked for beyond the item's name ("with quantities", "with a due date"). */
function extraFields(fields: FieldGuess[]): FieldGuess[] {
  return fields.filter((f) => !/^(task|item|name|title|done|checked)$/.test(f.name) && f.type !== 'bool').slice(0, 4);
}

/** Todo and shopping lists: add, tick off, delete (button and long press), kept after closing. */
export const buildTodo: KindBuilder = (analysis) => {
  const shopping = analysis.variant === 'shopping';
  const noun = shopping ? 'item' : 'task';
  const wantsQuantity = /\bquantit|\bhow many\b|\bamounts?\b/.test(analysis.lower);
  const extras = extraFields(analysis.fields).filter((f) => f.name !== 'quantity');
  const fields: FieldGuess[] = [
    makeField(shopping ? 'name' : 'title', 'text'),
    ...(shopping && wantsQuantity ? [makeField('quantity', 'number')] : []),
    ...extras,
    makeField('done', 'bool'),
  ];
  const listName = shopping ? 'items' : 'tasks';
  const parts = buildRecordList(
    {
      listVar: listName,
      noun,
      fields,
      titleField: fields[0]!.name,
      toggleField: 'done',
      deleteOn: 'both',
      summary: [text('remaining_text', `{count(${listName}) - count(${listName}, 'done')} of {count(${listName})} left`, { color: 'muted' })],
      emptyText: shopping ? 'Your shopping list is empty' : 'Nothing to do. Add a task above.',
    },
    shopping ? 'Shopping List' : 'My Tasks',
  );
  return assembleSpec(analysis, 'todo', {
    defaultName: shopping ? 'Shopping List' : 'Todo List',
    description: describe(analysis, 'A simple list of things to do.'),
    features: [
      `Add ${noun}s${fields.length > 2 ? ` with ${fields.slice(1, -1).map((f) => f.label.toLowerCase()).join(', ')}` : ''}`,
      `Tick ${noun}s off`,
      'Delete with the button or a long press',
      'Saved on the phone',
    ],
    ...parts,
  });
};
