package com.droidforge.watercoffeetea

import android.os.Bundle
import android.view.View
import android.view.ViewGroup
import android.widget.BaseAdapter
import android.widget.Button
import android.widget.ListView
import android.widget.ProgressBar
import android.widget.TextView

/** The "Water, Coffee & Tea" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var counter1Count: TextView
    private lateinit var counter1Progress: ProgressBar
    private lateinit var counter1Add: Button
    private lateinit var counter1Remove: Button
    private lateinit var counter2Count: TextView
    private lateinit var counter2Add: Button
    private lateinit var counter2Remove: Button
    private lateinit var counter3Count: TextView
    private lateinit var counter3Add: Button
    private lateinit var counter3Remove: Button
    private lateinit var resetAllButton: Button
    private lateinit var historyList: ListView
    private lateinit var historyListEmpty: TextView
    private val historyListAdapter = HistoryListAdapter()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        counter1Count = findViewById(R.id.counter1_count) as TextView
        counter1Progress = findViewById(R.id.counter1_progress) as ProgressBar
        counter1Add = findViewById(R.id.counter1_add) as Button
        counter1Add.setOnClickListener { onCounter1AddClick() }
        counter1Remove = findViewById(R.id.counter1_remove) as Button
        counter1Remove.setOnClickListener { onCounter1RemoveClick() }
        counter2Count = findViewById(R.id.counter2_count) as TextView
        counter2Add = findViewById(R.id.counter2_add) as Button
        counter2Add.setOnClickListener { onCounter2AddClick() }
        counter2Remove = findViewById(R.id.counter2_remove) as Button
        counter2Remove.setOnClickListener { onCounter2RemoveClick() }
        counter3Count = findViewById(R.id.counter3_count) as TextView
        counter3Add = findViewById(R.id.counter3_add) as Button
        counter3Add.setOnClickListener { onCounter3AddClick() }
        counter3Remove = findViewById(R.id.counter3_remove) as Button
        counter3Remove.setOnClickListener { onCounter3RemoveClick() }
        resetAllButton = findViewById(R.id.reset_all_button) as Button
        resetAllButton.setOnClickListener { onResetAllButtonClick() }
        historyList = findViewById(R.id.history_list) as ListView
        historyList.adapter = historyListAdapter
        historyListEmpty = findViewById(R.id.history_list_empty) as TextView
        onScreenStart()
    }

    override fun render() {
        counter1Count.text = Expr.str(AppState.water) + " / " + Expr.str(AppState.goal)
        counter1Progress.progress = Expr.progress(AppState.water, AppState.goal)
        counter2Count.text = Expr.str(AppState.coffee)
        counter3Count.text = Expr.str(AppState.tea)
        historyListAdapter.refresh()
        visibleIf(historyListEmpty, historyListAdapter.count == 0)
    }

    private fun onCounter1AddClick() {
        if (AppState.periodKey != Expr.today()) {
            if (AppState.lastDate.length.toDouble() > 0.0) {
                AppState.history.add(HistoryItem(date = AppState.lastDate, water = AppState.water, coffee = AppState.coffee, tea = AppState.tea))
            }
            AppState.water = 0.0
            AppState.coffee = 0.0
            AppState.tea = 0.0
            AppState.periodKey = Expr.today()
            AppState.lastDate = Expr.today()
        }
        AppState.water += 1.0
        if (AppState.water == AppState.goal) {
            toast("Water: goal reached!")
        }
        stateChanged()
    }

    private fun onCounter1RemoveClick() {
        if (AppState.water >= 1.0) {
            AppState.water += -1.0
        }
        stateChanged()
    }

    private fun onCounter2AddClick() {
        if (AppState.periodKey != Expr.today()) {
            if (AppState.lastDate.length.toDouble() > 0.0) {
                AppState.history.add(HistoryItem(date = AppState.lastDate, water = AppState.water, coffee = AppState.coffee, tea = AppState.tea))
            }
            AppState.water = 0.0
            AppState.coffee = 0.0
            AppState.tea = 0.0
            AppState.periodKey = Expr.today()
            AppState.lastDate = Expr.today()
        }
        AppState.coffee += 1.0
        stateChanged()
    }

    private fun onCounter2RemoveClick() {
        if (AppState.coffee >= 1.0) {
            AppState.coffee += -1.0
        }
        stateChanged()
    }

    private fun onCounter3AddClick() {
        if (AppState.periodKey != Expr.today()) {
            if (AppState.lastDate.length.toDouble() > 0.0) {
                AppState.history.add(HistoryItem(date = AppState.lastDate, water = AppState.water, coffee = AppState.coffee, tea = AppState.tea))
            }
            AppState.water = 0.0
            AppState.coffee = 0.0
            AppState.tea = 0.0
            AppState.periodKey = Expr.today()
            AppState.lastDate = Expr.today()
        }
        AppState.tea += 1.0
        stateChanged()
    }

    private fun onCounter3RemoveClick() {
        if (AppState.tea >= 1.0) {
            AppState.tea += -1.0
        }
        stateChanged()
    }

    private fun onResetAllButtonClick() {
        AppState.water = 0.0
        AppState.coffee = 0.0
        AppState.tea = 0.0
        stateChanged()
    }

    /** Shows the `history` list, one item_history_list.xml per row. */
    private inner class HistoryListAdapter : BaseAdapter() {
        /** Indexes into history of the rows shown, after filtering and sorting. */
        private var positions: List<Int> = ArrayList()

        fun refresh() {
            val shown = ArrayList<Int>()
            for (position in 0 until AppState.history.size) {
                val item = AppState.history[position]
                if ((Expr.days(Expr.today()) - Expr.days(item.date)) <= 7.0) shown.add(position)
            }
            shown.sortWith(object : Comparator<Int> {
                override fun compare(a: Int, b: Int): Int {
                    return AppState.history[b].date.compareTo(AppState.history[a].date)
                }
            })
            positions = shown
            notifyDataSetChanged()
        }

        fun positionAt(row: Int): Int = positions[row]

        override fun getCount(): Int = positions.size

        override fun getItem(row: Int): Any = AppState.history[positions[row]]

        override fun getItemId(row: Int): Long = positions[row].toLong()

        override fun getView(row: Int, convertView: View?, parent: ViewGroup): View {
            val view = convertView ?: layoutInflater.inflate(R.layout.item_history_list, parent, false)
            val position = positions[row]
            val item = AppState.history[position]
            val historyDateView = view.findViewById(R.id.history_date) as TextView
            historyDateView.text = item.date
            val historyCountsView = view.findViewById(R.id.history_counts) as TextView
            historyCountsView.text = "Water " + Expr.str(item.water) + " · Coffee " + Expr.str(item.coffee) + " · Tea " + Expr.str(item.tea)
            return view
        }
    }

    private fun onScreenStart() {
        if (AppState.periodKey != Expr.today()) {
            if (AppState.lastDate.length.toDouble() > 0.0) {
                AppState.history.add(HistoryItem(date = AppState.lastDate, water = AppState.water, coffee = AppState.coffee, tea = AppState.tea))
            }
            AppState.water = 0.0
            AppState.coffee = 0.0
            AppState.tea = 0.0
            AppState.periodKey = Expr.today()
            AppState.lastDate = Expr.today()
        }
        stateChanged()
    }
}
