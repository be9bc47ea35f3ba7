package com.example.todo

import android.os.Bundle
import android.view.View
import android.view.ViewGroup
import android.widget.BaseAdapter
import android.widget.Button
import android.widget.CheckBox
import android.widget.EditText
import android.widget.ListView
import android.widget.Switch
import android.widget.TextView

/** The "My tasks" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var newTask: EditText
    private lateinit var addButton: Button
    private lateinit var showDone: Switch
    private lateinit var summary: TextView
    private lateinit var taskList: ListView
    private lateinit var taskListEmpty: TextView
    private val taskListAdapter = TaskListAdapter()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        newTask = findViewById(R.id.new_task) as EditText
        onTextChange(newTask) { text -> AppState.draft = text }
        addButton = findViewById(R.id.add_button) as Button
        addButton.setOnClickListener { onAddButtonClick() }
        showDone = findViewById(R.id.show_done) as Switch
        showDone.setOnCheckedChangeListener { _, isChecked ->
            if (!isRendering) {
                AppState.showDone = isChecked
                stateChanged()
            }
        }
        summary = findViewById(R.id.summary) as TextView
        taskList = findViewById(R.id.task_list) as ListView
        taskList.adapter = taskListAdapter
        taskListEmpty = findViewById(R.id.task_list_empty) as TextView
        taskList.setOnItemLongClickListener { _, _, row, _ ->
            onTaskListItemLongClick(taskListAdapter.positionAt(row))
            true
        }
    }

    override fun render() {
        if (newTask.text.toString() != AppState.draft) newTask.setText(AppState.draft)
        showDone.isChecked = AppState.showDone
        summary.text = Expr.str(AppState.tasks.count { entry -> entry.done }.toDouble()) + " of " + Expr.str(AppState.tasks.size.toDouble()) + " done"
        taskListAdapter.refresh()
        visibleIf(taskListEmpty, taskListAdapter.count == 0)
    }

    private fun onAddButtonClick() {
        if (AppState.draft.length.toDouble() > 0.0) {
            AppState.tasks.add(TasksItem(title = AppState.draft, done = false))
            AppState.draft = ""
        } else {
            toast("Type a task first")
        }
        stateChanged()
    }

    private fun onTaskListItemLongClick(position: Int) {
        Expr.removeAt(AppState.tasks, position.toDouble())
        toast("Deleted")
        stateChanged()
    }

    private fun onTaskDeleteClick(position: Int) {
        Expr.removeAt(AppState.tasks, position.toDouble())
        stateChanged()
    }

    /** Shows the `tasks` list, one item_task_list.xml per row. */
    private inner class TaskListAdapter : BaseAdapter() {
        /** Indexes into tasks of the rows shown, after filtering and sorting. */
        private var positions: List<Int> = ArrayList()

        fun refresh() {
            val shown = ArrayList<Int>()
            for (position in 0 until AppState.tasks.size) {
                val item = AppState.tasks[position]
                if (AppState.showDone || !item.done) shown.add(position)
            }
            shown.sortWith(object : Comparator<Int> {
                override fun compare(a: Int, b: Int): Int {
                    return AppState.tasks[a].title.compareTo(AppState.tasks[b].title)
                }
            })
            positions = shown
            notifyDataSetChanged()
        }

        fun positionAt(row: Int): Int = positions[row]

        override fun getCount(): Int = positions.size

        override fun getItem(row: Int): Any = AppState.tasks[positions[row]]

        override fun getItemId(row: Int): Long = positions[row].toLong()

        override fun getView(row: Int, convertView: View?, parent: ViewGroup): View {
            val view = convertView ?: layoutInflater.inflate(R.layout.item_task_list, parent, false)
            val position = positions[row]
            val item = AppState.tasks[position]
            val taskDoneView = view.findViewById(R.id.task_done) as CheckBox
            taskDoneView.setOnCheckedChangeListener(null)
            taskDoneView.isChecked = item.done
            taskDoneView.setOnCheckedChangeListener { _, isChecked ->
                item.done = isChecked
                stateChanged()
            }
            val taskTitleView = view.findViewById(R.id.task_title) as TextView
            taskTitleView.text = item.title
            val taskDeleteView = view.findViewById(R.id.task_delete) as Button
            taskDeleteView.setOnClickListener { onTaskDeleteClick(position) }
            return view
        }
    }
}
