package com.droidforge.tabletennisscore

import android.content.Context

/** The app's state, shared by every screen. Persisted values are kept in SharedPreferences. */
object AppState {
    var score1: Double = 0.0
    var score2: Double = 0.0

    private const val PREFS = "app_state"
    private var isLoaded = false

    /** Reads persisted values once per process; later calls do nothing. */
    fun load(context: Context) {
        if (isLoaded) return
        isLoaded = true
        val prefs = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE)
        score1 = prefs.getString("score1", null)?.let { Expr.num(it) } ?: score1
        score2 = prefs.getString("score2", null)?.let { Expr.num(it) } ?: score2
    }

    fun save(context: Context) {
        val editor = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE).edit()
        editor.putString("score1", score1.toString())
        editor.putString("score2", score2.toString())
        editor.apply()
    }
}
