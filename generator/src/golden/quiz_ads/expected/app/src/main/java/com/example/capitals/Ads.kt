package com.example.capitals

import android.app.Activity
import android.widget.FrameLayout
import android.widget.Toast
import com.google.android.gms.ads.AdRequest
import com.google.android.gms.ads.AdSize
import com.google.android.gms.ads.AdView
import com.google.android.gms.ads.LoadAdError
import com.google.android.gms.ads.MobileAds
import com.google.android.gms.ads.interstitial.InterstitialAd
import com.google.android.gms.ads.interstitial.InterstitialAdLoadCallback
import com.google.android.gms.ads.rewarded.RewardedAd
import com.google.android.gms.ads.rewarded.RewardedAdLoadCallback

/** Everything about ads (Google Mobile Ads SDK). Debug builds use Google's test ad units. */
object Ads {
    private val bannerUnitId: String
        get() = if (BuildConfig.DEBUG) "ca-app-pub-3940256099942544/6300978111" else "ca-app-pub-1234567890123456/1111111111"

    private val interstitialUnitId: String
        get() = if (BuildConfig.DEBUG) "ca-app-pub-3940256099942544/1033173712" else "ca-app-pub-1234567890123456/2222222222"

    private var interstitial: InterstitialAd? = null

    private val rewardedUnitId: String
        get() = if (BuildConfig.DEBUG) "ca-app-pub-3940256099942544/5224354917" else "ca-app-pub-1234567890123456/3333333333"

    private var rewarded: RewardedAd? = null

    fun init(activity: Activity) {
        MobileAds.initialize(activity)
        loadInterstitial(activity)
        loadRewarded(activity)
    }

    /** Adds a banner to the slot at the bottom of the main screen. */
    fun showBanner(activity: Activity, container: FrameLayout) {
        val adView = AdView(activity)
        adView.setAdSize(AdSize.BANNER)
        adView.adUnitId = bannerUnitId
        container.addView(adView)
        adView.loadAd(AdRequest.Builder().build())
    }

    private fun loadInterstitial(activity: Activity) {
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
    }

    private fun loadRewarded(activity: Activity) {
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
    }
}
