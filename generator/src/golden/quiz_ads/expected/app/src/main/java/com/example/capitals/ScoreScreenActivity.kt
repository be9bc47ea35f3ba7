package com.example.capitals

import android.os.Bundle
import android.widget.Button
import android.widget.TextView

/** The "Your score" screen. */
class ScoreScreenActivity : ScreenActivity() {
    private lateinit var finalScore: TextView
    private lateinit var shareScore: Button
    private lateinit var again: Button

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_score_screen)
        title = getString(R.string.title_score_screen)
        actionBar?.setDisplayHomeAsUpEnabled(true)
        finalScore = findViewById(R.id.final_score) as TextView
        shareScore = findViewById(R.id.share_score) as Button
        shareScore.setOnClickListener { onShareScoreClick() }
        again = findViewById(R.id.again) as Button
        again.setOnClickListener { onAgainClick() }
    }

    override fun render() {
        finalScore.text = "You scored " + Expr.str(AppState.score) + " / " + Expr.str(AppState.questions.size.toDouble())
    }

    private fun onShareScoreClick() {
        share("I scored " + Expr.str(AppState.score) + " in Capitals Quiz!")
        stateChanged()
    }

    private fun onAgainClick() {
        AppState.score = 0.0
        AppState.question = 0.0
        back()
        stateChanged()
    }
}
