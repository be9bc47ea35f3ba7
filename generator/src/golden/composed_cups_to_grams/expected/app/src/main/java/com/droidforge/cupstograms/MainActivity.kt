package com.droidforge.cupstograms

import android.os.Bundle
import android.widget.EditText
import android.widget.Spinner
import android.widget.TextView

/** The "Cups to Grams" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var cupsInput: EditText
    private lateinit var ingredientSelect: Spinner
    private lateinit var bakingResult: TextView
    private lateinit var bakingRule: TextView

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        cupsInput = findViewById(R.id.cups_input) as EditText
        onTextChange(cupsInput) { text -> AppState.cups = Expr.num(text) }
        ingredientSelect = findViewById(R.id.ingredient_select) as Spinner
        onSelect(ingredientSelect) { option -> AppState.ingredient = option }
        bakingResult = findViewById(R.id.baking_result) as TextView
        bakingRule = findViewById(R.id.baking_rule) as TextView
    }

    override fun render() {
        if (Expr.num(cupsInput.text.toString()) != AppState.cups) cupsInput.setText(Expr.str(AppState.cups))
        selectOption(ingredientSelect, AppState.ingredient)
        bakingResult.text = "= " + Expr.fixed((AppState.cups * (if ((AppState.ingredient == "Flour")) 120.0 else (if ((AppState.ingredient == "Sugar")) 200.0 else (if ((AppState.ingredient == "Butter")) 227.0 else 120.0)))), 0.0) + " grams (g)"
        bakingRule.text = "1 cup of " + AppState.ingredient.lowercase() + " weighs about " + Expr.str((if ((AppState.ingredient == "Flour")) 120.0 else (if ((AppState.ingredient == "Sugar")) 200.0 else (if ((AppState.ingredient == "Butter")) 227.0 else 120.0)))) + " g (US cup, spooned and levelled)."
    }
}
