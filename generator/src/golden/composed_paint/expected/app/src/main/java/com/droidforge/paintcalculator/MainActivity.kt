package com.droidforge.paintcalculator

import android.os.Bundle
import android.widget.EditText
import android.widget.TextView

/** The "Paint Calculator" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var widthInput: EditText
    private lateinit var lengthInput: EditText
    private lateinit var heightInput: EditText
    private lateinit var coatsInput: EditText
    private lateinit var areaText: TextView
    private lateinit var litresText: TextView

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        widthInput = findViewById(R.id.width_input) as EditText
        onTextChange(widthInput) { text -> AppState.width = Expr.num(text) }
        lengthInput = findViewById(R.id.length_input) as EditText
        onTextChange(lengthInput) { text -> AppState.length = Expr.num(text) }
        heightInput = findViewById(R.id.height_input) as EditText
        onTextChange(heightInput) { text -> AppState.height = Expr.num(text) }
        coatsInput = findViewById(R.id.coats_input) as EditText
        onTextChange(coatsInput) { text -> AppState.coats = Expr.num(text) }
        areaText = findViewById(R.id.area_text) as TextView
        litresText = findViewById(R.id.litres_text) as TextView
    }

    override fun render() {
        if (Expr.num(widthInput.text.toString()) != AppState.width) widthInput.setText(Expr.str(AppState.width))
        if (Expr.num(lengthInput.text.toString()) != AppState.length) lengthInput.setText(Expr.str(AppState.length))
        if (Expr.num(heightInput.text.toString()) != AppState.height) heightInput.setText(Expr.str(AppState.height))
        if (Expr.num(coatsInput.text.toString()) != AppState.coats) coatsInput.setText(Expr.str(AppState.coats))
        areaText.text = "Wall area: " + Expr.fixed(((2.0 * (AppState.width + AppState.length)) * AppState.height), 1.0) + " m²"
        litresText.text = "Paint needed: " + Expr.fixed(((((2.0 * (AppState.width + AppState.length)) * AppState.height) * AppState.coats) / 10.0), 1.0) + " litres"
    }
}
