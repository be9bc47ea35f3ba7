import type { Action, AppSpec } from '@droidforge/contracts';
import { toggle } from '../compose/build/components';
import { onSettingsScreen } from './settings';

/** A signal while the Sound switch is on; only its words (a toast) while it is off. */
function muted(signal: Extract<Action, { do: 'signal' }>): Action {
  return { do: 'if', cond: 'soundOn', then: [signal], else: [{ do: 'toast', text: signal.text }] };
}

/** Every action list in the app, with each signal wrapped by `muted` (the wrapper itself left alone). */
function wrapSignals(node: unknown): unknown {
  if (Array.isArray(node)) return node.map((x) => (x && typeof x === 'object' && (x as Action).do === 'signal' ? muted(x as Extract<Action, { do: 'signal' }>) : wrapSignals(x)));
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, wrapSignals(v)]));
  return node;
}

/**
 * "a settings switch to turn the sound off": a saved Sound switch on the Settings screen; while it is
 * off, the beeps and buzzes of timers and goals are silent (their words still show). An app with
 * nothing that sounds gets no switch that would do nothing.
 */
export function withSoundSwitch(spec: AppSpec, label = 'Sound'): AppSpec | undefined {
  if (!JSON.stringify(spec).includes('"do":"signal"') || spec.state.some((v) => v.name === 'soundOn')) return undefined;
  const next = wrapSignals(spec) as AppSpec;
  next.state = [...next.state, { name: 'soundOn', type: 'bool', initial: true, persist: true }];
  next.screens = onSettingsScreen(next.screens, [toggle('sound_on_switch', 'soundOn', label)], 'sound_settings_button');
  next.app = { ...next.app, features: [...next.app.features, `Settings: a ${label} switch that silences the signal`].slice(0, 20) };
  return next;
}
