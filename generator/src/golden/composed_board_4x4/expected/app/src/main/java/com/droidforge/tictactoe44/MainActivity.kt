package com.droidforge.tictactoe44

import android.os.Bundle
import android.widget.Button
import android.widget.TextView

/** The "Tic Tac Toe 4×4" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var statusText: TextView
    private lateinit var cell0: Button
    private lateinit var cell1: Button
    private lateinit var cell2: Button
    private lateinit var cell3: Button
    private lateinit var cell4: Button
    private lateinit var cell5: Button
    private lateinit var cell6: Button
    private lateinit var cell7: Button
    private lateinit var cell8: Button
    private lateinit var cell9: Button
    private lateinit var cell10: Button
    private lateinit var cell11: Button
    private lateinit var cell12: Button
    private lateinit var cell13: Button
    private lateinit var cell14: Button
    private lateinit var cell15: Button
    private lateinit var restartButton: Button

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        statusText = findViewById(R.id.status_text) as TextView
        cell0 = findViewById(R.id.cell_0) as Button
        cell0.setOnClickListener { onCell0Click() }
        cell1 = findViewById(R.id.cell_1) as Button
        cell1.setOnClickListener { onCell1Click() }
        cell2 = findViewById(R.id.cell_2) as Button
        cell2.setOnClickListener { onCell2Click() }
        cell3 = findViewById(R.id.cell_3) as Button
        cell3.setOnClickListener { onCell3Click() }
        cell4 = findViewById(R.id.cell_4) as Button
        cell4.setOnClickListener { onCell4Click() }
        cell5 = findViewById(R.id.cell_5) as Button
        cell5.setOnClickListener { onCell5Click() }
        cell6 = findViewById(R.id.cell_6) as Button
        cell6.setOnClickListener { onCell6Click() }
        cell7 = findViewById(R.id.cell_7) as Button
        cell7.setOnClickListener { onCell7Click() }
        cell8 = findViewById(R.id.cell_8) as Button
        cell8.setOnClickListener { onCell8Click() }
        cell9 = findViewById(R.id.cell_9) as Button
        cell9.setOnClickListener { onCell9Click() }
        cell10 = findViewById(R.id.cell_10) as Button
        cell10.setOnClickListener { onCell10Click() }
        cell11 = findViewById(R.id.cell_11) as Button
        cell11.setOnClickListener { onCell11Click() }
        cell12 = findViewById(R.id.cell_12) as Button
        cell12.setOnClickListener { onCell12Click() }
        cell13 = findViewById(R.id.cell_13) as Button
        cell13.setOnClickListener { onCell13Click() }
        cell14 = findViewById(R.id.cell_14) as Button
        cell14.setOnClickListener { onCell14Click() }
        cell15 = findViewById(R.id.cell_15) as Button
        cell15.setOnClickListener { onCell15Click() }
        restartButton = findViewById(R.id.restart_button) as Button
        restartButton.setOnClickListener { onRestartButtonClick() }
    }

    override fun render() {
        statusText.text = ((if ((AppState.winner == "Draw")) "Draw!" else (if ((AppState.winner != "")) AppState.winner + " wins!" else AppState.turn + " to play")))
        cell0.text = ((if ((AppState.c0 == "")) " " else AppState.c0))
        cell1.text = ((if ((AppState.c1 == "")) " " else AppState.c1))
        cell2.text = ((if ((AppState.c2 == "")) " " else AppState.c2))
        cell3.text = ((if ((AppState.c3 == "")) " " else AppState.c3))
        cell4.text = ((if ((AppState.c4 == "")) " " else AppState.c4))
        cell5.text = ((if ((AppState.c5 == "")) " " else AppState.c5))
        cell6.text = ((if ((AppState.c6 == "")) " " else AppState.c6))
        cell7.text = ((if ((AppState.c7 == "")) " " else AppState.c7))
        cell8.text = ((if ((AppState.c8 == "")) " " else AppState.c8))
        cell9.text = ((if ((AppState.c9 == "")) " " else AppState.c9))
        cell10.text = ((if ((AppState.c10 == "")) " " else AppState.c10))
        cell11.text = ((if ((AppState.c11 == "")) " " else AppState.c11))
        cell12.text = ((if ((AppState.c12 == "")) " " else AppState.c12))
        cell13.text = ((if ((AppState.c13 == "")) " " else AppState.c13))
        cell14.text = ((if ((AppState.c14 == "")) " " else AppState.c14))
        cell15.text = ((if ((AppState.c15 == "")) " " else AppState.c15))
    }

    private fun onCell0Click() {
        if ((AppState.c0 == "") && (AppState.winner == "")) {
            AppState.c0 = AppState.turn
            if ((((AppState.c0 == AppState.turn) && (AppState.c1 == AppState.turn)) && (AppState.c2 == AppState.turn)) && (AppState.c3 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c4 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c6 == AppState.turn)) && (AppState.c7 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c8 == AppState.turn) && (AppState.c9 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c11 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c12 == AppState.turn) && (AppState.c13 == AppState.turn)) && (AppState.c14 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c4 == AppState.turn)) && (AppState.c8 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c1 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c13 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c2 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c14 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c7 == AppState.turn)) && (AppState.c11 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if (AppState.winner == "") {
                if ((((((((((((((((AppState.c0 != "") && (AppState.c1 != "")) && (AppState.c2 != "")) && (AppState.c3 != "")) && (AppState.c4 != "")) && (AppState.c5 != "")) && (AppState.c6 != "")) && (AppState.c7 != "")) && (AppState.c8 != "")) && (AppState.c9 != "")) && (AppState.c10 != "")) && (AppState.c11 != "")) && (AppState.c12 != "")) && (AppState.c13 != "")) && (AppState.c14 != "")) && (AppState.c15 != "")) {
                    AppState.winner = "Draw"
                } else {
                    AppState.turn = (if ((AppState.turn == "X")) "O" else "X")
                }
            }
        }
        stateChanged()
    }

    private fun onCell1Click() {
        if ((AppState.c1 == "") && (AppState.winner == "")) {
            AppState.c1 = AppState.turn
            if ((((AppState.c0 == AppState.turn) && (AppState.c1 == AppState.turn)) && (AppState.c2 == AppState.turn)) && (AppState.c3 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c4 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c6 == AppState.turn)) && (AppState.c7 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c8 == AppState.turn) && (AppState.c9 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c11 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c12 == AppState.turn) && (AppState.c13 == AppState.turn)) && (AppState.c14 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c4 == AppState.turn)) && (AppState.c8 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c1 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c13 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c2 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c14 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c7 == AppState.turn)) && (AppState.c11 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if (AppState.winner == "") {
                if ((((((((((((((((AppState.c0 != "") && (AppState.c1 != "")) && (AppState.c2 != "")) && (AppState.c3 != "")) && (AppState.c4 != "")) && (AppState.c5 != "")) && (AppState.c6 != "")) && (AppState.c7 != "")) && (AppState.c8 != "")) && (AppState.c9 != "")) && (AppState.c10 != "")) && (AppState.c11 != "")) && (AppState.c12 != "")) && (AppState.c13 != "")) && (AppState.c14 != "")) && (AppState.c15 != "")) {
                    AppState.winner = "Draw"
                } else {
                    AppState.turn = (if ((AppState.turn == "X")) "O" else "X")
                }
            }
        }
        stateChanged()
    }

    private fun onCell2Click() {
        if ((AppState.c2 == "") && (AppState.winner == "")) {
            AppState.c2 = AppState.turn
            if ((((AppState.c0 == AppState.turn) && (AppState.c1 == AppState.turn)) && (AppState.c2 == AppState.turn)) && (AppState.c3 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c4 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c6 == AppState.turn)) && (AppState.c7 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c8 == AppState.turn) && (AppState.c9 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c11 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c12 == AppState.turn) && (AppState.c13 == AppState.turn)) && (AppState.c14 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c4 == AppState.turn)) && (AppState.c8 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c1 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c13 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c2 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c14 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c7 == AppState.turn)) && (AppState.c11 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if (AppState.winner == "") {
                if ((((((((((((((((AppState.c0 != "") && (AppState.c1 != "")) && (AppState.c2 != "")) && (AppState.c3 != "")) && (AppState.c4 != "")) && (AppState.c5 != "")) && (AppState.c6 != "")) && (AppState.c7 != "")) && (AppState.c8 != "")) && (AppState.c9 != "")) && (AppState.c10 != "")) && (AppState.c11 != "")) && (AppState.c12 != "")) && (AppState.c13 != "")) && (AppState.c14 != "")) && (AppState.c15 != "")) {
                    AppState.winner = "Draw"
                } else {
                    AppState.turn = (if ((AppState.turn == "X")) "O" else "X")
                }
            }
        }
        stateChanged()
    }

    private fun onCell3Click() {
        if ((AppState.c3 == "") && (AppState.winner == "")) {
            AppState.c3 = AppState.turn
            if ((((AppState.c0 == AppState.turn) && (AppState.c1 == AppState.turn)) && (AppState.c2 == AppState.turn)) && (AppState.c3 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c4 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c6 == AppState.turn)) && (AppState.c7 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c8 == AppState.turn) && (AppState.c9 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c11 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c12 == AppState.turn) && (AppState.c13 == AppState.turn)) && (AppState.c14 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c4 == AppState.turn)) && (AppState.c8 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c1 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c13 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c2 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c14 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c7 == AppState.turn)) && (AppState.c11 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if (AppState.winner == "") {
                if ((((((((((((((((AppState.c0 != "") && (AppState.c1 != "")) && (AppState.c2 != "")) && (AppState.c3 != "")) && (AppState.c4 != "")) && (AppState.c5 != "")) && (AppState.c6 != "")) && (AppState.c7 != "")) && (AppState.c8 != "")) && (AppState.c9 != "")) && (AppState.c10 != "")) && (AppState.c11 != "")) && (AppState.c12 != "")) && (AppState.c13 != "")) && (AppState.c14 != "")) && (AppState.c15 != "")) {
                    AppState.winner = "Draw"
                } else {
                    AppState.turn = (if ((AppState.turn == "X")) "O" else "X")
                }
            }
        }
        stateChanged()
    }

    private fun onCell4Click() {
        if ((AppState.c4 == "") && (AppState.winner == "")) {
            AppState.c4 = AppState.turn
            if ((((AppState.c0 == AppState.turn) && (AppState.c1 == AppState.turn)) && (AppState.c2 == AppState.turn)) && (AppState.c3 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c4 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c6 == AppState.turn)) && (AppState.c7 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c8 == AppState.turn) && (AppState.c9 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c11 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c12 == AppState.turn) && (AppState.c13 == AppState.turn)) && (AppState.c14 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c4 == AppState.turn)) && (AppState.c8 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c1 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c13 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c2 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c14 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c7 == AppState.turn)) && (AppState.c11 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if (AppState.winner == "") {
                if ((((((((((((((((AppState.c0 != "") && (AppState.c1 != "")) && (AppState.c2 != "")) && (AppState.c3 != "")) && (AppState.c4 != "")) && (AppState.c5 != "")) && (AppState.c6 != "")) && (AppState.c7 != "")) && (AppState.c8 != "")) && (AppState.c9 != "")) && (AppState.c10 != "")) && (AppState.c11 != "")) && (AppState.c12 != "")) && (AppState.c13 != "")) && (AppState.c14 != "")) && (AppState.c15 != "")) {
                    AppState.winner = "Draw"
                } else {
                    AppState.turn = (if ((AppState.turn == "X")) "O" else "X")
                }
            }
        }
        stateChanged()
    }

    private fun onCell5Click() {
        if ((AppState.c5 == "") && (AppState.winner == "")) {
            AppState.c5 = AppState.turn
            if ((((AppState.c0 == AppState.turn) && (AppState.c1 == AppState.turn)) && (AppState.c2 == AppState.turn)) && (AppState.c3 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c4 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c6 == AppState.turn)) && (AppState.c7 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c8 == AppState.turn) && (AppState.c9 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c11 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c12 == AppState.turn) && (AppState.c13 == AppState.turn)) && (AppState.c14 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c4 == AppState.turn)) && (AppState.c8 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c1 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c13 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c2 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c14 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c7 == AppState.turn)) && (AppState.c11 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if (AppState.winner == "") {
                if ((((((((((((((((AppState.c0 != "") && (AppState.c1 != "")) && (AppState.c2 != "")) && (AppState.c3 != "")) && (AppState.c4 != "")) && (AppState.c5 != "")) && (AppState.c6 != "")) && (AppState.c7 != "")) && (AppState.c8 != "")) && (AppState.c9 != "")) && (AppState.c10 != "")) && (AppState.c11 != "")) && (AppState.c12 != "")) && (AppState.c13 != "")) && (AppState.c14 != "")) && (AppState.c15 != "")) {
                    AppState.winner = "Draw"
                } else {
                    AppState.turn = (if ((AppState.turn == "X")) "O" else "X")
                }
            }
        }
        stateChanged()
    }

    private fun onCell6Click() {
        if ((AppState.c6 == "") && (AppState.winner == "")) {
            AppState.c6 = AppState.turn
            if ((((AppState.c0 == AppState.turn) && (AppState.c1 == AppState.turn)) && (AppState.c2 == AppState.turn)) && (AppState.c3 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c4 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c6 == AppState.turn)) && (AppState.c7 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c8 == AppState.turn) && (AppState.c9 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c11 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c12 == AppState.turn) && (AppState.c13 == AppState.turn)) && (AppState.c14 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c4 == AppState.turn)) && (AppState.c8 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c1 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c13 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c2 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c14 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c7 == AppState.turn)) && (AppState.c11 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if (AppState.winner == "") {
                if ((((((((((((((((AppState.c0 != "") && (AppState.c1 != "")) && (AppState.c2 != "")) && (AppState.c3 != "")) && (AppState.c4 != "")) && (AppState.c5 != "")) && (AppState.c6 != "")) && (AppState.c7 != "")) && (AppState.c8 != "")) && (AppState.c9 != "")) && (AppState.c10 != "")) && (AppState.c11 != "")) && (AppState.c12 != "")) && (AppState.c13 != "")) && (AppState.c14 != "")) && (AppState.c15 != "")) {
                    AppState.winner = "Draw"
                } else {
                    AppState.turn = (if ((AppState.turn == "X")) "O" else "X")
                }
            }
        }
        stateChanged()
    }

    private fun onCell7Click() {
        if ((AppState.c7 == "") && (AppState.winner == "")) {
            AppState.c7 = AppState.turn
            if ((((AppState.c0 == AppState.turn) && (AppState.c1 == AppState.turn)) && (AppState.c2 == AppState.turn)) && (AppState.c3 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c4 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c6 == AppState.turn)) && (AppState.c7 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c8 == AppState.turn) && (AppState.c9 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c11 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c12 == AppState.turn) && (AppState.c13 == AppState.turn)) && (AppState.c14 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c4 == AppState.turn)) && (AppState.c8 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c1 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c13 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c2 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c14 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c7 == AppState.turn)) && (AppState.c11 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if (AppState.winner == "") {
                if ((((((((((((((((AppState.c0 != "") && (AppState.c1 != "")) && (AppState.c2 != "")) && (AppState.c3 != "")) && (AppState.c4 != "")) && (AppState.c5 != "")) && (AppState.c6 != "")) && (AppState.c7 != "")) && (AppState.c8 != "")) && (AppState.c9 != "")) && (AppState.c10 != "")) && (AppState.c11 != "")) && (AppState.c12 != "")) && (AppState.c13 != "")) && (AppState.c14 != "")) && (AppState.c15 != "")) {
                    AppState.winner = "Draw"
                } else {
                    AppState.turn = (if ((AppState.turn == "X")) "O" else "X")
                }
            }
        }
        stateChanged()
    }

    private fun onCell8Click() {
        if ((AppState.c8 == "") && (AppState.winner == "")) {
            AppState.c8 = AppState.turn
            if ((((AppState.c0 == AppState.turn) && (AppState.c1 == AppState.turn)) && (AppState.c2 == AppState.turn)) && (AppState.c3 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c4 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c6 == AppState.turn)) && (AppState.c7 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c8 == AppState.turn) && (AppState.c9 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c11 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c12 == AppState.turn) && (AppState.c13 == AppState.turn)) && (AppState.c14 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c4 == AppState.turn)) && (AppState.c8 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c1 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c13 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c2 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c14 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c7 == AppState.turn)) && (AppState.c11 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if (AppState.winner == "") {
                if ((((((((((((((((AppState.c0 != "") && (AppState.c1 != "")) && (AppState.c2 != "")) && (AppState.c3 != "")) && (AppState.c4 != "")) && (AppState.c5 != "")) && (AppState.c6 != "")) && (AppState.c7 != "")) && (AppState.c8 != "")) && (AppState.c9 != "")) && (AppState.c10 != "")) && (AppState.c11 != "")) && (AppState.c12 != "")) && (AppState.c13 != "")) && (AppState.c14 != "")) && (AppState.c15 != "")) {
                    AppState.winner = "Draw"
                } else {
                    AppState.turn = (if ((AppState.turn == "X")) "O" else "X")
                }
            }
        }
        stateChanged()
    }

    private fun onCell9Click() {
        if ((AppState.c9 == "") && (AppState.winner == "")) {
            AppState.c9 = AppState.turn
            if ((((AppState.c0 == AppState.turn) && (AppState.c1 == AppState.turn)) && (AppState.c2 == AppState.turn)) && (AppState.c3 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c4 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c6 == AppState.turn)) && (AppState.c7 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c8 == AppState.turn) && (AppState.c9 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c11 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c12 == AppState.turn) && (AppState.c13 == AppState.turn)) && (AppState.c14 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c4 == AppState.turn)) && (AppState.c8 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c1 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c13 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c2 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c14 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c7 == AppState.turn)) && (AppState.c11 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if (AppState.winner == "") {
                if ((((((((((((((((AppState.c0 != "") && (AppState.c1 != "")) && (AppState.c2 != "")) && (AppState.c3 != "")) && (AppState.c4 != "")) && (AppState.c5 != "")) && (AppState.c6 != "")) && (AppState.c7 != "")) && (AppState.c8 != "")) && (AppState.c9 != "")) && (AppState.c10 != "")) && (AppState.c11 != "")) && (AppState.c12 != "")) && (AppState.c13 != "")) && (AppState.c14 != "")) && (AppState.c15 != "")) {
                    AppState.winner = "Draw"
                } else {
                    AppState.turn = (if ((AppState.turn == "X")) "O" else "X")
                }
            }
        }
        stateChanged()
    }

    private fun onCell10Click() {
        if ((AppState.c10 == "") && (AppState.winner == "")) {
            AppState.c10 = AppState.turn
            if ((((AppState.c0 == AppState.turn) && (AppState.c1 == AppState.turn)) && (AppState.c2 == AppState.turn)) && (AppState.c3 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c4 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c6 == AppState.turn)) && (AppState.c7 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c8 == AppState.turn) && (AppState.c9 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c11 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c12 == AppState.turn) && (AppState.c13 == AppState.turn)) && (AppState.c14 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c4 == AppState.turn)) && (AppState.c8 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c1 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c13 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c2 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c14 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c7 == AppState.turn)) && (AppState.c11 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if (AppState.winner == "") {
                if ((((((((((((((((AppState.c0 != "") && (AppState.c1 != "")) && (AppState.c2 != "")) && (AppState.c3 != "")) && (AppState.c4 != "")) && (AppState.c5 != "")) && (AppState.c6 != "")) && (AppState.c7 != "")) && (AppState.c8 != "")) && (AppState.c9 != "")) && (AppState.c10 != "")) && (AppState.c11 != "")) && (AppState.c12 != "")) && (AppState.c13 != "")) && (AppState.c14 != "")) && (AppState.c15 != "")) {
                    AppState.winner = "Draw"
                } else {
                    AppState.turn = (if ((AppState.turn == "X")) "O" else "X")
                }
            }
        }
        stateChanged()
    }

    private fun onCell11Click() {
        if ((AppState.c11 == "") && (AppState.winner == "")) {
            AppState.c11 = AppState.turn
            if ((((AppState.c0 == AppState.turn) && (AppState.c1 == AppState.turn)) && (AppState.c2 == AppState.turn)) && (AppState.c3 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c4 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c6 == AppState.turn)) && (AppState.c7 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c8 == AppState.turn) && (AppState.c9 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c11 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c12 == AppState.turn) && (AppState.c13 == AppState.turn)) && (AppState.c14 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c4 == AppState.turn)) && (AppState.c8 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c1 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c13 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c2 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c14 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c7 == AppState.turn)) && (AppState.c11 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if (AppState.winner == "") {
                if ((((((((((((((((AppState.c0 != "") && (AppState.c1 != "")) && (AppState.c2 != "")) && (AppState.c3 != "")) && (AppState.c4 != "")) && (AppState.c5 != "")) && (AppState.c6 != "")) && (AppState.c7 != "")) && (AppState.c8 != "")) && (AppState.c9 != "")) && (AppState.c10 != "")) && (AppState.c11 != "")) && (AppState.c12 != "")) && (AppState.c13 != "")) && (AppState.c14 != "")) && (AppState.c15 != "")) {
                    AppState.winner = "Draw"
                } else {
                    AppState.turn = (if ((AppState.turn == "X")) "O" else "X")
                }
            }
        }
        stateChanged()
    }

    private fun onCell12Click() {
        if ((AppState.c12 == "") && (AppState.winner == "")) {
            AppState.c12 = AppState.turn
            if ((((AppState.c0 == AppState.turn) && (AppState.c1 == AppState.turn)) && (AppState.c2 == AppState.turn)) && (AppState.c3 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c4 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c6 == AppState.turn)) && (AppState.c7 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c8 == AppState.turn) && (AppState.c9 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c11 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c12 == AppState.turn) && (AppState.c13 == AppState.turn)) && (AppState.c14 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c4 == AppState.turn)) && (AppState.c8 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c1 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c13 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c2 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c14 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c7 == AppState.turn)) && (AppState.c11 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if (AppState.winner == "") {
                if ((((((((((((((((AppState.c0 != "") && (AppState.c1 != "")) && (AppState.c2 != "")) && (AppState.c3 != "")) && (AppState.c4 != "")) && (AppState.c5 != "")) && (AppState.c6 != "")) && (AppState.c7 != "")) && (AppState.c8 != "")) && (AppState.c9 != "")) && (AppState.c10 != "")) && (AppState.c11 != "")) && (AppState.c12 != "")) && (AppState.c13 != "")) && (AppState.c14 != "")) && (AppState.c15 != "")) {
                    AppState.winner = "Draw"
                } else {
                    AppState.turn = (if ((AppState.turn == "X")) "O" else "X")
                }
            }
        }
        stateChanged()
    }

    private fun onCell13Click() {
        if ((AppState.c13 == "") && (AppState.winner == "")) {
            AppState.c13 = AppState.turn
            if ((((AppState.c0 == AppState.turn) && (AppState.c1 == AppState.turn)) && (AppState.c2 == AppState.turn)) && (AppState.c3 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c4 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c6 == AppState.turn)) && (AppState.c7 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c8 == AppState.turn) && (AppState.c9 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c11 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c12 == AppState.turn) && (AppState.c13 == AppState.turn)) && (AppState.c14 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c4 == AppState.turn)) && (AppState.c8 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c1 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c13 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c2 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c14 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c7 == AppState.turn)) && (AppState.c11 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if (AppState.winner == "") {
                if ((((((((((((((((AppState.c0 != "") && (AppState.c1 != "")) && (AppState.c2 != "")) && (AppState.c3 != "")) && (AppState.c4 != "")) && (AppState.c5 != "")) && (AppState.c6 != "")) && (AppState.c7 != "")) && (AppState.c8 != "")) && (AppState.c9 != "")) && (AppState.c10 != "")) && (AppState.c11 != "")) && (AppState.c12 != "")) && (AppState.c13 != "")) && (AppState.c14 != "")) && (AppState.c15 != "")) {
                    AppState.winner = "Draw"
                } else {
                    AppState.turn = (if ((AppState.turn == "X")) "O" else "X")
                }
            }
        }
        stateChanged()
    }

    private fun onCell14Click() {
        if ((AppState.c14 == "") && (AppState.winner == "")) {
            AppState.c14 = AppState.turn
            if ((((AppState.c0 == AppState.turn) && (AppState.c1 == AppState.turn)) && (AppState.c2 == AppState.turn)) && (AppState.c3 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c4 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c6 == AppState.turn)) && (AppState.c7 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c8 == AppState.turn) && (AppState.c9 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c11 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c12 == AppState.turn) && (AppState.c13 == AppState.turn)) && (AppState.c14 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c4 == AppState.turn)) && (AppState.c8 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c1 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c13 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c2 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c14 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c7 == AppState.turn)) && (AppState.c11 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if (AppState.winner == "") {
                if ((((((((((((((((AppState.c0 != "") && (AppState.c1 != "")) && (AppState.c2 != "")) && (AppState.c3 != "")) && (AppState.c4 != "")) && (AppState.c5 != "")) && (AppState.c6 != "")) && (AppState.c7 != "")) && (AppState.c8 != "")) && (AppState.c9 != "")) && (AppState.c10 != "")) && (AppState.c11 != "")) && (AppState.c12 != "")) && (AppState.c13 != "")) && (AppState.c14 != "")) && (AppState.c15 != "")) {
                    AppState.winner = "Draw"
                } else {
                    AppState.turn = (if ((AppState.turn == "X")) "O" else "X")
                }
            }
        }
        stateChanged()
    }

    private fun onCell15Click() {
        if ((AppState.c15 == "") && (AppState.winner == "")) {
            AppState.c15 = AppState.turn
            if ((((AppState.c0 == AppState.turn) && (AppState.c1 == AppState.turn)) && (AppState.c2 == AppState.turn)) && (AppState.c3 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c4 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c6 == AppState.turn)) && (AppState.c7 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c8 == AppState.turn) && (AppState.c9 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c11 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c12 == AppState.turn) && (AppState.c13 == AppState.turn)) && (AppState.c14 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c4 == AppState.turn)) && (AppState.c8 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c1 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c13 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c2 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c14 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c7 == AppState.turn)) && (AppState.c11 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c0 == AppState.turn) && (AppState.c5 == AppState.turn)) && (AppState.c10 == AppState.turn)) && (AppState.c15 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if ((((AppState.c3 == AppState.turn) && (AppState.c6 == AppState.turn)) && (AppState.c9 == AppState.turn)) && (AppState.c12 == AppState.turn)) {
                AppState.winner = AppState.turn
            }
            if (AppState.winner == "") {
                if ((((((((((((((((AppState.c0 != "") && (AppState.c1 != "")) && (AppState.c2 != "")) && (AppState.c3 != "")) && (AppState.c4 != "")) && (AppState.c5 != "")) && (AppState.c6 != "")) && (AppState.c7 != "")) && (AppState.c8 != "")) && (AppState.c9 != "")) && (AppState.c10 != "")) && (AppState.c11 != "")) && (AppState.c12 != "")) && (AppState.c13 != "")) && (AppState.c14 != "")) && (AppState.c15 != "")) {
                    AppState.winner = "Draw"
                } else {
                    AppState.turn = (if ((AppState.turn == "X")) "O" else "X")
                }
            }
        }
        stateChanged()
    }

    private fun onRestartButtonClick() {
        if (true) {
            AppState.c0 = ""
            AppState.c1 = ""
            AppState.c2 = ""
            AppState.c3 = ""
            AppState.c4 = ""
            AppState.c5 = ""
            AppState.c6 = ""
            AppState.c7 = ""
            AppState.c8 = ""
            AppState.c9 = ""
            AppState.c10 = ""
            AppState.c11 = ""
            AppState.c12 = ""
            AppState.c13 = ""
            AppState.c14 = ""
            AppState.c15 = ""
            AppState.winner = ""
            AppState.turn = "X"
        }
        stateChanged()
    }
}
