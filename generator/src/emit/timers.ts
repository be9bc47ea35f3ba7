import type { Timer } from '@droidforge/contracts';
import { actionsToKotlin, cap, STATE_REF } from './actions';
import type { EmitContext } from './context';
import { block, indent, paragraphs } from './kotlin-code';

/** Source of `AppTimers.kt`: each timer is a Runnable on the main looper that re-posts itself. */
export function emitTimers(ctx: EmitContext): string {
  const pkg = ctx.spec.app.packageName;
  const timers = ctx.spec.timers.map((t) => timerMembers(ctx, t));
  const body = paragraphs([
    ['private val handler = Handler(Looper.getMainLooper())'],
    ['/** The screen in front, which timer actions draw on; null while the app is in the background. */', 'var screen: ScreenActivity? = null'],
    ...timers,
  ]);
  return [
    `package ${pkg}`,
    '',
    'import android.os.Handler',
    'import android.os.Looper',
    '',
    '/** The app\'s timers. They keep running while the app is open, whichever screen is shown. */',
    ...block('object AppTimers', body),
    '',
  ].join('\n');
}

function timerMembers(ctx: EmitContext, t: Timer): string[] {
  const name = cap(t.id);
  const actions = actionsToKotlin(t.onTick, { ctx, env: ctx.env, kotlin: { stateRef: STATE_REF }, host: 'screen?.' });
  return paragraphs([
    [`var is${name}Running = false`, '    private set'],
    [
      `private val ${t.id}Tick = object : Runnable {`,
      ...indent(block('override fun run()', [...actions, 'screen?.stateChanged()', `if (is${name}Running) handler.postDelayed(this, ${t.intervalMs}L)`])),
      '}',
    ],
    block(`fun start${name}()`, [`if (is${name}Running) return`, `is${name}Running = true`, `handler.postDelayed(${t.id}Tick, ${t.intervalMs}L)`]),
    block(`fun stop${name}()`, [`is${name}Running = false`, `handler.removeCallbacks(${t.id}Tick)`]),
  ]);
}
