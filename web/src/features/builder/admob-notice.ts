import type { AdmobValidation } from '@droidforge/contracts';
import toast from 'react-hot-toast';

/** Spec §8: an incomplete AdMob integration warns for 6 s with the issue count; a verified one says so for 3 s. */
export const ADMOB_TOAST_MS = { incomplete: 6000, verified: 3000 } as const;

export function notifyAdmobValidation(validation: AdmobValidation): void {
  if (validation.requestedAds.length === 0 && validation.warnings.length === 0) return;
  if (!validation.integrated || validation.warnings.length > 0) {
    const issues = Math.max(validation.warnings.length, 1);
    toast(`AdMob integration incomplete: ${issues} ${issues === 1 ? 'issue' : 'issues'} found`, { icon: '⚠️', duration: ADMOB_TOAST_MS.incomplete });
    return;
  }
  toast.success('AdMob integration verified', { duration: ADMOB_TOAST_MS.verified });
}
