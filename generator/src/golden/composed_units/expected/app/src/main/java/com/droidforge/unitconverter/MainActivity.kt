package com.droidforge.unitconverter

import android.os.Bundle
import android.widget.EditText
import android.widget.TextView

/** The "Unit Converter" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var mileInput: EditText
    private lateinit var mileResult: TextView
    private lateinit var poundInput: EditText
    private lateinit var poundResult: TextView

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        mileInput = findViewById(R.id.mile_input) as EditText
        onTextChange(mileInput) { text -> AppState.mile = Expr.num(text) }
        mileResult = findViewById(R.id.mile_result) as TextView
        poundInput = findViewById(R.id.pound_input) as EditText
        onTextChange(poundInput) { text -> AppState.pound = Expr.num(text) }
        poundResult = findViewById(R.id.pound_result) as TextView
    }

    override fun render() {
        if (Expr.num(mileInput.text.toString()) != AppState.mile) mileInput.setText(Expr.str(AppState.mile))
        mileResult.text = "= " + Expr.fixed((AppState.mile * 1.609344), 2.0) + " kilometres"
        if (Expr.num(poundInput.text.toString()) != AppState.pound) poundInput.setText(Expr.str(AppState.pound))
        poundResult.text = "= " + Expr.fixed((AppState.pound * 0.45359237), 2.0) + " kilograms"
    }
}
