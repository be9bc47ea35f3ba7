package com.droidforge.notes

import android.content.Context
import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject

/** One entry of the `notes` list. */
class NotesItem(
    var title: String = "",
    var body: String = "",
) {
    fun toJson(): JSONObject {
        val json = JSONObject()
        json.put("title", title)
        json.put("body", body)
        return json
    }

    companion object {
        fun fromJson(json: JSONObject): NotesItem {
            return NotesItem(
                title = json.optString("title", ""),
                body = json.optString("body", ""),
            )
        }
    }
}

/** The app's state, shared by every screen. Persisted values are kept in SharedPreferences. */
object AppState {
    var notes: MutableList<NotesItem> = arrayListOf()
    var newTitle: String = ""
    var newBody: String = ""
    var darkMode: Boolean = false
    var largeText: Boolean = false

    private const val PREFS = "app_state"
    private var isLoaded = false

    /** Reads persisted values once per process; later calls do nothing. */
    fun load(context: Context) {
        if (isLoaded) return
        isLoaded = true
        val prefs = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE)
        notes = notesFromJson(prefs.getString("notes", null)) ?: notes
        darkMode = prefs.getBoolean("darkMode", darkMode)
        largeText = prefs.getBoolean("largeText", largeText)
    }

    fun save(context: Context) {
        val editor = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE).edit()
        editor.putString("notes", notesToJson())
        editor.putBoolean("darkMode", darkMode)
        editor.putBoolean("largeText", largeText)
        editor.apply()
    }

    private fun notesToJson(): String {
        val array = JSONArray()
        for (entry in notes) {
            array.put(entry.toJson())
        }
        return array.toString()
    }

    private fun notesFromJson(text: String?): MutableList<NotesItem>? {
        if (text == null) return null
        try {
            val array = JSONArray(text)
            val items = ArrayList<NotesItem>()
            for (i in 0 until array.length()) {
                items.add(NotesItem.fromJson(array.getJSONObject(i)))
            }
            return items
        } catch (e: JSONException) {
            // Unreadable saved data: start from the initial items.
            return null
        }
    }
}
