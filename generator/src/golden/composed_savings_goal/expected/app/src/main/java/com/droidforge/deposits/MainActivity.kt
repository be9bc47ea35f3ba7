package com.droidforge.deposits

import android.os.Bundle
import android.view.View
import android.view.ViewGroup
import android.widget.BaseAdapter
import android.widget.Button
import android.widget.EditText
import android.widget.ListView
import android.widget.TextView

/** The "Deposits" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var depositsDateInput: EditText
    private lateinit var depositsAmountInput: EditText
    private lateinit var depositsAdd: Button
    private lateinit var summary0: TextView
    private lateinit var summary0Left: TextView
    private lateinit var depositsList: ListView
    private lateinit var depositsListEmpty: TextView
    private val depositsListAdapter = DepositsListAdapter()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        depositsDateInput = findViewById(R.id.deposits_date_input) as EditText
        onTextChange(depositsDateInput) { text -> AppState.newDate = text }
        depositsAmountInput = findViewById(R.id.deposits_amount_input) as EditText
        onTextChange(depositsAmountInput) { text -> AppState.newAmount = Expr.num(text) }
        depositsAdd = findViewById(R.id.deposits_add) as Button
        depositsAdd.setOnClickListener { onDepositsAddClick() }
        summary0 = findViewById(R.id.summary_0) as TextView
        summary0Left = findViewById(R.id.summary_0_left) as TextView
        depositsList = findViewById(R.id.deposits_list) as ListView
        depositsList.adapter = depositsListAdapter
        depositsListEmpty = findViewById(R.id.deposits_list_empty) as TextView
        depositsList.setOnItemLongClickListener { _, _, row, _ ->
            onDepositsListItemLongClick(depositsListAdapter.positionAt(row))
            true
        }
    }

    override fun render() {
        if (depositsDateInput.text.toString() != AppState.newDate) depositsDateInput.setText(AppState.newDate)
        if (Expr.num(depositsAmountInput.text.toString()) != AppState.newAmount) depositsAmountInput.setText(Expr.str(AppState.newAmount))
        summary0.text = "Total amount: " + Expr.fixed(AppState.deposits.sumOf { entry -> entry.amount }, 2.0)
        summary0Left.text = "Left to save: " + Expr.fixed((2000.0 - AppState.deposits.sumOf { entry -> entry.amount }), 2.0)
        depositsListAdapter.refresh()
        visibleIf(depositsListEmpty, depositsListAdapter.count == 0)
    }

    private fun onDepositsAddClick() {
        if (AppState.newAmount != 0.0) {
            AppState.deposits.add(DepositsItem(date = (if ((AppState.newDate.length.toDouble() > 0.0)) AppState.newDate else Expr.today()), amount = AppState.newAmount))
            AppState.newDate = ""
            AppState.newAmount = 0.0
        } else {
            toast("Please enter the amount")
        }
        stateChanged()
    }

    private fun onDepositsListItemLongClick(position: Int) {
        Expr.removeAt(AppState.deposits, position.toDouble())
        toast("Deposit deleted")
        stateChanged()
    }

    private fun onDepositsDeleteClick(position: Int) {
        Expr.removeAt(AppState.deposits, position.toDouble())
        stateChanged()
    }

    /** Shows the `deposits` list, one item_deposits_list.xml per row. */
    private inner class DepositsListAdapter : BaseAdapter() {
        /** Indexes into deposits of the rows shown, after filtering and sorting. */
        private var positions: List<Int> = ArrayList()

        fun refresh() {
            val shown = ArrayList<Int>()
            for (position in 0 until AppState.deposits.size) {
                shown.add(position)
            }
            positions = shown
            notifyDataSetChanged()
        }

        fun positionAt(row: Int): Int = positions[row]

        override fun getCount(): Int = positions.size

        override fun getItem(row: Int): Any = AppState.deposits[positions[row]]

        override fun getItemId(row: Int): Long = positions[row].toLong()

        override fun getView(row: Int, convertView: View?, parent: ViewGroup): View {
            val view = convertView ?: layoutInflater.inflate(R.layout.item_deposits_list, parent, false)
            val position = positions[row]
            val item = AppState.deposits[position]
            val depositsTitleView = view.findViewById(R.id.deposits_title) as TextView
            depositsTitleView.text = Expr.fixed(item.amount, 2.0)
            val depositsDetailView = view.findViewById(R.id.deposits_detail) as TextView
            depositsDetailView.text = "Date: " + item.date
            val depositsDeleteView = view.findViewById(R.id.deposits_delete) as Button
            depositsDeleteView.setOnClickListener { onDepositsDeleteClick(position) }
            return view
        }
    }
}
