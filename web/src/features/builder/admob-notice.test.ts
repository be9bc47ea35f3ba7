import toast from 'react-hot-toast';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ADMOB_TOAST_MS, notifyAdmobValidation } from './admob-notice';

vi.mock('react-hot-toast', () => {
  const fn = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { default: fn };
});

describe('notifyAdmobValidation', () => {
  beforeEach(() => vi.clearAllMocks());

  test('warns for 6 seconds with the issue count when the integration is incomplete', () => {
    notifyAdmobValidation({ integrated: false, warnings: ['Banner id is malformed', 'App ID missing'], requestedAds: ['banner'] });
    expect(toast).toHaveBeenCalledWith('AdMob integration incomplete: 2 issues found', expect.objectContaining({ duration: ADMOB_TOAST_MS.incomplete }));
    expect(ADMOB_TOAST_MS.incomplete).toBe(6000);
  });

  test('confirms a verified integration for 3 seconds', () => {
    notifyAdmobValidation({ integrated: true, warnings: [], requestedAds: ['banner'] });
    expect(toast.success).toHaveBeenCalledWith('AdMob integration verified', { duration: 3000 });
    expect(toast).not.toHaveBeenCalled();
  });

  test('stays quiet for an app without ads', () => {
    notifyAdmobValidation({ integrated: false, warnings: [], requestedAds: [] });
    expect(toast).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
