import { describe, expect, test } from 'vitest';
import { SAMPLE_ADMOB } from '@droidforge/contracts/testing/admob';
import { admobRequest, checkAdmobConfig, EMPTY_ADMOB } from './admob-config';

const { appId, bannerId: unit } = SAMPLE_ADMOB;

describe('checkAdmobConfig', () => {
  test('accepts an empty form as a build without ads', () => {
    expect(checkAdmobConfig(EMPTY_ADMOB, 'free')).toEqual({ errors: {}, isEmpty: true, isValid: true });
    expect(admobRequest(EMPTY_ADMOB)).toBeUndefined();
  });

  test('accepts a banner on Starter and all three ad types on Pro', () => {
    expect(checkAdmobConfig({ ...EMPTY_ADMOB, appId, bannerId: unit }, 'starter').isValid).toBe(true);
    expect(checkAdmobConfig({ appId, bannerId: unit, interstitialId: unit, rewardId: unit }, 'pro').isValid).toBe(true);
  });

  test('names the plan that allows an ad type the user cannot use', () => {
    expect(checkAdmobConfig({ ...EMPTY_ADMOB, appId, bannerId: unit }, 'free').errors.bannerId).toBe('Banner ads need the Starter plan or above');
    expect(checkAdmobConfig({ ...EMPTY_ADMOB, appId, rewardId: unit }, 'starter').errors.rewardId).toBe('Rewarded ads need the Pro plan or above');
  });

  test('rejects ids in the wrong format and units without an App ID', () => {
    const check = checkAdmobConfig({ ...EMPTY_ADMOB, appId: 'ca-app-pub-123/456', interstitialId: 'banana' }, 'business');
    expect(Object.keys(check.errors).sort()).toEqual(['appId', 'interstitialId']);
    expect(checkAdmobConfig({ ...EMPTY_ADMOB, bannerId: unit }, 'pro').errors.appId).toBe('Add your AdMob App ID to show ads');
    expect(checkAdmobConfig({ ...EMPTY_ADMOB, appId: unit }, 'pro').errors.appId).toMatch(/^App IDs look like ca-app-pub-/);
  });

  test('sends trimmed ids only when something was entered', () => {
    expect(admobRequest({ ...EMPTY_ADMOB, appId: ` ${appId} ` })).toEqual({ ...EMPTY_ADMOB, appId });
  });
});
