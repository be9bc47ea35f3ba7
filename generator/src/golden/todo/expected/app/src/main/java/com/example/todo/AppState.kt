package com.example.todo

import android.content.Context
import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject

/** One entry of the `tasks` list. */
class TasksItem(
    var title: String = "",
    var done: Boolean = false,
) {
    fun toJson(): JSONObject {
        val json = JSONObject()
        json.put("title", title)
        json.put("done", done)
        return json
    }

    companion object {
        fun fromJson(json: JSONObject): TasksItem {
            return TasksItem(
                title = json.optString("title", ""),
                done = json.optBoolean("done", false),
            )
        }
    }
}

/** The app's state, shared by every screen. Persisted values are kept in SharedPreferences. */
object AppState {
    var draft: String = ""
    var showDone: Boolean = true
    var tasks: MutableList<TasksItem> = arrayListOf(TasksItem(title = "Buy milk", done = false), TasksItem(title = "Call \"Mom\" @ 5", done = true))

    private const val PREFS = "app_state"
    private var isLoaded = false

    /** Reads persisted values once per process; later calls do nothing. */
    fun load(context: Context) {
        if (isLoaded) return
        isLoaded = true
        val prefs = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE)
        showDone = prefs.getBoolean("showDone", showDone)
        tasks = tasksFromJson(prefs.getString("tasks", null)) ?: tasks
    }

    fun save(context: Context) {
        val editor = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE).edit()
        editor.putBoolean("showDone", showDone)
        editor.putString("tasks", tasksToJson())
        editor.apply()
    }

    private fun tasksToJson(): String {
        val array = JSONArray()
        for (entry in tasks) {
            array.put(entry.toJson())
        }
        return array.toString()
    }

    private fun tasksFromJson(text: String?): MutableList<TasksItem>? {
        if (text == null) return null
        try {
            val array = JSONArray(text)
            val items = ArrayList<TasksItem>()
            for (i in 0 until array.length()) {
                items.add(TasksItem.fromJson(array.getJSONObject(i)))
            }
            return items
        } catch (e: JSONException) {
            // Unreadable saved data: start from the initial items.
            return null
        }
    }
}
