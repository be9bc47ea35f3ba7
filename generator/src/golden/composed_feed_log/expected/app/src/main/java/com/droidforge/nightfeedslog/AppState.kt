package com.droidforge.nightfeedslog

import android.content.Context
import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject

/** One entry of the `feeds` list. */
class FeedsItem(
    var time: String = "",
    var side: String = "",
    var date: String = "",
) {
    fun toJson(): JSONObject {
        val json = JSONObject()
        json.put("time", time)
        json.put("side", side)
        json.put("date", date)
        return json
    }

    companion object {
        fun fromJson(json: JSONObject): FeedsItem {
            return FeedsItem(
                time = json.optString("time", ""),
                side = json.optString("side", ""),
                date = json.optString("date", ""),
            )
        }
    }
}

/** The app's state, shared by every screen. Persisted values are kept in SharedPreferences. */
object AppState {
    var feeds: MutableList<FeedsItem> = arrayListOf()
    var newTime: String = ""
    var newSide: String = "Left"
    var newDate: String = ""
    var editing: Double = -1.0

    private const val PREFS = "app_state"
    private var isLoaded = false

    /** Reads persisted values once per process; later calls do nothing. */
    fun load(context: Context) {
        if (isLoaded) return
        isLoaded = true
        val prefs = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE)
        feeds = feedsFromJson(prefs.getString("feeds", null)) ?: feeds
    }

    fun save(context: Context) {
        val editor = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE).edit()
        editor.putString("feeds", feedsToJson())
        editor.apply()
    }

    private fun feedsToJson(): String {
        val array = JSONArray()
        for (entry in feeds) {
            array.put(entry.toJson())
        }
        return array.toString()
    }

    private fun feedsFromJson(text: String?): MutableList<FeedsItem>? {
        if (text == null) return null
        try {
            val array = JSONArray(text)
            val items = ArrayList<FeedsItem>()
            for (i in 0 until array.length()) {
                items.add(FeedsItem.fromJson(array.getJSONObject(i)))
            }
            return items
        } catch (e: JSONException) {
            // Unreadable saved data: start from the initial items.
            return null
        }
    }
}
