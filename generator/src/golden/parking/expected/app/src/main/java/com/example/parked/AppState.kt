package com.example.parked

import android.content.Context

/** The app's state, shared by every screen. Persisted values are kept in SharedPreferences. */
object AppState {
    var spot: String = ""
    var parkedAt: Double = 0.0
    var parkedDay: String = ""
    var parked: Boolean = false
    var clock: Double = 0.0

    private const val PREFS = "app_state"
    private var isLoaded = false

    /** Reads persisted values once per process; later calls do nothing. */
    fun load(context: Context) {
        if (isLoaded) return
        isLoaded = true
        val prefs = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE)
        spot = prefs.getString("spot", null) ?: spot
        parkedAt = prefs.getString("parkedAt", null)?.let { Expr.num(it) } ?: parkedAt
        parkedDay = prefs.getString("parkedDay", null) ?: parkedDay
        parked = prefs.getBoolean("parked", parked)
    }

    fun save(context: Context) {
        val editor = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE).edit()
        editor.putString("spot", spot)
        editor.putString("parkedAt", parkedAt.toString())
        editor.putString("parkedDay", parkedDay)
        editor.putBoolean("parked", parked)
        editor.apply()
    }
}
