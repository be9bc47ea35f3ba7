package com.droidforge.courses

import android.os.Bundle
import android.view.View
import android.view.ViewGroup
import android.widget.BaseAdapter
import android.widget.Button
import android.widget.EditText
import android.widget.ListView
import android.widget.TextView

/** The "Courses" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var coursesCreditsInput: EditText
    private lateinit var coursesGradepointInput: EditText
    private lateinit var coursesAdd: Button
    private lateinit var weightedText: TextView
    private lateinit var coursesList: ListView
    private lateinit var coursesListEmpty: TextView
    private val coursesListAdapter = CoursesListAdapter()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        coursesCreditsInput = findViewById(R.id.courses_credits_input) as EditText
        onTextChange(coursesCreditsInput) { text -> AppState.newCredits = Expr.num(text) }
        coursesGradepointInput = findViewById(R.id.courses_gradepoint_input) as EditText
        onTextChange(coursesGradepointInput) { text -> AppState.newGradePoint = Expr.num(text) }
        coursesAdd = findViewById(R.id.courses_add) as Button
        coursesAdd.setOnClickListener { onCoursesAddClick() }
        weightedText = findViewById(R.id.weighted_text) as TextView
        coursesList = findViewById(R.id.courses_list) as ListView
        coursesList.adapter = coursesListAdapter
        coursesListEmpty = findViewById(R.id.courses_list_empty) as TextView
        coursesList.setOnItemLongClickListener { _, _, row, _ ->
            onCoursesListItemLongClick(coursesListAdapter.positionAt(row))
            true
        }
    }

    override fun render() {
        if (Expr.num(coursesCreditsInput.text.toString()) != AppState.newCredits) coursesCreditsInput.setText(Expr.str(AppState.newCredits))
        if (Expr.num(coursesGradepointInput.text.toString()) != AppState.newGradePoint) coursesGradepointInput.setText(Expr.str(AppState.newGradePoint))
        weightedText.text = "GPA (weighted average): " + ((if ((AppState.courses.size.toDouble() > 0.0)) Expr.fixed((AppState.courses.sumOf { entry -> entry.weighted } / Math.max(1.0, AppState.courses.sumOf { entry -> entry.credits })), 2.0) else "-"))
        coursesListAdapter.refresh()
        visibleIf(coursesListEmpty, coursesListAdapter.count == 0)
    }

    private fun onCoursesAddClick() {
        if (AppState.newCredits != 0.0) {
            AppState.courses.add(CoursesItem(credits = AppState.newCredits, gradePoint = AppState.newGradePoint, weighted = (AppState.newCredits * AppState.newGradePoint)))
            AppState.newCredits = 0.0
            AppState.newGradePoint = 0.0
        } else {
            toast("Please enter the credits")
        }
        stateChanged()
    }

    private fun onCoursesListItemLongClick(position: Int) {
        Expr.removeAt(AppState.courses, position.toDouble())
        toast("Course deleted")
        stateChanged()
    }

    private fun onCoursesDeleteClick(position: Int) {
        Expr.removeAt(AppState.courses, position.toDouble())
        stateChanged()
    }

    /** Shows the `courses` list, one item_courses_list.xml per row. */
    private inner class CoursesListAdapter : BaseAdapter() {
        /** Indexes into courses of the rows shown, after filtering and sorting. */
        private var positions: List<Int> = ArrayList()

        fun refresh() {
            val shown = ArrayList<Int>()
            for (position in 0 until AppState.courses.size) {
                shown.add(position)
            }
            positions = shown
            notifyDataSetChanged()
        }

        fun positionAt(row: Int): Int = positions[row]

        override fun getCount(): Int = positions.size

        override fun getItem(row: Int): Any = AppState.courses[positions[row]]

        override fun getItemId(row: Int): Long = positions[row].toLong()

        override fun getView(row: Int, convertView: View?, parent: ViewGroup): View {
            val view = convertView ?: layoutInflater.inflate(R.layout.item_courses_list, parent, false)
            val position = positions[row]
            val item = AppState.courses[position]
            val coursesTitleView = view.findViewById(R.id.courses_title) as TextView
            coursesTitleView.text = Expr.str(item.credits)
            val coursesDetailView = view.findViewById(R.id.courses_detail) as TextView
            coursesDetailView.text = "Grade point: " + Expr.str(item.gradePoint)
            val coursesDeleteView = view.findViewById(R.id.courses_delete) as Button
            coursesDeleteView.setOnClickListener { onCoursesDeleteClick(position) }
            return view
        }
    }
}
