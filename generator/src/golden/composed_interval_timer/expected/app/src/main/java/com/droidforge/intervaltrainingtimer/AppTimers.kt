package com.droidforge.intervaltrainingtimer

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
            if (AppState.remaining > 1.0) {
                AppState.remaining += -1.0
            } else {
                if (AppState.phase < 1.0) {
                    AppState.phase += 1.0
                    AppState.remaining = (if ((AppState.phase == 0.0)) 40.0 else 20.0)
                    Expr.beep()
                    screen?.toast("Rest!")
                } else {
                    AppState.round += 1.0
                    if (AppState.round >= 8.0) {
                        AppTimers.stopTick()
                        AppState.running = false
                        AppState.phase = 0.0
                        AppState.round = 0.0
                        AppState.remaining = 40.0
                        Expr.beep()
                        screen?.toast("All rounds done!")
                    } else {
                        AppState.phase = 0.0
                        AppState.remaining = 40.0
                        Expr.beep()
                        screen?.toast("Work!")
                    }
                }
            }
            screen?.stateChanged()
            if (isTickRunning) handler.postDelayed(this, 1000L)
        }
    }

    fun startTick() {
        if (isTickRunning) return
        isTickRunning = true
        handler.postDelayed(tickTick, 1000L)
    }

    fun stopTick() {
        isTickRunning = false
        handler.removeCallbacks(tickTick)
    }
}
