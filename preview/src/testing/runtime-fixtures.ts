import { AppSpecSchema, type AppSpec, type AppSpecInput } from '@droidforge/contracts';
import { LAYOUT_DIR, project, vertical, withNs } from './fixtures';

type ScreenInput = AppSpecInput['screens'][number];

/** The screen the app opens on (id `main`), with its start actions when it has any. */
export function mainScreen(title: string, children: ScreenInput['children'], onStart?: ScreenInput['onStart']): ScreenInput {
  return { id: 'main', title, children, ...(onStart ? { onStart } : {}) };
}

/** Builds a valid AppSpec (schema defaults applied) from the parts a test cares about. */
export function makeSpec(parts: Pick<AppSpecInput, 'state' | 'screens' | 'timers'> & { name?: string }): AppSpec {
  return AppSpecSchema.parse({
    version: 1,
    app: { name: parts.name ?? 'Test App', packageName: 'com.example.test' },
    state: parts.state,
    screens: parts.screens,
    timers: parts.timers,
  });
}

export const counterSpec = makeSpec({
  name: 'Tally',
  state: [{ name: 'count', type: 'number', initial: 0 }],
  screens: [
    mainScreen('Tally', [
      { type: 'text', id: 'count_text', text: '{count}' },
      { type: 'button', id: 'plus', label: '+', onClick: [{ do: 'increment', var: 'count', by: '1' }] },
      { type: 'button', id: 'hello', label: 'Hello', onClick: [{ do: 'toast', text: 'Count is {count}' }] },
      { type: 'button', id: 'share', label: 'Share', onClick: [{ do: 'share', text: 'I counted {count}' }] },
    ]),
  ],
});

/** The layout the emitter writes for counterSpec: one view per component, ids equal. */
export const counterFiles = project({
  main: vertical(`<TextView android:id="@+id/count_text" android:text="0" android:textSize="48sp" />
    <Button android:id="@+id/plus" android:text="+" />
    <Button android:id="@+id/hello" android:text="Hello" />
    <Button android:id="@+id/share" android:text="Share" />`),
});

export const todoSpec = makeSpec({
  name: 'Todo',
  state: [
    { name: 'newTask', type: 'text', initial: '' },
    { name: 'tasks', type: 'list', initial: [], persist: true, fields: [{ name: 'title', type: 'text' }, { name: 'done', type: 'bool' }] },
  ],
  screens: [
    mainScreen('Todo', [
      { type: 'input', id: 'new_task', bind: 'newTask', hint: 'New task' },
      {
        type: 'button',
        id: 'add',
        label: 'Add',
        onClick: [{ do: 'if', cond: 'len(newTask) > 0', then: [{ do: 'append', list: 'tasks', item: { title: 'newTask', done: 'false' } }, { do: 'clear', var: 'newTask' }] }],
      },
      { type: 'text', id: 'summary', text: "{count(tasks, 'done')} of {count(tasks)} done" },
      {
        type: 'list',
        id: 'task_list',
        source: 'tasks',
        empty: 'Nothing to do',
        item: [
          { type: 'checkbox', id: 'task_done', bind: 'item.done', label: '' },
          { type: 'text', id: 'task_title', text: '{item.title}' },
          { type: 'button', id: 'remove', label: 'Remove', onClick: [{ do: 'removeItem', list: 'tasks', index: 'index' }] },
        ],
      },
    ]),
  ],
});

export const todoFiles = project({
  main: vertical(`<EditText android:id="@+id/new_task" android:hint="New task" />
    <Button android:id="@+id/add" android:text="Add" />
    <TextView android:id="@+id/summary" android:text="" />
    <ListView android:id="@+id/task_list" android:layout_width="match_parent" android:layout_height="0dp" android:layout_weight="1" />
    <TextView android:id="@+id/task_list_empty" android:text="@string/task_list_empty" android:visibility="gone" />`),
  strings: { task_list_empty: 'Nothing to do' },
  layouts: {
    item_task_list: withNs(`<LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
      <CheckBox android:id="@+id/task_done" />
      <TextView android:id="@+id/task_title" android:layout_width="0dp" android:layout_weight="1" />
      <Button android:id="@+id/remove" android:text="Remove" />
    </LinearLayout>`),
  },
});

export const twoScreenSpec = makeSpec({
  name: 'Two Screens',
  state: [{ name: 'visits', type: 'number', initial: 0 }],
  screens: [
    mainScreen('Home', [{ type: 'button', id: 'open_settings', label: 'Settings', onClick: [{ do: 'increment', var: 'visits', by: '1' }, { do: 'navigate', screen: 'settings' }] }]),
    { id: 'settings', title: 'Settings', children: [{ type: 'text', id: 'visits_text', text: 'Visits: {visits}' }, { type: 'button', id: 'done', label: 'Done', onClick: [{ do: 'back' }] }] },
  ],
});

export const twoScreenFiles = {
  ...project({ main: vertical('<Button android:id="@+id/open_settings" android:text="Settings" />') }),
  [`${LAYOUT_DIR}/activity_settings.xml`]: vertical('<TextView android:id="@+id/visits_text" android:text="Visits: 0" /><Button android:id="@+id/done" android:text="Done" />'),
};

export const timerSpec = makeSpec({
  name: 'Stopwatch',
  state: [{ name: 'seconds', type: 'number', initial: 0 }],
  timers: [{ id: 'ticker', intervalMs: 1000, onTick: [{ do: 'increment', var: 'seconds', by: '1' }] }],
  screens: [
    mainScreen('Stopwatch', [
      { type: 'text', id: 'elapsed', text: '{seconds} s' },
      { type: 'button', id: 'start', label: 'Start', onClick: [{ do: 'startTimer', timer: 'ticker' }] },
      { type: 'button', id: 'stop', label: 'Stop', onClick: [{ do: 'stopTimer', timer: 'ticker' }] },
    ]),
  ],
});

export const timerFiles = project({
  main: vertical(`<TextView android:id="@+id/elapsed" android:text="0 s" />
    <Button android:id="@+id/start" android:text="Start" />
    <Button android:id="@+id/stop" android:text="Stop" />`),
});
