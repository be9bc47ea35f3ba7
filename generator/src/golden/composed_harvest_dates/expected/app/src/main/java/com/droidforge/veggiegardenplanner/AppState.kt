package com.droidforge.veggiegardenplanner

import android.content.Context
import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject

/** One entry of the `plants` list. */
class PlantsItem(
    var plant: String = "",
    var bed: String = "",
    var datePlanted: String = "",
    var daysToHarvest: Double = 0.0,
) {
    fun toJson(): JSONObject {
        val json = JSONObject()
        json.put("plant", plant)
        json.put("bed", bed)
        json.put("datePlanted", datePlanted)
        json.put("daysToHarvest", daysToHarvest)
        return json
    }

    companion object {
        fun fromJson(json: JSONObject): PlantsItem {
            return PlantsItem(
                plant = json.optString("plant", ""),
                bed = json.optString("bed", ""),
                datePlanted = json.optString("datePlanted", ""),
                daysToHarvest = json.optDouble("daysToHarvest", 0.0),
            )
        }
    }
}

/** The app's state, shared by every screen. Persisted values are kept in SharedPreferences. */
object AppState {
    var plants: MutableList<PlantsItem> = arrayListOf()
    var newPlant: String = ""
    var newBed: String = "A"
    var newDatePlanted: String = ""
    var newDaysToHarvest: Double = 0.0
    var editing: Double = -1.0

    private const val PREFS = "app_state"
    private var isLoaded = false

    /** Reads persisted values once per process; later calls do nothing. */
    fun load(context: Context) {
        if (isLoaded) return
        isLoaded = true
        val prefs = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE)
        plants = plantsFromJson(prefs.getString("plants", null)) ?: plants
    }

    fun save(context: Context) {
        val editor = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE).edit()
        editor.putString("plants", plantsToJson())
        editor.apply()
    }

    private fun plantsToJson(): String {
        val array = JSONArray()
        for (entry in plants) {
            array.put(entry.toJson())
        }
        return array.toString()
    }

    private fun plantsFromJson(text: String?): MutableList<PlantsItem>? {
        if (text == null) return null
        try {
            val array = JSONArray(text)
            val items = ArrayList<PlantsItem>()
            for (i in 0 until array.length()) {
                items.add(PlantsItem.fromJson(array.getJSONObject(i)))
            }
            return items
        } catch (e: JSONException) {
            // Unreadable saved data: start from the initial items.
            return null
        }
    }
}
