package com.example.parked

import android.os.Bundle
import android.widget.Button
import android.widget.EditText
import android.widget.TextView

/** The "Parking" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var spotInput: EditText
    private lateinit var save: Button
    private lateinit var elapsed: TextView
    private lateinit var cost: TextView
    private lateinit var copySpot: Button

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        spotInput = findViewById(R.id.spot_input) as EditText
        onTextChange(spotInput) { text -> AppState.spot = text }
        save = findViewById(R.id.save) as Button
        save.setOnClickListener { onSaveClick() }
        elapsed = findViewById(R.id.elapsed) as TextView
        cost = findViewById(R.id.cost) as TextView
        copySpot = findViewById(R.id.copy_spot) as Button
        copySpot.setOnClickListener { onCopySpotClick() }
        onScreenStart()
    }

    override fun render() {
        if (spotInput.text.toString() != AppState.spot) spotInput.setText(AppState.spot)
        visibleIf(elapsed, AppState.parked)
        elapsed.text = Expr.str(Math.floor(((AppState.clock - AppState.parkedAt) / 60000.0))) + " min · " + Expr.str((Expr.days(Expr.today()) - Expr.days(AppState.parkedDay))) + " days · since " + Expr.str(Expr.day(AppState.parkedDay)) + "." + Expr.str(Expr.month(AppState.parkedDay)) + "." + Expr.str(Expr.year(AppState.parkedDay))
        visibleIf(cost, AppState.parked)
        cost.text = "Cost: " + Expr.fixed((2.0 * Math.pow(1.1, Math.floor(((AppState.clock - AppState.parkedAt) / 3600000.0)))), 2.0) + " (√ " + Expr.fixed(Math.sqrt(2.0), 3.0) + ")"
    }

    private fun onSaveClick() {
        AppState.parkedAt = System.currentTimeMillis().toDouble()
        AppState.parkedDay = Expr.today()
        AppState.clock = System.currentTimeMillis().toDouble()
        AppState.parked = true
        AppTimers.startClockTimer()
        stateChanged()
    }

    private fun onCopySpotClick() {
        copy("My car is at " + AppState.spot)
        stateChanged()
    }

    private fun onScreenStart() {
        if (AppState.parked) {
            AppState.clock = System.currentTimeMillis().toDouble()
            AppTimers.startClockTimer()
        }
        stateChanged()
    }
}
