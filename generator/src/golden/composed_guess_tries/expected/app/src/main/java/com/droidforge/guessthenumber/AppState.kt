package com.droidforge.guessthenumber

import android.content.Context

/** The app's state, shared by every screen. Persisted values are kept in SharedPreferences. */
object AppState {
    var secret: Double = 0.0
    var guess: Double = 0.0
    var tries: Double = 0.0
    var over: Boolean = false
    var hint: String = "Guess a number from 1 to 100"

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
