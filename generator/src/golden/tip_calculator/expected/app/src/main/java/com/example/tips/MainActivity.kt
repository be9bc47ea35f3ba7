package com.example.tips

import android.os.Bundle
import android.widget.EditText
import android.widget.ProgressBar
import android.widget.SeekBar
import android.widget.Spinner
import android.widget.TextView

/** The "Tip calculator" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var billInput: EditText
    private lateinit var tipLabel: TextView
    private lateinit var tipSlider: SeekBar
    private lateinit var peopleInput: EditText
    private lateinit var roundingSelect: Spinner
    private lateinit var tipTotal: TextView
    private lateinit var perPerson: TextView
    private lateinit var tipBar: ProgressBar

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        billInput = findViewById(R.id.bill_input) as EditText
        onTextChange(billInput) { text -> AppState.bill = Expr.num(text) }
        tipLabel = findViewById(R.id.tip_label) as TextView
        tipSlider = findViewById(R.id.tip_slider) as SeekBar
        onSeek(tipSlider) { progress -> AppState.tipPercent = 0.0 + progress * 1.0 }
        peopleInput = findViewById(R.id.people_input) as EditText
        onTextChange(peopleInput) { text -> AppState.people = Expr.num(text) }
        roundingSelect = findViewById(R.id.rounding_select) as Spinner
        onSelect(roundingSelect) { option -> AppState.rounding = option }
        tipTotal = findViewById(R.id.tip_total) as TextView
        perPerson = findViewById(R.id.per_person) as TextView
        tipBar = findViewById(R.id.tip_bar) as ProgressBar
    }

    override fun render() {
        if (Expr.num(billInput.text.toString()) != AppState.bill) billInput.setText(Expr.str(AppState.bill))
        tipLabel.text = "Tip: " + Expr.str(AppState.tipPercent) + "%"
        tipSlider.progress = Expr.round((AppState.tipPercent - 0.0) / 1.0).toInt()
        if (Expr.num(peopleInput.text.toString()) != AppState.people) peopleInput.setText(Expr.str(AppState.people))
        selectOption(roundingSelect, AppState.rounding)
        tipTotal.text = "Tip: " + Expr.fixed(((AppState.bill * AppState.tipPercent) / 100.0), 2.0)
        perPerson.text = "Each pays " + Expr.fixed((if ((AppState.rounding == "Round up")) Math.ceil(((AppState.bill * (1.0 + (AppState.tipPercent / 100.0))) / Math.max(AppState.people, 1.0))) else ((AppState.bill * (1.0 + (AppState.tipPercent / 100.0))) / Math.max(AppState.people, 1.0))), 2.0)
        tipBar.progress = Expr.progress(AppState.tipPercent, 30.0)
    }
}
