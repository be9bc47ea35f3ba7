package com.example.capitals

import android.os.Bundle
import android.widget.Button
import android.widget.FrameLayout
import android.widget.RadioGroup
import android.widget.TextView

/** The "Quiz" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var prompt: TextView
    private lateinit var choices: RadioGroup
    private lateinit var submit: Button

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        prompt = findViewById(R.id.prompt) as TextView
        choices = findViewById(R.id.choices) as RadioGroup
        choices.setOnCheckedChangeListener { _, checkedId ->
            if (!isRendering) {
                when (checkedId) {
                    R.id.choices_option_0 -> AppState.answer = "Paris"
                    R.id.choices_option_1 -> AppState.answer = "Tokyo"
                    R.id.choices_option_2 -> AppState.answer = "Rome"
                    R.id.choices_option_3 -> AppState.answer = "Lima"
                }
                stateChanged()
            }
        }
        submit = findViewById(R.id.submit) as Button
        submit.setOnClickListener { onSubmitClick() }
        Ads.init(this)
        Ads.showBanner(this, findViewById(R.id.ad_container) as FrameLayout)
        (findViewById(R.id.watch_ad_button) as Button).setOnClickListener {
            Ads.showRewarded(this) { toast("Thanks for watching!") }
        }
    }

    override fun render() {
        prompt.text = (AppState.questions.getOrNull(Math.floor(AppState.question).toInt())?.prompt ?: "")
        when (AppState.answer) {
            "Paris" -> choices.check(R.id.choices_option_0)
            "Tokyo" -> choices.check(R.id.choices_option_1)
            "Rome" -> choices.check(R.id.choices_option_2)
            "Lima" -> choices.check(R.id.choices_option_3)
            else -> choices.clearCheck()
        }
    }

    private fun onSubmitClick() {
        if (AppState.answer == (AppState.questions.getOrNull(Math.floor(AppState.question).toInt())?.correct ?: "")) {
            AppState.score += 1.0
            toast("Correct!")
        } else {
            toast("It was " + (AppState.questions.getOrNull(Math.floor(AppState.question).toInt())?.correct ?: ""))
        }
        AppState.question += 1.0
        AppState.answer = ""
        if (AppState.question >= AppState.questions.size.toDouble()) {
            navigate(ScoreScreenActivity::class.java)
        }
        stateChanged()
    }
}
