import { AppError } from '../../errors';

/** The builds API's refusals (see docs/errors.md). Messages are written for people. */
export const buildErrors = {
  planRequired: (message: string) => new AppError('PLAN_REQUIRED', 'forbidden', message),
  buildLimitReached: (limit: number) =>
    new AppError('BUILD_LIMIT_REACHED', 'payment_required', `Your plan includes ${limit} APK builds a month and you have used them all. Upgrade to Pro for unlimited builds, or wait until next month.`),
  adsSdkUnavailable: () =>
    new AppError(
      'ADS_SDK_UNAVAILABLE',
      'unprocessable',
      "Apps with AdMob ads need Google's Mobile Ads SDK, which this server's build toolchain does not include. Build without ads, or download the source zip and build it in Android Studio.",
    ),
  admobAppIdInvalid: () =>
    new AppError('ADMOB_APP_ID_INVALID', 'validation', 'Apps with ads need your AdMob app id, which looks like ca-app-pub-0000000000000000~0000000000. Enter it in the AdMob settings, or build without ads.', {
      fields: { appId: 'Must look like ca-app-pub-0000000000000000~0000000000' },
    }),
  toolchainMissing: (missing: string[]) =>
    new AppError('TOOLCHAIN_MISSING', 'unavailable', `APK builds are not available: the Android build toolchain is not installed on the server. Missing: ${missing.join('; ')}. An operator can install it with: npm run setup-toolchain`),
  buildInProgress: () => new AppError('BUILD_IN_PROGRESS', 'conflict', 'A build of this app is already queued or running. Wait for it to finish before starting another.'),
  downloadTokenInvalid: () => new AppError('DOWNLOAD_TOKEN_INVALID', 'forbidden', 'This download link is invalid or has expired. Open the build again to get a new link.'),
  artifactExpired: () => new AppError('ARTIFACT_EXPIRED', 'gone', 'This APK was deleted after 30 days. Build the app again to get a new one.'),
  notBuilt: () => new AppError('CONFLICT', 'conflict', 'This build has no APK to download: it did not succeed.'),
  fixFailed: (message: string, body?: Record<string, unknown>) => new AppError('FIX_FAILED', 'unprocessable', message, { body }),
  fixLimitReached: (limit: number) =>
    new AppError('FIX_LIMIT_REACHED', 'rate_limited', `Fix with AI can be tried ${limit} times per version, and this version has used them. Edit the code by hand, or change the app by chat to make a new version.`),
};
