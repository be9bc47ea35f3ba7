package com.droidforge.periodtracker

import android.content.Context
import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject

/** One entry of the `periods` list. */
class PeriodsItem(
    var name: String = "",
    var date: String = "",
) {
    fun toJson(): JSONObject {
        val json = JSONObject()
        json.put("name", name)
        json.put("date", date)
        return json
    }

    companion object {
        fun fromJson(json: JSONObject): PeriodsItem {
            return PeriodsItem(
                name = json.optString("name", ""),
                date = json.optString("date", ""),
            )
        }
    }
}

/** The app's state, shared by every screen. Persisted values are kept in SharedPreferences. */
object AppState {
    var periods: MutableList<PeriodsItem> = arrayListOf()
    var newName: String = ""
    var newDate: String = ""

    private const val PREFS = "app_state"
    private var isLoaded = false

    /** Reads persisted values once per process; later calls do nothing. */
    fun load(context: Context) {
        if (isLoaded) return
        isLoaded = true
        val prefs = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE)
        periods = periodsFromJson(prefs.getString("periods", null)) ?: periods
    }

    fun save(context: Context) {
        val editor = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE).edit()
        editor.putString("periods", periodsToJson())
        editor.apply()
    }

    private fun periodsToJson(): String {
        val array = JSONArray()
        for (entry in periods) {
            array.put(entry.toJson())
        }
        return array.toString()
    }

    private fun periodsFromJson(text: String?): MutableList<PeriodsItem>? {
        if (text == null) return null
        try {
            val array = JSONArray(text)
            val items = ArrayList<PeriodsItem>()
            for (i in 0 until array.length()) {
                items.add(PeriodsItem.fromJson(array.getJSONObject(i)))
            }
            return items
        } catch (e: JSONException) {
            // Unreadable saved data: start from the initial items.
            return null
        }
    }
}
