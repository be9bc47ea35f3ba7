package com.droidforge.piggybank

import android.content.Context
import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject

/** One entry of the `moves` list. */
class MovesItem(
    var date: String = "",
    var change: Double = 0.0,
) {
    fun toJson(): JSONObject {
        val json = JSONObject()
        json.put("date", date)
        json.put("change", change)
        return json
    }

    companion object {
        fun fromJson(json: JSONObject): MovesItem {
            return MovesItem(
                date = json.optString("date", ""),
                change = json.optDouble("change", 0.0),
            )
        }
    }
}

/** The app's state, shared by every screen. Persisted values are kept in SharedPreferences. */
object AppState {
    var balance: Double = 0.0
    var amount: Double = 0.0
    var moves: MutableList<MovesItem> = arrayListOf()

    private const val PREFS = "app_state"
    private var isLoaded = false

    /** Reads persisted values once per process; later calls do nothing. */
    fun load(context: Context) {
        if (isLoaded) return
        isLoaded = true
        val prefs = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE)
        balance = prefs.getString("balance", null)?.let { Expr.num(it) } ?: balance
        moves = movesFromJson(prefs.getString("moves", null)) ?: moves
    }

    fun save(context: Context) {
        val editor = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE).edit()
        editor.putString("balance", balance.toString())
        editor.putString("moves", movesToJson())
        editor.apply()
    }

    private fun movesToJson(): String {
        val array = JSONArray()
        for (entry in moves) {
            array.put(entry.toJson())
        }
        return array.toString()
    }

    private fun movesFromJson(text: String?): MutableList<MovesItem>? {
        if (text == null) return null
        try {
            val array = JSONArray(text)
            val items = ArrayList<MovesItem>()
            for (i in 0 until array.length()) {
                items.add(MovesItem.fromJson(array.getJSONObject(i)))
            }
            return items
        } catch (e: JSONException) {
            // Unreadable saved data: start from the initial items.
            return null
        }
    }
}
