package com.droidforge.periodtracker

import android.os.Bundle
import android.view.View
import android.view.ViewGroup
import android.widget.BaseAdapter
import android.widget.Button
import android.widget.EditText
import android.widget.ListView
import android.widget.TextView

/** The "Period Tracker" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var periodsNameInput: EditText
    private lateinit var periodsDateInput: EditText
    private lateinit var periodsAdd: Button
    private lateinit var summaryGap: TextView
    private lateinit var summaryNext: TextView
    private lateinit var periodsList: ListView
    private lateinit var periodsListEmpty: TextView
    private val periodsListAdapter = PeriodsListAdapter()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        periodsNameInput = findViewById(R.id.periods_name_input) as EditText
        onTextChange(periodsNameInput) { text -> AppState.newName = text }
        periodsDateInput = findViewById(R.id.periods_date_input) as EditText
        onTextChange(periodsDateInput) { text -> AppState.newDate = text }
        periodsAdd = findViewById(R.id.periods_add) as Button
        periodsAdd.setOnClickListener { onPeriodsAddClick() }
        summaryGap = findViewById(R.id.summary_gap) as TextView
        summaryNext = findViewById(R.id.summary_next) as TextView
        periodsList = findViewById(R.id.periods_list) as ListView
        periodsList.adapter = periodsListAdapter
        periodsListEmpty = findViewById(R.id.periods_list_empty) as TextView
        periodsList.setOnItemLongClickListener { _, _, row, _ ->
            onPeriodsListItemLongClick(periodsListAdapter.positionAt(row))
            true
        }
    }

    override fun render() {
        if (periodsNameInput.text.toString() != AppState.newName) periodsNameInput.setText(AppState.newName)
        if (periodsDateInput.text.toString() != AppState.newDate) periodsDateInput.setText(AppState.newDate)
        summaryGap.text = "Average time between periods: " + ((if ((AppState.periods.size.toDouble() > 1.0)) Expr.fixed(Expr.averageGap(AppState.periods.map { entry -> entry.date }), 1.0) + " days" else "add two periods first"))
        summaryNext.text = "Next period expected: " + ((if ((AppState.periods.size.toDouble() > 1.0)) Expr.addDays(Expr.lastDate(AppState.periods.map { entry -> entry.date }), Expr.round(Expr.averageGap(AppState.periods.map { entry -> entry.date }))) else "add two dates first"))
        periodsListAdapter.refresh()
        visibleIf(periodsListEmpty, periodsListAdapter.count == 0)
    }

    private fun onPeriodsAddClick() {
        if (AppState.newName.length.toDouble() > 0.0) {
            AppState.periods.add(PeriodsItem(name = AppState.newName, date = (if ((AppState.newDate.length.toDouble() > 0.0)) AppState.newDate else Expr.today())))
            AppState.newName = ""
            AppState.newDate = ""
        } else {
            toast("Please enter the name")
        }
        stateChanged()
    }

    private fun onPeriodsListItemLongClick(position: Int) {
        Expr.removeAt(AppState.periods, position.toDouble())
        toast("Period deleted")
        stateChanged()
    }

    private fun onPeriodsDeleteClick(position: Int) {
        Expr.removeAt(AppState.periods, position.toDouble())
        stateChanged()
    }

    /** Shows the `periods` list, one item_periods_list.xml per row. */
    private inner class PeriodsListAdapter : BaseAdapter() {
        /** Indexes into periods of the rows shown, after filtering and sorting. */
        private var positions: List<Int> = ArrayList()

        fun refresh() {
            val shown = ArrayList<Int>()
            for (position in 0 until AppState.periods.size) {
                shown.add(position)
            }
            positions = shown
            notifyDataSetChanged()
        }

        fun positionAt(row: Int): Int = positions[row]

        override fun getCount(): Int = positions.size

        override fun getItem(row: Int): Any = AppState.periods[positions[row]]

        override fun getItemId(row: Int): Long = positions[row].toLong()

        override fun getView(row: Int, convertView: View?, parent: ViewGroup): View {
            val view = convertView ?: layoutInflater.inflate(R.layout.item_periods_list, parent, false)
            val position = positions[row]
            val item = AppState.periods[position]
            val periodsTitleView = view.findViewById(R.id.periods_title) as TextView
            periodsTitleView.text = item.name
            val periodsDetailView = view.findViewById(R.id.periods_detail) as TextView
            periodsDetailView.text = "Date: " + item.date
            val periodsDeleteView = view.findViewById(R.id.periods_delete) as Button
            periodsDeleteView.setOnClickListener { onPeriodsDeleteClick(position) }
            return view
        }
    }
}
