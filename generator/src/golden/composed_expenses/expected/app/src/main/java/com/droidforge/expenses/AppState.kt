package com.droidforge.expenses

import android.content.Context
import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject

/** One entry of the `expenses` list. */
class ExpensesItem(
    var amount: Double = 0.0,
    var date: String = "",
    var category: String = "",
) {
    fun toJson(): JSONObject {
        val json = JSONObject()
        json.put("amount", amount)
        json.put("date", date)
        json.put("category", category)
        return json
    }

    companion object {
        fun fromJson(json: JSONObject): ExpensesItem {
            return ExpensesItem(
                amount = json.optDouble("amount", 0.0),
                date = json.optString("date", ""),
                category = json.optString("category", ""),
            )
        }
    }
}

/** The app's state, shared by every screen. Persisted values are kept in SharedPreferences. */
object AppState {
    var expenses: MutableList<ExpensesItem> = arrayListOf()
    var newAmount: Double = 0.0
    var newDate: String = ""
    var newCategory: String = "Food"
    var editing: Double = -1.0

    private const val PREFS = "app_state"
    private var isLoaded = false

    /** Reads persisted values once per process; later calls do nothing. */
    fun load(context: Context) {
        if (isLoaded) return
        isLoaded = true
        val prefs = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE)
        expenses = expensesFromJson(prefs.getString("expenses", null)) ?: expenses
    }

    fun save(context: Context) {
        val editor = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE).edit()
        editor.putString("expenses", expensesToJson())
        editor.apply()
    }

    private fun expensesToJson(): String {
        val array = JSONArray()
        for (entry in expenses) {
            array.put(entry.toJson())
        }
        return array.toString()
    }

    private fun expensesFromJson(text: String?): MutableList<ExpensesItem>? {
        if (text == null) return null
        try {
            val array = JSONArray(text)
            val items = ArrayList<ExpensesItem>()
            for (i in 0 until array.length()) {
                items.add(ExpensesItem.fromJson(array.getJSONObject(i)))
            }
            return items
        } catch (e: JSONException) {
            // Unreadable saved data: start from the initial items.
            return null
        }
    }
}
