import { literalField, makeField } from '../analyze/fields';
import { set } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, list, text } from '../build/components';
import { buildRecordList } from '../build/record-list';
import { numberVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

/**
 * Birthday list ordered by the next upcoming birthday: each person stores month·100+day (`md`); people
 * whose md is still ahead this year come first, then the rest, both in calendar order. Today's md is
 * worked out from today's date whenever the app opens, a birthday is added or the list is refreshed.
 */
export const buildBirthdays: KindBuilder = (analysis) => {
  const fields = [makeField('name', 'text'), literalField('day', 'number'), literalField('month', 'number'), literalField('md', 'number', 'Date key')];
  const refreshToday = [set('todayMd', 'month(today()) * 100 + day(today())')];
  const parts = buildRecordList(
    {
      listVar: 'people', noun: 'birthday', fields, titleField: 'name', deleteOn: 'longPress',
      appendDefaults: { md: 'newMonth * 100 + newDay' },
      emptyText: 'No birthdays yet',
    },
    'Birthdays',
  );
  const [main] = parts.screens;
  const item = [text('person_text', '{item.name}', { bold: true }), text('person_date', 'Birthday: {item.day}.{item.month}.', { size: 'small' })];
  const remove = { onItemLongClick: [{ do: 'removeItem' as const, list: 'people', index: 'index' }] };
  const form = main!.children.filter((c) => c.type !== 'list').map((c) =>
    c.type === 'button' ? { ...c, onClick: [...c.onClick, ...refreshToday] } : c,
  );
  return assembleSpec(analysis, 'catalog', {
    defaultName: 'Birthdays',
    description: describe(analysis, 'Never miss a birthday.'),
    features: ['Add a person with their birthday', 'Sorted by the next upcoming birthday', 'Long press to delete', 'Saved on the phone'],
    state: [...parts.state, numberVar('todayMd', 0, true)],
    screens: [
      screen('main', 'Birthdays', [
        ...form,
        button('refresh_button', 'Refresh order', refreshToday, { style: 'text' }),
        text('upcoming_title', 'Coming up', { bold: true, color: 'primary' }),
        list('upcoming_list', 'people', item, 'No more birthdays this year', { filter: 'item.md >= todayMd', sortBy: { field: 'md', descending: false }, ...remove }),
        text('later_title', 'Next year', { bold: true, color: 'muted' }),
        list('later_list', 'people', item.map((c) => ({ ...c, id: `later_${c.id}` })), '', { filter: 'item.md < todayMd', sortBy: { field: 'md', descending: false }, ...remove }),
      ], refreshToday),
    ],
  });
};
