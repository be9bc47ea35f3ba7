import type { AdmobConfig, AdmobValidation, AdType, AppData, AppSpec } from '@droidforge/contracts';
import { exprRuntimeKotlin } from '../spec/expr/index';
import { AppSpecError, validateSpec } from '../spec/validate';
import { emitActivity } from './activity';
import { emitAds } from './ads';
import { planAds } from './ads-plan';
import { createContext } from './context';
import { emitGradle } from './gradle';
import { emitIcons } from './icon';
import { emitScreenLayouts } from './layout';
import { emitManifest } from './manifest';
import { activityName, packagePath } from './names';
import { emitScreenActivity } from './screen-base';
import { emitAppState } from './state';
import { emitTimers } from './timers';
import { emitValues } from './values';

export interface EmitOptions {
  admob?: AdmobConfig;
  /** Ad types the user's plan allows; all of them when omitted (gating happens in the server). */
  allowedAdTypes?: readonly AdType[];
}

export interface EmittedProject {
  /** Project path → file content, sorted by path. */
  files: Record<string, string>;
  appData: AppData;
  admobValidation: AdmobValidation;
}

const ALL_AD_TYPES: readonly AdType[] = ['banner', 'interstitial', 'rewarded'];
const MAIN = 'app/src/main';

/**
 * Compiles an AppSpec into a complete Android project: the spec is the one app model that both the
 * APK and the browser preview are made from (docs/appspec.md). Deterministic: the same spec and
 * options give the same bytes, so a version's files can be rebuilt and compared. Throws AppSpecError
 * when validateSpec finds problems.
 */
export function emitProject(spec: AppSpec, options: EmitOptions = {}): EmittedProject {
  const issues = validateSpec(spec);
  if (issues.length) throw new AppSpecError(issues);
  const { plan, validation } = planAds(options.admob, options.allowedAdTypes ?? ALL_AD_TYPES);
  const ctx = createContext(spec, plan);
  const src = `${MAIN}/java/${packagePath(spec.app.packageName)}`;
  const files: Record<string, string> = {};

  ctx.strings.add('app_name', spec.app.name);
  for (const s of spec.screens) ctx.strings.add(`title_${s.id}`, s.title);
  const layouts: Record<string, string> = {};
  spec.screens.forEach((s, i) => Object.assign(layouts, emitScreenLayouts(ctx, s, i === 0)));
  spec.screens.forEach((s, i) => {
    files[`${src}/${activityName(s.id)}.kt`] = emitActivity(ctx, s, i === 0);
  });
  files[`${src}/ScreenActivity.kt`] = emitScreenActivity(ctx);
  files[`${src}/AppState.kt`] = emitAppState(ctx);
  files[`${src}/AppTimers.kt`] = emitTimers(ctx);
  files[`${src}/Expr.kt`] = exprRuntimeKotlin(spec.app.packageName);
  const ads = emitAds(ctx);
  if (ads) files[`${src}/Ads.kt`] = ads;
  for (const [name, xml] of Object.entries(layouts)) files[`${MAIN}/res/layout/${name}`] = xml;
  files[`${MAIN}/AndroidManifest.xml`] = emitManifest(ctx);
  Object.assign(files, emitValues(ctx), emitIcons(ctx), emitGradle(ctx));
  // Strings last: the steps above register the texts they use.
  files[`${MAIN}/res/values/strings.xml`] = ctx.strings.toXml();

  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { files: sorted, appData: toAppData(spec, sorted, src), admobValidation: validation };
}

/** The spec's `appData` view of the project files. */
function toAppData(spec: AppSpec, files: Record<string, string>, src: string): AppData {
  const mainPath = `${src}/MainActivity.kt`;
  const layouts: Record<string, string> = {};
  const additionalFiles: Record<string, string> = {};
  const layoutDir = `${MAIN}/res/layout/`;
  for (const [path, content] of Object.entries(files)) {
    if (path === mainPath) continue;
    if (path.startsWith(layoutDir)) layouts[path.slice(layoutDir.length)] = content;
    else additionalFiles[path] = content;
  }
  return {
    appName: spec.app.name,
    packageName: spec.app.packageName,
    description: spec.app.description,
    features: spec.app.features,
    mainActivity: files[mainPath] ?? '',
    layouts,
    additionalFiles,
  };
}
