import { ADMOB_APP_ID_PATTERN, ADMOB_UNIT_ID_PATTERN, type AdmobConfig, type AdType, PLANS, type Tier, planFor } from '@droidforge/contracts';

export type AdmobField = keyof AdmobConfig;
export const EMPTY_ADMOB: AdmobConfig = { appId: '', bannerId: '', interstitialId: '', rewardId: '' };

/** Which ad type each unit-id field requests. */
export const AD_UNIT_FIELDS: readonly { field: Exclude<AdmobField, 'appId'>; adType: AdType; label: string }[] = [
  { field: 'bannerId', adType: 'banner', label: 'Banner ad unit ID' },
  { field: 'interstitialId', adType: 'interstitial', label: 'Interstitial ad unit ID' },
  { field: 'rewardId', adType: 'rewarded', label: 'Rewarded ad unit ID' },
];

export const ADMOB_EXAMPLES = { appId: 'ca-app-pub-0000000000000000~0000000000', unitId: 'ca-app-pub-0000000000000000/0000000000' } as const;

export interface AdmobCheck {
  errors: Partial<Record<AdmobField, string>>;
  /** True when no id was entered: the app is built without ads. */
  isEmpty: boolean;
  isValid: boolean;
}

/** The cheapest plan that may use an ad type, to name in the upgrade hint. */
export function planAllowing(adType: AdType): string | null {
  return PLANS.find((plan) => plan.adTypes.includes(adType))?.name ?? null;
}

export function allowedAdTypes(tier: Tier): readonly AdType[] {
  return planFor(tier).adTypes;
}

/** Checks formats (`ca-app-pub-…`), that units come with an App ID, and what the user's plan allows. */
export function checkAdmobConfig(config: AdmobConfig, tier: Tier): AdmobCheck {
  const errors: AdmobCheck['errors'] = {};
  const appId = config.appId.trim();
  const units = AD_UNIT_FIELDS.filter(({ field }) => config[field].trim() !== '');
  const allowed = allowedAdTypes(tier);

  if (appId && !ADMOB_APP_ID_PATTERN.test(appId)) errors.appId = `App IDs look like ${ADMOB_EXAMPLES.appId}`;
  if (!appId && units.length > 0) errors.appId = 'Add your AdMob App ID to show ads';
  for (const { field, adType } of units) {
    if (!allowed.includes(adType)) errors[field] = `${capitalise(adType)} ads need the ${planAllowing(adType) ?? 'a higher'} plan or above`;
    else if (!ADMOB_UNIT_ID_PATTERN.test(config[field].trim())) errors[field] = `Ad unit IDs look like ${ADMOB_EXAMPLES.unitId}`;
  }
  const isEmpty = !appId && units.length === 0;
  return { errors, isEmpty, isValid: Object.keys(errors).length === 0 };
}

/** What to send to the server: nothing when no ads were asked for, else the trimmed ids. */
export function admobRequest(config: AdmobConfig): Partial<AdmobConfig> | undefined {
  const trimmed = Object.fromEntries(Object.entries(config).map(([k, v]) => [k, v.trim()])) as AdmobConfig;
  return Object.values(trimmed).some((v) => v !== '') ? trimmed : undefined;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
