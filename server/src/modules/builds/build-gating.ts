import { ADMOB_APP_ID_PATTERN, type AdType, type AdmobConfig, PLANS, type Tier, planFor } from '@droidforge/contracts';
import { type AppError, errors } from '../../errors';
import type { ToolchainStatus } from './build-backend';

const AD_LABELS: Record<AdType, string> = { banner: 'Banner ads', interstitial: 'Interstitial ads', rewarded: 'Rewarded ads' };

/** The ad types a build request asks for: one per filled-in ad unit id. */
export function requestedAdTypes(admob: Partial<AdmobConfig> | null | undefined): { ads: boolean; types: AdType[] } {
  if (!admob) return { ads: false, types: [] };
  const types: AdType[] = [];
  if (admob.bannerId?.trim()) types.push('banner');
  if (admob.interstitialId?.trim()) types.push('interstitial');
  if (admob.rewardId?.trim()) types.push('rewarded');
  return { ads: types.length > 0 || Boolean(admob.appId?.trim()), types };
}

/** Files that call Google's Mobile Ads SDK can only be built with the Gradle toolchain. */
export function usesAdsSdk(files: Record<string, string>): boolean {
  return Object.entries(files).some(([p, content]) => p.endsWith('.kt') && content.includes('com.google.android.gms.ads'));
}

export interface GateInput {
  tier: Tier;
  admob: Partial<AdmobConfig> | null | undefined;
  filesUseAds: boolean;
  /** Builds counted in the plan's current billing month (see billing/entitlement.ts). */
  buildsThisMonth: number;
  toolchain: ToolchainStatus;
}

export type GateResult = { ok: true; toolchain: 'embedded' | 'gradle' } | { ok: false; error: AppError };

/** The plan and toolchain rules of POST /api/build/apk, in the order the API contract lists them. */
export function gateBuild(input: GateInput): GateResult {
  const plan = planFor(input.tier);
  if (plan.builds === 0) return refuse(errors.planRequired('APK builds are part of the Starter plan and above. Upgrade to build your app.'));
  const { ads, types } = requestedAdTypes(input.admob);
  if (ads && plan.adTypes.length === 0) return refuse(errors.planRequired(`AdMob ads are part of the ${lowestPlanWith('banner')} plan and above. Upgrade to add ads, or build without them.`));
  const refused = types.find((t) => !plan.adTypes.includes(t));
  if (refused) return refuse(errors.planRequired(`${AD_LABELS[refused]} are part of the ${lowestPlanWith(refused)} plan and above. Upgrade to add them, or build with the ads your plan includes.`));
  if (plan.builds !== null && input.buildsThisMonth >= plan.builds) return refuse(errors.buildLimitReached(plan.builds));
  if (ads || input.filesUseAds) {
    if (!input.toolchain.gradle) return refuse(errors.adsSdkUnavailable());
    // The manifest's ${admobAppId} placeholder is filled from it; without it Gradle's merge fails late.
    if (!ADMOB_APP_ID_PATTERN.test(input.admob?.appId?.trim() ?? '')) return refuse(errors.admobAppIdInvalid());
    return { ok: true, toolchain: 'gradle' };
  }
  if (!input.toolchain.ready) return refuse(errors.toolchainMissing(input.toolchain.missing));
  return { ok: true, toolchain: 'embedded' };
}

function refuse(error: AppError): GateResult {
  return { ok: false, error };
}

function lowestPlanWith(type: AdType): string {
  return PLANS.find((p) => p.adTypes.includes(type))?.name ?? 'Pro';
}
