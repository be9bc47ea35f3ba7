/**
 * The legal facts of spec §1, in one place so every policy page states the same numbers.
 */
export const POLICY_FACTS = {
  updated: 'January 1, 2026',
  uptimeAim: '99.9%',
  apkRetentionDays: 30,
  usageLogRetentionDays: 90,
  paymentRecordRetentionYears: 7,
  minimumAge: 18,
  refundWindowDays: 7,
  fairUseApps: { starter: 50, pro: 200 },
  fairUseDownloads: 10,
  refundProcessing: '2-3 business days',
  refundArrival: '5-10 business days',
  paymentErrorRefund: '5-7 business days',
  supportReply: '24-48 hours',
  outageCompensationHours: 24,
  annualCancelNoticeHours: 24,
  dmcaResponse: '5-7 business days',
} as const;
