package com.example.parked

import android.os.Handler
import android.os.Looper

/** The app's timers. They keep running while the app is open, whichever screen is shown. */
object AppTimers {
    private val handler = Handler(Looper.getMainLooper())

    /** The screen in front, which timer actions draw on; null while the app is in the background. */
    var screen: ScreenActivity? = null

    var isClockTimerRunning = false
        private set

    private val clockTimerTick = object : Runnable {
        override fun run() {
            AppState.clock = System.currentTimeMillis().toDouble()
            screen?.stateChanged()
            if (isClockTimerRunning) handler.postDelayed(this, 1000L)
        }
    }

    fun startClockTimer() {
        if (isClockTimerRunning) return
        isClockTimerRunning = true
        handler.postDelayed(clockTimerTick, 1000L)
    }

    fun stopClockTimer() {
        isClockTimerRunning = false
        handler.removeCallbacks(clockTimerTick)
    }
}
