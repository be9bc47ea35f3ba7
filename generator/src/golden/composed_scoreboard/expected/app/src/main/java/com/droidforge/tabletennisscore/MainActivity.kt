package com.droidforge.tabletennisscore

import android.os.Bundle
import android.widget.Button
import android.widget.TextView

/** The "Table Tennis Score" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var winnerText: TextView
    private lateinit var player1Score: TextView
    private lateinit var player1Plus1: Button
    private lateinit var player1Minus: Button
    private lateinit var player2Score: TextView
    private lateinit var player2Plus1: Button
    private lateinit var player2Minus: Button
    private lateinit var newGameButton: Button

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        winnerText = findViewById(R.id.winner_text) as TextView
        player1Score = findViewById(R.id.player1_score) as TextView
        player1Plus1 = findViewById(R.id.player1_plus1) as Button
        player1Plus1.setOnClickListener { onPlayer1Plus1Click() }
        player1Minus = findViewById(R.id.player1_minus) as Button
        player1Minus.setOnClickListener { onPlayer1MinusClick() }
        player2Score = findViewById(R.id.player2_score) as TextView
        player2Plus1 = findViewById(R.id.player2_plus1) as Button
        player2Plus1.setOnClickListener { onPlayer2Plus1Click() }
        player2Minus = findViewById(R.id.player2_minus) as Button
        player2Minus.setOnClickListener { onPlayer2MinusClick() }
        newGameButton = findViewById(R.id.new_game_button) as Button
        newGameButton.setOnClickListener { onNewGameButtonClick() }
    }

    override fun render() {
        winnerText.text = ((if ((AppState.score1 >= 11.0)) "Player 1 wins!" else (if ((AppState.score2 >= 11.0)) "Player 2 wins!" else "First to 11 wins")))
        player1Score.text = Expr.str(AppState.score1)
        player2Score.text = Expr.str(AppState.score2)
    }

    private fun onPlayer1Plus1Click() {
        if ((AppState.score1 >= 11.0) || (AppState.score2 >= 11.0)) {
            toast("The game is over: start a new game")
        } else {
            AppState.score1 = Math.min(11.0, (AppState.score1 + 1.0))
            if (AppState.score1 >= 11.0) {
                toast("Player 1 wins!")
            }
        }
        stateChanged()
    }

    private fun onPlayer1MinusClick() {
        if (AppState.score1 > 0.0) {
            AppState.score1 += -1.0
        }
        stateChanged()
    }

    private fun onPlayer2Plus1Click() {
        if ((AppState.score1 >= 11.0) || (AppState.score2 >= 11.0)) {
            toast("The game is over: start a new game")
        } else {
            AppState.score2 = Math.min(11.0, (AppState.score2 + 1.0))
            if (AppState.score2 >= 11.0) {
                toast("Player 2 wins!")
            }
        }
        stateChanged()
    }

    private fun onPlayer2MinusClick() {
        if (AppState.score2 > 0.0) {
            AppState.score2 += -1.0
        }
        stateChanged()
    }

    private fun onNewGameButtonClick() {
        AppState.score1 = 0.0
        AppState.score2 = 0.0
        stateChanged()
    }
}
