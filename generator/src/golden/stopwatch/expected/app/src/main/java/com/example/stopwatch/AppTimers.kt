package com.example.stopwatch

import android.os.Handler
import android.os.Looper

/** The app's timers. They keep running while the app is open, whichever screen is shown. */
object AppTimers {
    private val handler = Handler(Looper.getMainLooper())

    /** The screen in front, which timer actions draw on; null while the app is in the background. */
    var screen: ScreenActivity? = null

    var isTickRunning = false
        private set

    private val tickTick = object : Runnable {
        override fun run() {
            AppState.elapsed += 100.0
            screen?.stateChanged()
            if (isTickRunning) handler.postDelayed(this, 100L)
        }
    }

    fun startTick() {
        if (isTickRunning) return
        isTickRunning = true
        handler.postDelayed(tickTick, 100L)
    }

    fun stopTick() {
        isTickRunning = false
        handler.removeCallbacks(tickTick)
    }
}
