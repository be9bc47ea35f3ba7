package com.example.stopwatch

import android.content.Context
import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject

/** One entry of the `laps` list. */
class LapsItem(
    var number: Double = 0.0,
    var time: String = "",
)

/** The app's state, shared by every screen. Persisted values are kept in SharedPreferences. */
object AppState {
    var elapsed: Double = 0.0
    var running: Boolean = false
    var laps: MutableList<LapsItem> = arrayListOf()

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
