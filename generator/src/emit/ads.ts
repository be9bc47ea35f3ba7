import type { EmitContext } from './context';
import type { AdsPlan } from './ads-plan';
import { ADMOB_TEST_IDS } from './gradle';
import { kotlinString } from '../spec/expr/index';

/**
 * Source of `Ads.kt`, the only file that touches the Google Mobile Ads SDK, so ads can be
 * reviewed or removed in one place. Debug builds use Google's test units.
 */
export function emitAds(ctx: EmitContext): string | null {
  const ads = ctx.ads;
  if (!ads) return null;
  return `package ${ctx.spec.app.packageName}

${adsImports(ads).map((i) => `import ${i}`).join('\n')}

/** Everything about ads (Google Mobile Ads SDK). Debug builds use Google's test ad units. */
object Ads {
${adsMembers(ads).join('\n\n')}

${adsFunctions(ads).join('\n\n')}
}
`;
}

function adsImports(ads: AdsPlan): string[] {
  return [
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
}

/** The ad unit ids (live in release, Google's test units in debug) and the loaded full-screen ads. */
function adsMembers(ads: AdsPlan): string[] {
  const unit = (name: string, live: string, test: string) =>
    `    private val ${name}: String\n        get() = if (BuildConfig.DEBUG) ${kotlinString(test)} else ${kotlinString(live)}`;
  const members: string[] = [];
  if (ads.banner) members.push(unit('bannerUnitId', ads.banner, ADMOB_TEST_IDS.banner));
  if (ads.interstitial) members.push(unit('interstitialUnitId', ads.interstitial, ADMOB_TEST_IDS.interstitial), '    private var interstitial: InterstitialAd? = null');
  if (ads.rewarded) members.push(unit('rewardedUnitId', ads.rewarded, ADMOB_TEST_IDS.rewarded), '    private var rewarded: RewardedAd? = null');
  return members;
}

function adsFunctions(ads: AdsPlan): string[] {
  const init = [
    '        MobileAds.initialize(activity)',
    ...(ads.interstitial ? ['        loadInterstitial(activity)'] : []),
    ...(ads.rewarded ? ['        loadRewarded(activity)'] : []),
  ];
  const parts = [`    fun init(activity: Activity) {\n${init.join('\n')}\n    }`];
  if (ads.banner) parts.push(SHOW_BANNER);
  parts.push(ads.interstitial ? `${loadFullScreenAd('Interstitial')}\n\n${SHOW_INTERSTITIAL}` : NO_INTERSTITIAL);
  if (ads.rewarded) parts.push(`${loadFullScreenAd('Rewarded')}\n\n${SHOW_REWARDED}`);
  return parts;
}

/** Interstitial and rewarded ads load the same way: keep the ad once loaded, forget it on failure. */
function loadFullScreenAd(kind: 'Interstitial' | 'Rewarded'): string {
  const field = kind.toLowerCase();
  return `    private fun load${kind}(activity: Activity) {
        ${kind}Ad.load(activity, ${field}UnitId, AdRequest.Builder().build(), object : ${kind}AdLoadCallback() {
            override fun onAdLoaded(ad: ${kind}Ad) {
                ${field} = ad
            }

            override fun onAdFailedToLoad(error: LoadAdError) {
                ${field} = null
            }
        })
    }`;
}

const SHOW_BANNER = `    /** Adds a banner to the slot at the bottom of the main screen. */
    fun showBanner(activity: Activity, container: FrameLayout) {
        val adView = AdView(activity)
        adView.setAdSize(AdSize.BANNER)
        adView.adUnitId = bannerUnitId
        container.addView(adView)
        adView.loadAd(AdRequest.Builder().build())
    }`;

const SHOW_INTERSTITIAL = `    /** Shown between screens when one is ready; the next one starts loading at once. */
    fun showInterstitial(activity: Activity) {
        val ad = interstitial ?: return
        interstitial = null
        ad.show(activity)
        loadInterstitial(activity)
    }`;

const NO_INTERSTITIAL = '    fun showInterstitial(activity: Activity) {\n        // Interstitial ads are not part of this app.\n    }';

const SHOW_REWARDED = `    /** Shows a rewarded ad when the user asks for one; onReward runs once they earned it. */
    fun showRewarded(activity: Activity, onReward: () -> Unit) {
        val ad = rewarded
        if (ad == null) {
            Toast.makeText(activity, "No ad is ready yet, try again soon", Toast.LENGTH_SHORT).show()
            return
        }
        rewarded = null
        ad.show(activity) { onReward() }
        loadRewarded(activity)
    }`;
