package com.droidforge.watertracker

import android.os.Bundle
import android.view.View
import android.view.ViewGroup
import android.widget.BaseAdapter
import android.widget.Button
import android.widget.ListView
import android.widget.ProgressBar
import android.widget.TextView

/** The "Water Tracker" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var countText: TextView
    private lateinit var countWords: TextView
    private lateinit var countProgress: ProgressBar
    private lateinit var goalText: TextView
    private lateinit var addButton: Button
    private lateinit var removeButton: Button
    private lateinit var resetButton: Button
    private lateinit var historyList: ListView
    private lateinit var historyListEmpty: TextView
    private val historyListAdapter = HistoryListAdapter()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        countText = findViewById(R.id.count_text) as TextView
        countWords = findViewById(R.id.count_words) as TextView
        countProgress = findViewById(R.id.count_progress) as ProgressBar
        goalText = findViewById(R.id.goal_text) as TextView
        addButton = findViewById(R.id.add_button) as Button
        addButton.setOnClickListener { onAddButtonClick() }
        removeButton = findViewById(R.id.remove_button) as Button
        removeButton.setOnClickListener { onRemoveButtonClick() }
        resetButton = findViewById(R.id.reset_button) as Button
        resetButton.setOnClickListener { onResetButtonClick() }
        historyList = findViewById(R.id.history_list) as ListView
        historyList.adapter = historyListAdapter
        historyListEmpty = findViewById(R.id.history_list_empty) as TextView
        onScreenStart()
    }

    override fun render() {
        countText.text = Expr.str(AppState.count) + " / 8"
        countWords.text = ((if ((AppState.count == 1.0)) "1 glass" else Expr.str(AppState.count) + " glasses")) + " today"
        countProgress.progress = Expr.progress(AppState.count, 8.0)
        goalText.text = ((if ((AppState.count >= 8.0)) "Goal reached!" else Expr.str((8.0 - AppState.count)) + " to go"))
        historyListAdapter.refresh()
        visibleIf(historyListEmpty, historyListAdapter.count == 0)
    }

    private fun onAddButtonClick() {
        if (AppState.periodKey != Expr.today()) {
            if (AppState.lastDate.length.toDouble() > 0.0) {
                AppState.history.add(HistoryItem(date = AppState.lastDate, total = AppState.count))
            }
            AppState.count = 0.0
            AppState.periodKey = Expr.today()
            AppState.lastDate = Expr.today()
        }
        AppState.count += 1.0
        stateChanged()
    }

    private fun onRemoveButtonClick() {
        if (AppState.count >= 1.0) {
            AppState.count += -1.0
        }
        stateChanged()
    }

    private fun onResetButtonClick() {
        AppState.count = 0.0
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
            val historyTotalView = view.findViewById(R.id.history_total) as TextView
            historyTotalView.text = ((if ((item.total == 1.0)) "1 glass" else Expr.str(item.total) + " glasses"))
            return view
        }
    }

    private fun onScreenStart() {
        if (AppState.periodKey != Expr.today()) {
            if (AppState.lastDate.length.toDouble() > 0.0) {
                AppState.history.add(HistoryItem(date = AppState.lastDate, total = AppState.count))
            }
            AppState.count = 0.0
            AppState.periodKey = Expr.today()
            AppState.lastDate = Expr.today()
        }
        stateChanged()
    }
}
