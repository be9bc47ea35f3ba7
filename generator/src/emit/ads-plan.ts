import { ADMOB_APP_ID_PATTERN, ADMOB_UNIT_ID_PATTERN, type AdmobConfig, type AdmobValidation, type AdType } from '@droidforge/contracts';

/** Which ad types end up in the project, with their ids; `null` when ads are not integrated. */
export interface AdsPlan {
  appId: string;
  banner: string | null;
  interstitial: string | null;
  rewarded: string | null;
}

const UNIT_FIELDS: [AdType, keyof AdmobConfig][] = [
  ['banner', 'bannerId'],
  ['interstitial', 'interstitialId'],
  ['rewarded', 'rewardId'],
];

/**
 * Decides what to integrate: only ad types with a well-formed id that the plan allows, and
 * only when the app id is valid. Everything left out is explained in `warnings`.
 */
export function planAds(config: AdmobConfig | undefined, allowed: readonly AdType[]): { plan: AdsPlan | null; validation: AdmobValidation } {
  const warnings: string[] = [];
  if (!config) return { plan: null, validation: { integrated: false, warnings, requestedAds: [] } };
  const requested = UNIT_FIELDS.filter(([, field]) => config[field].trim() !== '');
  const requestedAds = requested.map(([type]) => type);
  if (requested.length === 0 && config.appId.trim() === '') {
    return { plan: null, validation: { integrated: false, warnings, requestedAds } };
  }
  const appIdValid = ADMOB_APP_ID_PATTERN.test(config.appId);
  if (!appIdValid) warnings.push('The AdMob app id must look like ca-app-pub-0000000000000000~0000000000');
  if (requested.length === 0) warnings.push('No ad unit ids were given, so no ads are shown');
  const plan: AdsPlan = { appId: config.appId, banner: null, interstitial: null, rewarded: null };
  for (const [type, field] of requested) {
    const id = config[field].trim();
    if (!ADMOB_UNIT_ID_PATTERN.test(id)) {
      warnings.push(`The ${type} ad unit id must look like ca-app-pub-0000000000000000/0000000000`);
    } else if (!allowed.includes(type)) {
      warnings.push(`${type[0]!.toUpperCase()}${type.slice(1)} ads are not included in your plan`);
    } else {
      plan[type] = id;
    }
  }
  const integrated = appIdValid && Boolean(plan.banner || plan.interstitial || plan.rewarded);
  return { plan: integrated ? plan : null, validation: { integrated, warnings, requestedAds } };
}
