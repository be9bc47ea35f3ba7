import type { EmitContext } from './context';
import { ADMOB_TEST_IDS } from './gradle';
import { kotlinString } from '../spec/expr/index';

/**
 * Source of `Ads.kt`, the only file that touches the Google Mobile Ads SDK, so ads can be
 * reviewed or removed in one place. Debug builds use Google's test units.
 */
export function emitAds(ctx: EmitContext): string | null {
  const ads = ctx.ads;
  if (!ads) return null;
  const unit = (name: string, live: string, test: string) =>
    `    private val ${name}: String\n        get() = if (BuildConfig.DEBUG) ${kotlinString(test)} else ${kotlinString(live)}`;
  const members: string[] = [];
  if (ads.banner) members.push(unit('bannerUnitId', ads.banner, ADMOB_TEST_IDS.banner));
  if (ads.interstitial) members.push(unit('interstitialUnitId', ads.interstitial, ADMOB_TEST_IDS.interstitial), '    private var interstitial: InterstitialAd? = null');
  if (ads.rewarded) members.push(unit('rewardedUnitId', ads.rewarded, ADMOB_TEST_IDS.rewarded), '    private var rewarded: RewardedAd? = null');
  const init = [
    '        MobileAds.initialize(activity)',
    ...(ads.interstitial ? ['        loadInterstitial(activity)'] : []),
    ...(ads.rewarded ? ['        loadRewarded(activity)'] : []),
  ];
  const parts = [`    fun init(activity: Activity) {\n${init.join('\n')}\n    }`];
  if (ads.banner) {
    parts.push(`    /** Adds a banner to the slot at the bottom of the main screen. */
    fun showBanner(activity: Activity, container: FrameLayout) {
        val adView = AdView(activity)
        adView.setAdSize(AdSize.BANNER)
        adView.adUnitId = bannerUnitId
        container.addView(adView)
        adView.loadAd(AdRequest.Builder().build())
    }`);
  }
  if (ads.interstitial) {
    parts.push(`    private fun loadInterstitial(activity: Activity) {
        InterstitialAd.load(activity, interstitialUnitId, AdRequest.Builder().build(), object : InterstitialAdLoadCallback() {
            override fun onAdLoaded(ad: InterstitialAd) {
                interstitial = ad
            }

            override fun onAdFailedToLoad(error: LoadAdError) {
                interstitial = null
            }
        })
    }

    /** Shown between screens when one is ready; the next one starts loading at once. */
    fun showInterstitial(activity: Activity) {
        val ad = interstitial ?: return
        interstitial = null
        ad.show(activity)
        loadInterstitial(activity)
    }`);
  } else {
    parts.push('    fun showInterstitial(activity: Activity) {\n        // Interstitial ads are not part of this app.\n    }');
  }
  if (ads.rewarded) {
    parts.push(`    private fun loadRewarded(activity: Activity) {
        RewardedAd.load(activity, rewardedUnitId, AdRequest.Builder().build(), object : RewardedAdLoadCallback() {
            override fun onAdLoaded(ad: RewardedAd) {
                rewarded = ad
            }

            override fun onAdFailedToLoad(error: LoadAdError) {
                rewarded = null
            }
        })
    }

    /** Shows a rewarded ad when the user asks for one; onReward runs once they earned it. */
    fun showRewarded(activity: Activity, onReward: () -> Unit) {
        val ad = rewarded
        if (ad == null) {
            Toast.makeText(activity, "No ad is ready yet, try again soon", Toast.LENGTH_SHORT).show()
            return
        }
        rewarded = null
        ad.show(activity) { onReward() }
        loadRewarded(activity)
    }`);
  }
  const imports = [
    'android.app.Activity',
    ...(ads.banner ? ['android.widget.FrameLayout'] : []),
    ...(ads.rewarded ? ['android.widget.Toast'] : []),
    'com.google.android.gms.ads.AdRequest',
    ...(ads.banner ? ['com.google.android.gms.ads.AdSize', 'com.google.android.gms.ads.AdView'] : []),
    ...(ads.interstitial || ads.rewarded ? ['com.google.android.gms.ads.LoadAdError'] : []),
    'com.google.android.gms.ads.MobileAds',
    ...(ads.interstitial ? ['com.google.android.gms.ads.interstitial.InterstitialAd', 'com.google.android.gms.ads.interstitial.InterstitialAdLoadCallback'] : []),
    ...(ads.rewarded ? ['com.google.android.gms.ads.rewarded.RewardedAd', 'com.google.android.gms.ads.rewarded.RewardedAdLoadCallback'] : []),
  ];
  return `package ${ctx.spec.app.packageName}

${imports.map((i) => `import ${i}`).join('\n')}

/** Everything about ads (Google Mobile Ads SDK). Debug builds use Google's test ad units. */
object Ads {
${members.join('\n\n')}

${parts.join('\n\n')}
}
`;
}
