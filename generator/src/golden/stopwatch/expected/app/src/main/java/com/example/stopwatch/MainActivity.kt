package com.example.stopwatch

import android.os.Bundle
import android.view.View
import android.view.ViewGroup
import android.widget.BaseAdapter
import android.widget.Button
import android.widget.ListView
import android.widget.TextView

/** The "Stopwatch" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var timeLabel: TextView
    private lateinit var startStop: Button
    private lateinit var lap: Button
    private lateinit var reset: Button
    private lateinit var lapList: ListView
    private lateinit var lapListEmpty: TextView
    private val lapListAdapter = LapListAdapter()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        timeLabel = findViewById(R.id.time_label) as TextView
        startStop = findViewById(R.id.start_stop) as Button
        startStop.setOnClickListener { onStartStopClick() }
        lap = findViewById(R.id.lap) as Button
        lap.setOnClickListener { onLapClick() }
        reset = findViewById(R.id.reset) as Button
        reset.setOnClickListener { onResetClick() }
        lapList = findViewById(R.id.lap_list) as ListView
        lapList.adapter = lapListAdapter
        lapListEmpty = findViewById(R.id.lap_list_empty) as TextView
    }

    override fun render() {
        timeLabel.text = Expr.pad(Math.floor((AppState.elapsed / 60000.0)), 2.0) + ":" + Expr.pad((Math.floor((AppState.elapsed / 1000.0)) % 60.0), 2.0) + "." + Expr.str((Math.floor((AppState.elapsed / 100.0)) % 10.0))
        startStop.text = ((if (AppState.running) "Stop" else "Start"))
        lapListAdapter.refresh()
        visibleIf(lapListEmpty, lapListAdapter.count == 0)
    }

    private fun onStartStopClick() {
        if (AppState.running) {
            AppTimers.stopTick()
            AppState.running = false
        } else {
            AppTimers.startTick()
            AppState.running = true
        }
        stateChanged()
    }

    private fun onLapClick() {
        AppState.laps.add(LapsItem(number = (AppState.laps.size.toDouble() + 1.0), time = Expr.fixed((AppState.elapsed / 1000.0), 1.0) + " s"))
        stateChanged()
    }

    private fun onResetClick() {
        AppTimers.stopTick()
        AppState.running = false
        AppState.elapsed = 0.0
        AppState.laps.clear()
        stateChanged()
    }

    /** Shows the `laps` list, one item_lap_list.xml per row. */
    private inner class LapListAdapter : BaseAdapter() {
        /** Indexes into laps of the rows shown, after filtering and sorting. */
        private var positions: List<Int> = ArrayList()

        fun refresh() {
            val shown = ArrayList<Int>()
            for (position in 0 until AppState.laps.size) {
                shown.add(position)
            }
            shown.sortWith(object : Comparator<Int> {
                override fun compare(a: Int, b: Int): Int {
                    return AppState.laps[b].number.compareTo(AppState.laps[a].number)
                }
            })
            positions = shown
            notifyDataSetChanged()
        }

        fun positionAt(row: Int): Int = positions[row]

        override fun getCount(): Int = positions.size

        override fun getItem(row: Int): Any = AppState.laps[positions[row]]

        override fun getItemId(row: Int): Long = positions[row].toLong()

        override fun getView(row: Int, convertView: View?, parent: ViewGroup): View {
            val view = convertView ?: layoutInflater.inflate(R.layout.item_lap_list, parent, false)
            val position = positions[row]
            val item = AppState.laps[position]
            val lapTextView = view.findViewById(R.id.lap_text) as TextView
            lapTextView.text = "Lap " + Expr.str(item.number) + ": " + item.time
            return view
        }
    }
}
