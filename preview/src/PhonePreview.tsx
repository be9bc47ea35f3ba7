import { useMemo } from 'react';
import type { AppSpec } from '@droidforge/contracts';
import { LayoutView } from './LayoutView';
import { appTitle } from './phone/app-title';
import { Banner } from './phone/Banner';
import { PhoneFrame } from './phone/PhoneFrame';
import { UpdatedFlash } from './phone/UpdatedFlash';
import { useUpdatedFlash } from './phone/use-updated-flash';
import { indexResources } from './resources';
import { InteractivePhone } from './runtime/InteractivePhone';
import { buildTheme } from './theme';

export interface PhonePreviewProps {
  /** Project files by path (`app/src/main/res/layout/activity_main.xml` …). */
  files: Readonly<Record<string, string>>;
  /** The AppSpec the files were emitted from; null after hand edits. */
  spec?: AppSpec | null;
  /** Run the AppSpec (buttons, state, navigation). Needs `spec`. */
  interactive?: boolean;
  /** Force dark mode (otherwise the spec's theme decides). */
  dark?: boolean;
}

export const STATIC_NOTICE = 'Preview is static: edited code is not interactive';

/** The live phone preview: the project's real layout XML in a 340 × 680 phone mockup. */
export function PhonePreview({ files, spec = null, interactive = false, dark }: PhonePreviewProps) {
  const res = useMemo(() => indexResources(files), [files]);
  const theme = useMemo(
    // The spec's textScale is already baked into the emitted sp sizes, so it is not applied again here.
    () => buildTheme({ primary: spec?.theme.primary, accent: spec?.theme.accent, dark: dark ?? spec?.theme.dark }, res),
    [spec, dark, res],
  );
  const flash = useUpdatedFlash(files) ? <UpdatedFlash /> : null;
  // A changed spec is a reinstalled app: state restarts (persisted values come back from storage).
  const specKey = useMemo(() => (spec ? JSON.stringify(spec) : ''), [spec]);
  const title = spec?.app.name ?? appTitle(res);

  if (spec && interactive) {
    return <InteractivePhone key={specKey} spec={spec} res={res} theme={theme} overlay={flash} />;
  }
  // Not running the spec (hand-edited code, or interactivity off): say so, so nobody expects taps to work.
  return (
    <PhoneFrame theme={theme} title={title} overlay={flash} footer={<Banner text={STATIC_NOTICE} />}>
      <LayoutView name="activity_main" env={{ res, theme, binder: null, scope: null, layoutStack: [] }} />
    </PhoneFrame>
  );
}
