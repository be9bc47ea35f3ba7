package com.droidforge.piggybank

import android.os.Bundle
import android.view.View
import android.view.ViewGroup
import android.widget.BaseAdapter
import android.widget.Button
import android.widget.EditText
import android.widget.ListView
import android.widget.TextView

/** The "Piggy Bank" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var balanceText: TextView
    private lateinit var amountInput: EditText
    private lateinit var putInButton: Button
    private lateinit var takeOutButton: Button
    private lateinit var movesList: ListView
    private lateinit var movesListEmpty: TextView
    private val movesListAdapter = MovesListAdapter()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        balanceText = findViewById(R.id.balance_text) as TextView
        amountInput = findViewById(R.id.amount_input) as EditText
        onTextChange(amountInput) { text -> AppState.amount = Expr.num(text) }
        putInButton = findViewById(R.id.put_in_button) as Button
        putInButton.setOnClickListener { onPutInButtonClick() }
        takeOutButton = findViewById(R.id.take_out_button) as Button
        takeOutButton.setOnClickListener { onTakeOutButtonClick() }
        movesList = findViewById(R.id.moves_list) as ListView
        movesList.adapter = movesListAdapter
        movesListEmpty = findViewById(R.id.moves_list_empty) as TextView
    }

    override fun render() {
        balanceText.text = Expr.fixed(AppState.balance, 2.0)
        if (Expr.num(amountInput.text.toString()) != AppState.amount) amountInput.setText(Expr.str(AppState.amount))
        movesListAdapter.refresh()
        visibleIf(movesListEmpty, movesListAdapter.count == 0)
    }

    private fun onPutInButtonClick() {
        if (AppState.amount > 0.0) {
            AppState.balance += AppState.amount
            AppState.moves.add(MovesItem(date = Expr.today(), change = AppState.amount))
            AppState.amount = 0.0
        } else {
            toast("Type an amount first")
        }
        stateChanged()
    }

    private fun onTakeOutButtonClick() {
        if (AppState.amount > 0.0) {
            if (AppState.amount > AppState.balance) {
                toast("Only " + Expr.fixed(AppState.balance, 2.0) + " in the piggy bank")
            } else {
                AppState.balance += -AppState.amount
                AppState.moves.add(MovesItem(date = Expr.today(), change = -AppState.amount))
                AppState.amount = 0.0
            }
        } else {
            toast("Type an amount first")
        }
        stateChanged()
    }

    /** Shows the `moves` list, one item_moves_list.xml per row. */
    private inner class MovesListAdapter : BaseAdapter() {
        /** Indexes into moves of the rows shown, after filtering and sorting. */
        private var positions: List<Int> = ArrayList()

        fun refresh() {
            val shown = ArrayList<Int>()
            for (position in 0 until AppState.moves.size) {
                shown.add(position)
            }
            shown.sortWith(object : Comparator<Int> {
                override fun compare(a: Int, b: Int): Int {
                    return AppState.moves[b].date.compareTo(AppState.moves[a].date)
                }
            })
            positions = shown
            notifyDataSetChanged()
        }

        fun positionAt(row: Int): Int = positions[row]

        override fun getCount(): Int = positions.size

        override fun getItem(row: Int): Any = AppState.moves[positions[row]]

        override fun getItemId(row: Int): Long = positions[row].toLong()

        override fun getView(row: Int, convertView: View?, parent: ViewGroup): View {
            val view = convertView ?: layoutInflater.inflate(R.layout.item_moves_list, parent, false)
            val position = positions[row]
            val item = AppState.moves[position]
            val movesChangeView = view.findViewById(R.id.moves_change) as TextView
            movesChangeView.text = ((if ((item.change > 0.0)) "+" else "")) + Expr.fixed(item.change, 2.0)
            val movesDateView = view.findViewById(R.id.moves_date) as TextView
            movesDateView.text = item.date
            return view
        }
    }
}
