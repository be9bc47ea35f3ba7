package com.example.capitals

import android.content.Context
import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject

/** One entry of the `questions` list. */
class QuestionsItem(
    var prompt: String = "",
    var correct: String = "",
)

/** The app's state, shared by every screen. Persisted values are kept in SharedPreferences. */
object AppState {
    var answer: String = ""
    var score: Double = 0.0
    var question: Double = 0.0
    var questions: MutableList<QuestionsItem> = arrayListOf(QuestionsItem(prompt = "Capital of France?", correct = "Paris"), QuestionsItem(prompt = "Capital of Japan?", correct = "Tokyo"))

    private var isLoaded = false

    /** Reads persisted values once per process; later calls do nothing. */
    @Suppress("UNUSED_PARAMETER")
    fun load(context: Context) {
        if (isLoaded) return
        isLoaded = true
    }

    @Suppress("UNUSED_PARAMETER")
    fun save(context: Context) {
        // Nothing in this app is persisted.
    }
}
