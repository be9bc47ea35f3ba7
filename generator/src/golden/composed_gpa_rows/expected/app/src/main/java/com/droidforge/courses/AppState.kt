package com.droidforge.courses

import android.content.Context
import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject

/** One entry of the `courses` list. */
class CoursesItem(
    var credits: Double = 0.0,
    var gradePoint: Double = 0.0,
    var weighted: Double = 0.0,
) {
    fun toJson(): JSONObject {
        val json = JSONObject()
        json.put("credits", credits)
        json.put("gradePoint", gradePoint)
        json.put("weighted", weighted)
        return json
    }

    companion object {
        fun fromJson(json: JSONObject): CoursesItem {
            return CoursesItem(
                credits = json.optDouble("credits", 0.0),
                gradePoint = json.optDouble("gradePoint", 0.0),
                weighted = json.optDouble("weighted", 0.0),
            )
        }
    }
}

/** The app's state, shared by every screen. Persisted values are kept in SharedPreferences. */
object AppState {
    var courses: MutableList<CoursesItem> = arrayListOf()
    var newCredits: Double = 0.0
    var newGradePoint: Double = 0.0

    private const val PREFS = "app_state"
    private var isLoaded = false

    /** Reads persisted values once per process; later calls do nothing. */
    fun load(context: Context) {
        if (isLoaded) return
        isLoaded = true
        val prefs = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE)
        courses = coursesFromJson(prefs.getString("courses", null)) ?: courses
    }

    fun save(context: Context) {
        val editor = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE).edit()
        editor.putString("courses", coursesToJson())
        editor.apply()
    }

    private fun coursesToJson(): String {
        val array = JSONArray()
        for (entry in courses) {
            array.put(entry.toJson())
        }
        return array.toString()
    }

    private fun coursesFromJson(text: String?): MutableList<CoursesItem>? {
        if (text == null) return null
        try {
            val array = JSONArray(text)
            val items = ArrayList<CoursesItem>()
            for (i in 0 until array.length()) {
                items.add(CoursesItem.fromJson(array.getJSONObject(i)))
            }
            return items
        } catch (e: JSONException) {
            // Unreadable saved data: start from the initial items.
            return null
        }
    }
}
