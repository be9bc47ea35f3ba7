import { useMemo, type ReactNode } from 'react';
import { LARGE_TEXT_SCALE, type AppSpec } from '@droidforge/contracts';
import { LayoutView } from '../LayoutView';
import { Banner } from '../phone/Banner';
import { PhoneFrame } from '../phone/PhoneFrame';
import { Toast } from '../phone/Toast';
import type { Resources } from '../resources';
import { buildTheme, type PreviewTheme } from '../theme';
import { screenLayoutName } from './components';
import { browserStore, type AppState, type KeyValueStore } from './state';
import { useAppRuntime } from './use-app-runtime';

interface InteractivePhoneProps {
  spec: AppSpec;
  res: Resources;
  theme: PreviewTheme;
  overlay?: ReactNode;
  /** Where persisted variables live; the browser's localStorage unless given. */
  store?: KeyValueStore | null;
}

/** The phone running the AppSpec: the current screen's emitted layout, bound to live state. */
export function InteractivePhone({ spec, res, theme: baseTheme, overlay, store }: InteractivePhoneProps) {
  const storage = useMemo(() => (store === undefined ? browserStore() : store), [store]);
  const app = useAppRuntime(spec, storage);
  const theme = useLiveTheme(spec, res, baseTheme, app.state);
  const env = { res, theme, binder: app.binder, scope: null, layoutStack: [] };
  return (
    <PhoneFrame
      theme={theme}
      title={app.screen.id === 'main' ? spec.app.name : app.screen.title}
      onBack={app.canGoBack ? app.back : undefined}
      footer={app.notice ? <Banner key={app.notice.id} text={app.notice.text} tone="notice" /> : null}
      overlay={
        <>
          {app.toast ? <Toast key={app.toast.id} text={app.toast.text} /> : null}
          {overlay}
        </>
      }
    >
      <LayoutView key={app.screen.id} name={screenLayoutName(app.screen.id)} env={env} />
    </PhoneFrame>
  );
}

/** The theme as the app's settings switches have it now (dark mode, bigger text), as the APK does. */
function useLiveTheme(spec: AppSpec, res: Resources, base: PreviewTheme, state: AppState): PreviewTheme {
  const { darkSetting, largeTextSetting } = spec.theme;
  const dark = darkSetting ? state[darkSetting] === true : base.dark;
  const large = largeTextSetting ? state[largeTextSetting] === true : false;
  return useMemo(() => {
    if (!darkSetting && !largeTextSetting) return base;
    const themed = dark === base.dark ? base : buildTheme({ primary: spec.theme.primary, accent: spec.theme.accent, dark }, res);
    return large ? { ...themed, textScale: themed.textScale * LARGE_TEXT_SCALE } : themed;
  }, [base, dark, large, darkSetting, largeTextSetting, spec.theme.primary, spec.theme.accent, res]);
}
