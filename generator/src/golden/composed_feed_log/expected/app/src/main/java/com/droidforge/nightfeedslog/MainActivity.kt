package com.droidforge.nightfeedslog

import android.os.Bundle
import android.view.View
import android.view.ViewGroup
import android.widget.BaseAdapter
import android.widget.Button
import android.widget.EditText
import android.widget.ListView
import android.widget.Spinner
import android.widget.TextView

/** The "Night Feeds Log" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var feedsTimeInput: EditText
    private lateinit var feedsSideSelect: Spinner
    private lateinit var feedsDateInput: EditText
    private lateinit var feedsAdd: Button
    private lateinit var feedsCancel: Button
    private lateinit var feedsList: ListView
    private lateinit var feedsListEmpty: TextView
    private val feedsListAdapter = FeedsListAdapter()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        feedsTimeInput = findViewById(R.id.feeds_time_input) as EditText
        onTextChange(feedsTimeInput) { text -> AppState.newTime = text }
        feedsSideSelect = findViewById(R.id.feeds_side_select) as Spinner
        onSelect(feedsSideSelect) { option -> AppState.newSide = option }
        feedsDateInput = findViewById(R.id.feeds_date_input) as EditText
        onTextChange(feedsDateInput) { text -> AppState.newDate = text }
        feedsAdd = findViewById(R.id.feeds_add) as Button
        feedsAdd.setOnClickListener { onFeedsAddClick() }
        feedsCancel = findViewById(R.id.feeds_cancel) as Button
        feedsCancel.setOnClickListener { onFeedsCancelClick() }
        feedsList = findViewById(R.id.feeds_list) as ListView
        feedsList.adapter = feedsListAdapter
        feedsListEmpty = findViewById(R.id.feeds_list_empty) as TextView
        feedsList.setOnItemClickListener { _, _, row, _ -> onFeedsListItemClick(feedsListAdapter.positionAt(row)) }
        feedsList.setOnItemLongClickListener { _, _, row, _ ->
            onFeedsListItemLongClick(feedsListAdapter.positionAt(row))
            true
        }
    }

    override fun render() {
        if (feedsTimeInput.text.toString() != AppState.newTime) feedsTimeInput.setText(AppState.newTime)
        selectOption(feedsSideSelect, AppState.newSide)
        if (feedsDateInput.text.toString() != AppState.newDate) feedsDateInput.setText(AppState.newDate)
        feedsAdd.text = ((if ((AppState.editing >= 0.0)) "Save changes" else "Add feed"))
        visibleIf(feedsCancel, (AppState.editing >= 0.0))
        feedsListAdapter.refresh()
        visibleIf(feedsListEmpty, feedsListAdapter.count == 0)
    }

    private fun onFeedsAddClick() {
        if (true) {
            if (AppState.editing >= 0.0) {
                Expr.itemAt(AppState.feeds, AppState.editing)?.time = AppState.newTime
                Expr.itemAt(AppState.feeds, AppState.editing)?.side = AppState.newSide
                Expr.itemAt(AppState.feeds, AppState.editing)?.date = (if ((AppState.newDate.length.toDouble() > 0.0)) AppState.newDate else Expr.today())
                AppState.editing = -1.0
                toast("Feed saved")
            } else {
                AppState.feeds.add(FeedsItem(time = AppState.newTime, side = AppState.newSide, date = (if ((AppState.newDate.length.toDouble() > 0.0)) AppState.newDate else Expr.today())))
            }
            AppState.newTime = ""
            AppState.newDate = ""
        } else {
            toast("Please enter the side")
        }
        stateChanged()
    }

    private fun onFeedsCancelClick() {
        AppState.editing = -1.0
        AppState.newTime = ""
        AppState.newDate = ""
        stateChanged()
    }

    private fun onFeedsListItemClick(position: Int) {
        val item = AppState.feeds[position]
        AppState.editing = position.toDouble()
        AppState.newTime = item.time
        AppState.newSide = item.side
        AppState.newDate = item.date
        stateChanged()
    }

    private fun onFeedsListItemLongClick(position: Int) {
        Expr.removeAt(AppState.feeds, position.toDouble())
        AppState.editing = -1.0
        toast("Feed deleted")
        stateChanged()
    }

    private fun onFeedsDeleteClick(position: Int) {
        Expr.removeAt(AppState.feeds, position.toDouble())
        AppState.editing = -1.0
        stateChanged()
    }

    /** Shows the `feeds` list, one item_feeds_list.xml per row. */
    private inner class FeedsListAdapter : BaseAdapter() {
        /** Indexes into feeds of the rows shown, after filtering and sorting. */
        private var positions: List<Int> = ArrayList()

        fun refresh() {
            val shown = ArrayList<Int>()
            for (position in 0 until AppState.feeds.size) {
                shown.add(position)
            }
            shown.sortWith(object : Comparator<Int> {
                override fun compare(a: Int, b: Int): Int {
                    val first = AppState.feeds[b].date.compareTo(AppState.feeds[a].date)
                    return if (first != 0) first else AppState.feeds[b].time.compareTo(AppState.feeds[a].time)
                }
            })
            positions = shown
            notifyDataSetChanged()
        }

        fun positionAt(row: Int): Int = positions[row]

        override fun getCount(): Int = positions.size

        override fun getItem(row: Int): Any = AppState.feeds[positions[row]]

        override fun getItemId(row: Int): Long = positions[row].toLong()

        override fun getView(row: Int, convertView: View?, parent: ViewGroup): View {
            val view = convertView ?: layoutInflater.inflate(R.layout.item_feeds_list, parent, false)
            val position = positions[row]
            val item = AppState.feeds[position]
            val rowGroupHeader = view.findViewById(R.id.feeds_list_group) as TextView
            visibleIf(rowGroupHeader, row == 0 || AppState.feeds[positions[row - 1]].date != item.date)
            rowGroupHeader.text = ((if ((item.date == Expr.today())) "Today" else (if (((Expr.days(Expr.today()) - Expr.days(item.date)) == 1.0)) "Yesterday" else item.date)))
            val feedsTitleView = view.findViewById(R.id.feeds_title) as TextView
            feedsTitleView.text = item.side
            val feedsDetailView = view.findViewById(R.id.feeds_detail) as TextView
            feedsDetailView.text = "Time: " + item.time + " · Date: " + item.date
            val feedsDeleteView = view.findViewById(R.id.feeds_delete) as Button
            feedsDeleteView.setOnClickListener { onFeedsDeleteClick(position) }
            return view
        }
    }
}
