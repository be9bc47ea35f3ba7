package com.example.counter

import android.os.Bundle
import android.widget.Button
import android.widget.TextView

/** The "Counter" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var countLabel: TextView
    private lateinit var parity: TextView
    private lateinit var minus: Button
    private lateinit var plus: Button
    private lateinit var reset: Button

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        countLabel = findViewById(R.id.count_label) as TextView
        parity = findViewById(R.id.parity) as TextView
        minus = findViewById(R.id.minus) as Button
        minus.setOnClickListener { onMinusClick() }
        plus = findViewById(R.id.plus) as Button
        plus.setOnClickListener { onPlusClick() }
        reset = findViewById(R.id.reset) as Button
        reset.setOnClickListener { onResetClick() }
    }

    override fun render() {
        countLabel.text = Expr.str(AppState.count)
        parity.text = ((if (((AppState.count % 2.0) == 0.0)) "Even" else "Odd"))
        visibleIf(reset, (AppState.count != 0.0))
    }

    private fun onMinusClick() {
        AppState.count += -1.0
        stateChanged()
    }

    private fun onPlusClick() {
        AppState.count += 1.0
        stateChanged()
    }

    private fun onResetClick() {
        AppState.count = 0.0
        toast("Back to zero")
        stateChanged()
    }
}
