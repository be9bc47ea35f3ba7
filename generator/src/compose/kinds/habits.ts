import { literalField, makeField } from '../analyze/fields';
import { toast, updateItem, when } from '../build/actions';
import { button, text } from '../build/components';
import { buildRecordList } from '../build/record-list';
import { listApp, type KindBuilder } from './builder';

/**
 * Habit tracker: add habits and check each one off once a day; every check-off grows that habit's streak.
 * (Resetting a streak after a missed day needs date arithmetic the expression language lacks so far.)
 */
export const buildHabits: KindBuilder = (analysis) => {
  const fields = [makeField('name', 'text'), makeField('streak', 'number'), literalField('last_done', 'text')];
  const checkOff = [
    when(
      'item.last_done == today()',
      [toast('Already done today')],
      [
        updateItem('habits', 'streak', 'item.streak + 1'),
        updateItem('habits', 'last_done', 'today()'),
        toast('Nice! Keep the streak going'),
      ],
    ),
  ];
  const parts = buildRecordList(
    {
      listVar: 'habits', noun: 'habit', fields, titleField: 'name', deleteOn: 'longPress',
      appendDefaults: { streak: '0', last_done: "''" },
      itemExtras: [
        text('habit_streak', "🔥 {item.streak} day streak · {item.last_done == today() ? 'done today ✓' : 'not done today'}", { size: 'small' }),
        button('habit_done_button', 'Done today', checkOff, { style: 'outlined', visible: 'item.last_done != today()' }),
      ],
      summary: [text('habits_count', '{count(habits)} habits · long press to delete', { color: 'muted' })],
      emptyText: 'No habits yet. Add one above.',
    },
    'Habits',
  );
  return listApp(analysis, 'tracker-list', { name: 'Habit Tracker', description: 'Track daily habits and streaks.', features: ['Add habits', 'Check each habit once a day', 'Streak per habit', 'Saved on the phone'] }, parts);
};
