package com.droidforge.intervaltrainingtimer

import android.os.Bundle
import android.widget.Button
import android.widget.TextView

/** The "Interval Training Timer" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var phaseText: TextView
    private lateinit var timeText: TextView
    private lateinit var roundText: TextView
    private lateinit var startButton: Button
    private lateinit var resetButton: Button

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        phaseText = findViewById(R.id.phase_text) as TextView
        timeText = findViewById(R.id.time_text) as TextView
        roundText = findViewById(R.id.round_text) as TextView
        startButton = findViewById(R.id.start_button) as Button
        startButton.setOnClickListener { onStartButtonClick() }
        resetButton = findViewById(R.id.reset_button) as Button
        resetButton.setOnClickListener { onResetButtonClick() }
    }

    override fun render() {
        phaseText.text = ((if ((AppState.phase == 0.0)) "Work" else "Rest"))
        timeText.text = Expr.pad(Math.floor((AppState.remaining / 60.0)), 2.0) + ":" + Expr.pad((AppState.remaining % 60.0), 2.0)
        roundText.text = "Round " + Expr.str((AppState.round + 1.0)) + " of 8"
        startButton.text = ((if (AppState.running) "Pause" else "Start"))
    }

    private fun onStartButtonClick() {
        if (AppState.running) {
            AppTimers.stopTick()
            AppState.running = false
        } else {
            if (AppState.remaining <= 0.0) {
                AppState.remaining = AppState.duration
            }
            AppTimers.startTick()
            AppState.running = true
        }
        stateChanged()
    }

    private fun onResetButtonClick() {
        AppTimers.stopTick()
        AppState.running = false
        AppState.phase = 0.0
        AppState.round = 0.0
        AppState.remaining = AppState.duration
        stateChanged()
    }
}
