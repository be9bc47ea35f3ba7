package com.droidforge.nightfeedslog

import android.os.Handler
import android.os.Looper

/** The app's timers. They keep running while the app is open, whichever screen is shown. */
object AppTimers {
    private val handler = Handler(Looper.getMainLooper())

    /** The screen in front, which timer actions draw on; null while the app is in the background. */
    var screen: ScreenActivity? = null
}
