package com.droidforge.guessthenumber

import android.os.Bundle
import android.widget.Button
import android.widget.EditText
import android.widget.TextView

/** The "Guess The Number" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var hintText: TextView
    private lateinit var guessInput: EditText
    private lateinit var guessButton: Button
    private lateinit var triesText: TextView
    private lateinit var newGameButton: Button

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        hintText = findViewById(R.id.hint_text) as TextView
        guessInput = findViewById(R.id.guess_input) as EditText
        onTextChange(guessInput) { text -> AppState.guess = Expr.num(text) }
        guessButton = findViewById(R.id.guess_button) as Button
        guessButton.setOnClickListener { onGuessButtonClick() }
        triesText = findViewById(R.id.tries_text) as TextView
        newGameButton = findViewById(R.id.new_game_button) as Button
        newGameButton.setOnClickListener { onNewGameButtonClick() }
    }

    override fun render() {
        hintText.text = AppState.hint
        if (Expr.num(guessInput.text.toString()) != AppState.guess) guessInput.setText(Expr.str(AppState.guess))
        triesText.text = "Tries: " + Expr.str(AppState.tries) + " of 7"
    }

    private fun onGuessButtonClick() {
        if (AppState.secret == 0.0) {
            AppState.secret = Expr.random(1.0, 100.0)
        }
        if (AppState.over) {
            toast("Start a new game")
        } else {
            AppState.tries += 1.0
            if (AppState.guess == AppState.secret) {
                AppState.over = true
                AppState.hint = ("Correct in " + Expr.str(AppState.tries)) + (if ((AppState.tries == 1.0)) " try!" else " tries!")
            } else {
                AppState.hint = (if ((AppState.guess < AppState.secret)) "Higher than " + Expr.str(AppState.guess) else "Lower than " + Expr.str(AppState.guess))
                if (AppState.tries >= 7.0) {
                    AppState.over = true
                    AppState.hint = "Out of tries! It was " + Expr.str(AppState.secret)
                }
            }
        }
        stateChanged()
    }

    private fun onNewGameButtonClick() {
        AppState.secret = Expr.random(1.0, 100.0)
        AppState.tries = 0.0
        AppState.over = false
        AppState.hint = "Guess a number from 1 to 100"
        AppState.guess = 0.0
        stateChanged()
    }
}
