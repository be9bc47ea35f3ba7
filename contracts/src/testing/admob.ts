/** Well-formed AdMob ids for tests, in the format users enter (ADMOB_APP_ID_PATTERN, ADMOB_UNIT_ID_PATTERN); none is real. */
export const SAMPLE_ADMOB = {
  appId: 'ca-app-pub-1234567890123456~1234567890',
  bannerId: 'ca-app-pub-1234567890123456/1234567890',
  interstitialId: 'ca-app-pub-1234567890123456/1234567891',
  rewardId: 'ca-app-pub-1234567890123456/1234567892',
} as const;
