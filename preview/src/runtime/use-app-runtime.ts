import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { Action, AppSpec, Screen } from '@droidforge/contracts';
import type { Binder } from '../binding';
import { runActions, type Effect, type ItemContext } from './actions';
import { createBinder, type RuntimeHandle } from './binder';
import { findScreen, indexScreen } from './components';
import { ExpressionEngine, type Value } from './expressions';
import { initialState, savePersisted, type AppState, type KeyValueStore } from './state';

/** Android's Toast.LENGTH_SHORT. */
export const TOAST_MS = 2000;
export const NOTICE_MS = 3000;

export interface AppRuntime {
  screen: Screen;
  canGoBack: boolean;
  back(): void;
  binder: Binder;
  state: AppState;
  toast: { id: number; text: string } | null;
  notice: { id: number; text: string } | null;
}

/** Runs an AppSpec: state, actions, navigation, toasts, timers and persistence, as the APK does. */
export function useAppRuntime(spec: AppSpec, store: KeyValueStore | null): AppRuntime {
  const engine = useMemo(() => new ExpressionEngine(spec), [spec]);
  const [state, setState] = useState(() => initialState(spec, store));
  const stateRef = useRef(state);
  const [stack, setStack] = useState<readonly string[]>(['main']);
  const [running, setRunning] = useState<readonly string[]>([]);
  const [toast, setToast] = useTransient(TOAST_MS);
  const [notice, setNotice] = useTransient(NOTICE_MS);

  /** Applies a new state and its effects; returns the screens that opened, whose start actions are due. */
  const applyEffects = useCallback(
    (next: AppState, effects: readonly Effect[]): Screen[] => {
      stateRef.current = next;
      setState(next);
      const sinks: EffectSinks = { setStack, setRunning, setToast, setNotice };
      return effects.flatMap((effect) => showEffect(effect, spec, sinks) ?? []);
    },
    [spec, setToast, setNotice],
  );

  /**
   * Runs the start actions of screens that just opened, after the handler that opened them (as
   * onCreate runs after the click). Their navigation is dropped, as the validator forbids it, so a
   * broken spec cannot open screens in a loop.
   */
  const startScreens = useCallback(
    (screens: readonly Screen[]) => {
      for (const s of screens) {
        // Specs saved before onStart existed may lack it when they were not parsed with the schema.
        const started = runActions(s.onStart ?? [], stateRef.current, spec, engine);
        applyEffects(started.state, started.effects.filter((e) => e.kind !== 'navigate' && e.kind !== 'back'));
      }
    },
    [spec, engine, applyEffects],
  );

  const apply = useCallback((next: AppState, effects: readonly Effect[]) => startScreens(applyEffects(next, effects)), [applyEffects, startScreens]);

  useFirstScreenStart(spec, startScreens);

  const run = useCallback(
    (actions: readonly Action[], item?: ItemContext) => {
      const result = runActions(actions, stateRef.current, spec, engine, item);
      apply(result.state, result.effects);
    },
    [spec, engine, apply],
  );

  useTimers(spec, running, run);
  useEffect(() => savePersisted(spec, state, store), [spec, state, store]);

  const screen = findScreen(spec, stack[stack.length - 1] ?? 'main') ?? (spec.screens[0] as Screen);
  const binder = useScreenBinder(screen, { spec, engine, state, stateRef, run, apply });

  const back = useCallback(() => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)), []);
  return { screen, canGoBack: stack.length > 1, back, binder, state, toast, notice };
}

type StackSetter = Dispatch<SetStateAction<readonly string[]>>;

/** Where the effects of actions show: the screen stack, running timers, toasts and notices. */
interface EffectSinks {
  setStack: StackSetter;
  setRunning: StackSetter;
  setToast: (text: string) => void;
  setNotice: (text: string) => void;
}

/** Shows one effect; returns the screen it opened, if any. */
function showEffect(effect: Effect, spec: AppSpec, sinks: EffectSinks): Screen | undefined {
  const { setStack, setRunning, setToast, setNotice } = sinks;
  if (effect.kind === 'navigate') {
    const target = findScreen(spec, effect.screen);
    if (target) setStack((s) => [...s, effect.screen]);
    return target;
  }
  if (effect.kind === 'back') setStack((s) => (s.length > 1 ? s.slice(0, -1) : s));
  else if (effect.kind === 'toast') setToast(effect.text);
  else if (effect.kind === 'signal') {
    playBeep();
    setToast(`🔔 ${effect.text}`);
  } else if (effect.kind === 'copy') {
    copyToClipboard(effect.text);
    setToast('Copied');
  } else if (effect.kind === 'share') setNotice(`Would open the share sheet with: ${effect.text}`);
  else if (effect.kind === 'dial') setNotice(`Would open the dialer for ${effect.phone}`);
  else if (effect.kind === 'startTimer') setRunning((r) => (r.includes(effect.timer) ? r : [...r, effect.timer]));
  else setRunning((r) => r.filter((t) => t !== effect.timer));
  return undefined;
}

interface BinderInputs {
  spec: AppSpec;
  engine: ExpressionEngine;
  state: AppState;
  stateRef: RefObject<AppState>;
  run: (actions: readonly Action[], item?: ItemContext) => void;
  apply: (next: AppState, effects: readonly Effect[]) => void;
}

/** Binds the screen's views to the state, with the half-typed text of inputs kept as drafts. */
function useScreenBinder(screen: Screen, inputs: BinderInputs): Binder {
  const { spec, engine, state, stateRef, run, apply } = inputs;
  const [drafts, setDrafts] = useState<Readonly<Record<string, string>>>({});
  const components = useMemo(() => indexScreen(screen), [screen]);
  return useMemo(() => {
    const handle: RuntimeHandle = {
      spec,
      engine,
      state,
      run,
      drafts,
      setDraft: (name, text) => setDrafts((d) => ({ ...d, [name]: text })),
      setVar: (name: string, value: Value) => apply({ ...stateRef.current, [name]: value }, []),
      setItemField: (list, index, field, value) => {
        const items = stateRef.current[list];
        if (!Array.isArray(items) || Array.isArray(value)) return;
        apply({ ...stateRef.current, [list]: items.map((it, i) => (i === index ? { ...it, [field]: value } : it)) }, []);
      },
    };
    return createBinder(components, handle);
  }, [components, spec, engine, state, stateRef, run, drafts, apply]);
}

/** Writes to the browser's clipboard where allowed; a refusal is harmless, the toast still shows. */
function copyToClipboard(text: string): void {
  // Undefined outside secure contexts (plain http), whatever the DOM types say.
  const clipboard = typeof navigator === 'undefined' ? undefined : (navigator.clipboard as Clipboard | undefined);
  clipboard?.writeText(text).catch(() => undefined);
}

/** A message that disappears after `ms`; showing a new one restarts the clock. */
function useTransient(ms: number): [{ id: number; text: string } | null, (text: string) => void] {
  const [value, setValue] = useState<{ id: number; text: string } | null>(null);
  const counter = useRef(0);
  useEffect(() => {
    if (!value) return;
    const timer = setTimeout(() => setValue(null), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  const show = useCallback((text: string) => setValue({ id: ++counter.current, text }), []);
  return [value, show];
}

/**
 * The first screen's start actions run once when the app opens (a changed spec remounts the phone);
 * the ref keeps StrictMode's second effect run, or an equal spec object, from repeating them.
 */
function useFirstScreenStart(spec: AppSpec, startScreens: (screens: readonly Screen[]) => void): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startScreens(spec.screens.slice(0, 1));
  }, [spec, startScreens]);
}

/** One setInterval per running timer, cleared when it stops or the preview unmounts. */
function useTimers(spec: AppSpec, running: readonly string[], run: (actions: readonly Action[]) => void): void {
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  }, [run]);
  useEffect(() => {
    const handles = running.flatMap((id) => {
      const timer = spec.timers.find((t) => t.id === id);
      return timer ? [setInterval(() => runRef.current(timer.onTick), timer.intervalMs)] : [];
    });
    return () => handles.forEach((h) => clearInterval(h));
  }, [spec, running]);
}

/** The APK beeps on a signal; the preview does the same through Web Audio where the browser has it. */
function playBeep(): void {
  const Ctx = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Ctx) return;
  try {
    const audio = new Ctx();
    const osc = audio.createOscillator();
    osc.frequency.value = 880;
    osc.connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.4);
  } catch {
    // No audio device or autoplay blocked: the toast still shows the signal.
  }
}
