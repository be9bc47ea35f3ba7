import type { AppSpec, Component, Screen, StateVar } from '@droidforge/contracts';
import { navigate } from '../compose/build/actions';
import { button, text, toggle } from '../compose/build/components';

/** The settings switches the composer can build; each changes the whole app while it runs. */
export type SettingKind = 'dark' | 'text';

const SETTINGS: Record<SettingKind, { variable: string; label: string; hint: string; feature: string; theme: 'darkSetting' | 'largeTextSetting' }> = {
  dark: { variable: 'darkMode', label: 'Dark mode', hint: 'Dark backgrounds, easier on the eyes at night', feature: 'Settings: a dark mode switch', theme: 'darkSetting' },
  text: { variable: 'largeText', label: 'Bigger text', hint: 'All text in the app is larger', feature: 'Settings: a bigger text switch', theme: 'largeTextSetting' },
};

/**
 * Adds a Settings screen (reached from the main screen) whose switches are persisted yes/no
 * variables the theme follows at run time, in the preview and in the APK.
 */
export function withSettings(spec: AppSpec, kinds: readonly SettingKind[], said = ''): AppSpec {
  const wanted = [...new Set(kinds)].filter((k) => !spec.state.some((v) => v.name === SETTINGS[k].variable));
  if (wanted.length === 0) return spec;
  const state: StateVar[] = wanted.map((k) => ({ name: SETTINGS[k].variable, type: 'bool', initial: false, persist: true }));
  const children: Component[] = wanted.flatMap((k) => {
    const { variable, hint } = SETTINGS[k];
    const label = k === 'text' ? textSwitchLabel(said) : SETTINGS[k].label;
    const id = variable.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    return [toggle(`${id}_switch`, variable, label), text(`${id}_hint`, hint, { size: 'small' })];
  });
  const theme = { ...spec.theme, ...Object.fromEntries(wanted.map((k) => [SETTINGS[k].theme, SETTINGS[k].variable])) };
  const screens = onSettingsScreen(spec.screens, children, 'settings_button');
  return {
    ...spec,
    theme,
    state: [...spec.state, ...state],
    screens,
    app: { ...spec.app, features: [...spec.app.features, ...wanted.map((k) => SETTINGS[k].feature)].slice(0, 20) },
  };
}

/** "a switch for large text": the switch says it in the user's word ("Large text"), else "Bigger text". */
function textSwitchLabel(said: string): string {
  const word = /\b(bigger|larger|big|large|huge|giant)(?: (?:text|font|letters|print))\b/i.exec(said)?.[1]?.toLowerCase();
  return word ? `${word.charAt(0).toUpperCase()}${word.slice(1)} text` : SETTINGS.text.label;
}

/**
 * The screens with `children` at the end of the Settings screen: the one made earlier (a refinement
 * adding a second switch) takes them, or a new one opened by a text button (`openId`) on the main screen.
 */
export function onSettingsScreen(screens: readonly Screen[], children: Component[], openId: string): Screen[] {
  if (screens.some((s) => s.id === 'settings')) return screens.map((s) => (s.id === 'settings' ? { ...s, children: [...s.children, ...children] } : s));
  const [main, ...rest] = screens;
  const open = button(openId, 'Settings', [navigate('settings')], { style: 'text' });
  return [{ ...main!, children: [...main!.children, open] }, ...rest, { id: 'settings', title: 'Settings', children, onStart: [] }];
}
