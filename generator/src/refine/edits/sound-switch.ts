import type { Action, AppSpec, Component } from '@droidforge/contracts';
import { withSoundSwitch } from '../../plan/sound-switch';
import { freshId } from '../spec-edit';
import type { Edit } from './edit';

/** "a switch to turn the sound off", "a mute toggle", "an option for the beep": the app's sound, switched. */
const SOUND_SWITCH = /\b(?:switch|toggle|setting|option|button|checkbox)s?\b[^.;]{0,30}?\b(?:sound|sounds|beep|beeps|beeping|bell|ring|ringing|noise)\b|\b(?:turn|switch|shut) (?:the |that |its )?(?:sound|sounds|beep|beeps|beeping|bell|noise) (?:on|off)\b|\b(?:turn|switch|shut) (?:on|off) (?:the |that |its )?(?:sound|sounds|beep|beeps|beeping|bell|noise)\b|\b(?:sound|mute|beep|silent) (?:switch|toggle|setting|option|button|checkbox)\b/i;

/**
 * "i want a switch to turn the sound off": a saved Sound switch on the Settings screen, as the composer
 * builds it. A timer that only shows its end (a toast when the time is up) now beeps there too, so the
 * switch has a sound to silence; the main screen says "Sound off" while it is off.
 */
export const soundSwitchEdit: Edit = {
  name: 'sound switch',
  apply(spec, clause) {
    if (!SOUND_SWITCH.test(clause.text) || /\b(?:hide|show|only)\b/i.test(clause.text)) return undefined;
    if (spec.state.some((v) => v.name === 'soundOn')) return 'The app already has a Sound switch on its Settings screen.';
    const beeps = JSON.stringify(spec).includes('"do":"signal"') ? 0 : timerEndsBeep(spec);
    const next = withSoundSwitch(spec);
    if (!next) return 'This app makes no sound, so a Sound switch would change nothing.';
    Object.assign(spec, next);
    const off: Component = { type: 'text', id: freshId(spec, 'sound_off_text'), text: 'Sound off', size: 'small', bold: false, color: 'muted', align: 'center', visible: '!soundOn' };
    // Above the button that opens Settings, where the switch is.
    const main = spec.screens[0]!.children;
    const opens = main.findIndex((c) => c.type === 'button' && c.onClick.some((a) => a.do === 'navigate' && a.screen === 'settings'));
    main.splice(opens < 0 ? main.length : opens, 0, off);
    const note = beeps > 0 ? ' The timer now beeps when its time is up, unless the switch is off.' : ' While it is off, the app is silent and shows its messages only.';
    return { summary: `Added a Sound switch on the Settings screen.${note}` };
  },
};

/** The end-of-time messages of the app's timers (their toasts) become signals: a beep with the words. */
function timerEndsBeep(spec: AppSpec): number {
  let changed = 0;
  const visit = (actions: Action[]): void => {
    actions.forEach((a, i) => {
      if (a.do === 'toast') {
        actions[i] = { do: 'signal', text: a.text };
        changed++;
      } else if (a.do === 'if') {
        visit(a.then);
        visit(a.else);
      }
    });
  };
  for (const timer of spec.timers ?? []) visit(timer.onTick);
  if (changed > 0) return changed;
  // "turn the beep off" on a timer that ends without a word: the user hears (or expects) a beep at
  // the end, so the end now beeps, where the timer stops.
  const ends = (actions: Action[]): void => {
    if (actions.some((a) => a.do === 'stopTimer')) {
      actions.push({ do: 'signal', text: "Time's up!" });
      changed++;
    }
    for (const a of actions) if (a.do === 'if') [a.then, a.else].forEach(ends);
  };
  for (const timer of spec.timers ?? []) ends(timer.onTick);
  return changed;
}
