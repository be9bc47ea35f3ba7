package com.droidforge.watercoffeetea

import android.content.Context
import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject

/** One entry of the `history` list. */
class HistoryItem(
    var date: String = "",
    var water: Double = 0.0,
    var coffee: Double = 0.0,
    var tea: Double = 0.0,
) {
    fun toJson(): JSONObject {
        val json = JSONObject()
        json.put("date", date)
        json.put("water", water)
        json.put("coffee", coffee)
        json.put("tea", tea)
        return json
    }

    companion object {
        fun fromJson(json: JSONObject): HistoryItem {
            return HistoryItem(
                date = json.optString("date", ""),
                water = json.optDouble("water", 0.0),
                coffee = json.optDouble("coffee", 0.0),
                tea = json.optDouble("tea", 0.0),
            )
        }
    }
}

/** The app's state, shared by every screen. Persisted values are kept in SharedPreferences. */
object AppState {
    var water: Double = 0.0
    var coffee: Double = 0.0
    var tea: Double = 0.0
    var goal: Double = 8.0
    var periodKey: String = ""
    var lastDate: String = ""
    var history: MutableList<HistoryItem> = arrayListOf()

    private const val PREFS = "app_state"
    private var isLoaded = false

    /** Reads persisted values once per process; later calls do nothing. */
    fun load(context: Context) {
        if (isLoaded) return
        isLoaded = true
        val prefs = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE)
        water = prefs.getString("water", null)?.let { Expr.num(it) } ?: water
        coffee = prefs.getString("coffee", null)?.let { Expr.num(it) } ?: coffee
        tea = prefs.getString("tea", null)?.let { Expr.num(it) } ?: tea
        periodKey = prefs.getString("periodKey", null) ?: periodKey
        lastDate = prefs.getString("lastDate", null) ?: lastDate
        history = historyFromJson(prefs.getString("history", null)) ?: history
    }

    fun save(context: Context) {
        val editor = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE).edit()
        editor.putString("water", water.toString())
        editor.putString("coffee", coffee.toString())
        editor.putString("tea", tea.toString())
        editor.putString("periodKey", periodKey)
        editor.putString("lastDate", lastDate)
        editor.putString("history", historyToJson())
        editor.apply()
    }

    private fun historyToJson(): String {
        val array = JSONArray()
        for (entry in history) {
            array.put(entry.toJson())
        }
        return array.toString()
    }

    private fun historyFromJson(text: String?): MutableList<HistoryItem>? {
        if (text == null) return null
        try {
            val array = JSONArray(text)
            val items = ArrayList<HistoryItem>()
            for (i in 0 until array.length()) {
                items.add(HistoryItem.fromJson(array.getJSONObject(i)))
            }
            return items
        } catch (e: JSONException) {
            // Unreadable saved data: start from the initial items.
            return null
        }
    }
}
