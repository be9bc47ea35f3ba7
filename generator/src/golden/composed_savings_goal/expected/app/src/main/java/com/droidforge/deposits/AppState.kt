package com.droidforge.deposits

import android.content.Context
import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject

/** One entry of the `deposits` list. */
class DepositsItem(
    var date: String = "",
    var amount: Double = 0.0,
) {
    fun toJson(): JSONObject {
        val json = JSONObject()
        json.put("date", date)
        json.put("amount", amount)
        return json
    }

    companion object {
        fun fromJson(json: JSONObject): DepositsItem {
            return DepositsItem(
                date = json.optString("date", ""),
                amount = json.optDouble("amount", 0.0),
            )
        }
    }
}

/** The app's state, shared by every screen. Persisted values are kept in SharedPreferences. */
object AppState {
    var deposits: MutableList<DepositsItem> = arrayListOf()
    var newDate: String = ""
    var newAmount: Double = 0.0

    private const val PREFS = "app_state"
    private var isLoaded = false

    /** Reads persisted values once per process; later calls do nothing. */
    fun load(context: Context) {
        if (isLoaded) return
        isLoaded = true
        val prefs = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE)
        deposits = depositsFromJson(prefs.getString("deposits", null)) ?: deposits
    }

    fun save(context: Context) {
        val editor = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE).edit()
        editor.putString("deposits", depositsToJson())
        editor.apply()
    }

    private fun depositsToJson(): String {
        val array = JSONArray()
        for (entry in deposits) {
            array.put(entry.toJson())
        }
        return array.toString()
    }

    private fun depositsFromJson(text: String?): MutableList<DepositsItem>? {
        if (text == null) return null
        try {
            val array = JSONArray(text)
            val items = ArrayList<DepositsItem>()
            for (i in 0 until array.length()) {
                items.add(DepositsItem.fromJson(array.getJSONObject(i)))
            }
            return items
        } catch (e: JSONException) {
            // Unreadable saved data: start from the initial items.
            return null
        }
    }
}
