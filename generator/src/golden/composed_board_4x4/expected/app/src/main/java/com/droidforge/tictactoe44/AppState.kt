package com.droidforge.tictactoe44

import android.content.Context

/** The app's state, shared by every screen. Persisted values are kept in SharedPreferences. */
object AppState {
    var c0: String = ""
    var c1: String = ""
    var c2: String = ""
    var c3: String = ""
    var c4: String = ""
    var c5: String = ""
    var c6: String = ""
    var c7: String = ""
    var c8: String = ""
    var c9: String = ""
    var c10: String = ""
    var c11: String = ""
    var c12: String = ""
    var c13: String = ""
    var c14: String = ""
    var c15: String = ""
    var turn: String = "X"
    var winner: String = ""

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
