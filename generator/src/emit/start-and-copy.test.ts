import { describe, expect, test } from 'vitest';
import { AppSpecSchema } from '@droidforge/contracts';
import { emitProject } from './index';

const spec = AppSpecSchema.parse({
  version: 1,
  app: { name: 'Clock', packageName: 'com.example.clock' },
  state: [
    { name: 'clock', type: 'number' },
    { name: 'ticking', type: 'bool', persist: true },
    { name: 'code', type: 'text', initial: 'abc' },
  ],
  timers: [{ id: 'ticker', intervalMs: 1000, onTick: [{ do: 'set', var: 'clock', value: 'now()' }, { do: 'copy', text: 'at {clock}' }] }],
  screens: [
    {
      id: 'main',
      title: 'Clock',
      children: [{ type: 'button', id: 'copy_code', label: 'Copy', onClick: [{ do: 'copy', text: 'Code: {code}' }] }],
      onStart: [{ do: 'if', cond: 'ticking', then: [{ do: 'set', var: 'clock', value: 'now()' }, { do: 'startTimer', timer: 'ticker' }] }],
    },
    { id: 'other', title: 'Other', children: [{ type: 'text', id: 'hello', text: 'Hello' }] },
  ],
});
const files = emitProject(spec).files;
const source = (name: string) => files[`app/src/main/java/com/example/clock/${name}.kt`]!;

describe('start actions and copy in the emitted Kotlin', () => {
  test('runs a screen’s start actions at the end of onCreate, after the base class loaded the state', () => {
    const main = source('MainActivity');
    const onCreate = main.slice(main.indexOf('override fun onCreate'), main.indexOf('override fun render'));
    expect(onCreate.trim().split('\n').slice(-2).map((l) => l.trim())).toEqual(['onScreenStart()', '}']);
    expect(main).toContain([
      '    private fun onScreenStart() {',
      '        if (AppState.ticking) {',
      '            AppState.clock = System.currentTimeMillis().toDouble()',
      '            AppTimers.startTicker()',
      '        }',
      '        stateChanged()',
      '    }',
    ].join('\n'));
  });

  test('adds nothing to screens without start actions', () => {
    expect(source('OtherActivity')).not.toContain('onScreenStart');
  });

  test('copies through the framework ClipboardManager and says "Copied", from screens and timers alike', () => {
    const base = source('ScreenActivity');
    expect(base).toContain('import android.content.ClipboardManager');
    expect(base).toContain('val clipboard = getSystemService(Context.CLIPBOARD_SERVICE) as ClipboardManager');
    expect(base).toContain('clipboard.setPrimaryClip(ClipData.newPlainText("text", text))');
    expect(base).toContain('toast("Copied")');
    expect(source('MainActivity')).toContain('copy("Code: " + AppState.code)');
    expect(source('AppTimers')).toContain('screen?.copy("at " + Expr.str(AppState.clock))');
  });
});
