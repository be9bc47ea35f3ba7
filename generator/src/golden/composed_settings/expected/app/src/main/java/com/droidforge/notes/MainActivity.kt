package com.droidforge.notes

import android.os.Bundle
import android.view.View
import android.view.ViewGroup
import android.widget.BaseAdapter
import android.widget.Button
import android.widget.EditText
import android.widget.ListView
import android.widget.TextView

/** The "Notes" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var notesCount: TextView
    private lateinit var titleInput: EditText
    private lateinit var bodyInput: EditText
    private lateinit var addNoteButton: Button
    private lateinit var notesList: ListView
    private lateinit var notesListEmpty: TextView
    private val notesListAdapter = NotesListAdapter()
    private lateinit var settingsButton: Button

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        notesCount = findViewById(R.id.notes_count) as TextView
        titleInput = findViewById(R.id.title_input) as EditText
        onTextChange(titleInput) { text -> AppState.newTitle = text }
        bodyInput = findViewById(R.id.body_input) as EditText
        onTextChange(bodyInput) { text -> AppState.newBody = text }
        addNoteButton = findViewById(R.id.add_note_button) as Button
        addNoteButton.setOnClickListener { onAddNoteButtonClick() }
        notesList = findViewById(R.id.notes_list) as ListView
        notesList.adapter = notesListAdapter
        notesListEmpty = findViewById(R.id.notes_list_empty) as TextView
        notesList.setOnItemLongClickListener { _, _, row, _ ->
            onNotesListItemLongClick(notesListAdapter.positionAt(row))
            true
        }
        settingsButton = findViewById(R.id.settings_button) as Button
        settingsButton.setOnClickListener { onSettingsButtonClick() }
    }

    override fun render() {
        notesCount.text = Expr.str(AppState.notes.size.toDouble()) + " notes"
        if (titleInput.text.toString() != AppState.newTitle) titleInput.setText(AppState.newTitle)
        if (bodyInput.text.toString() != AppState.newBody) bodyInput.setText(AppState.newBody)
        notesListAdapter.refresh()
        visibleIf(notesListEmpty, notesListAdapter.count == 0)
    }

    private fun onAddNoteButtonClick() {
        if (AppState.newTitle.length.toDouble() > 0.0) {
            AppState.notes.add(NotesItem(title = AppState.newTitle, body = AppState.newBody))
            AppState.newTitle = ""
            AppState.newBody = ""
        } else {
            toast("Please enter the title")
        }
        stateChanged()
    }

    private fun onNotesListItemLongClick(position: Int) {
        Expr.removeAt(AppState.notes, position.toDouble())
        toast("note removed")
        stateChanged()
    }

    /** Shows the `notes` list, one item_notes_list.xml per row. */
    private inner class NotesListAdapter : BaseAdapter() {
        /** Indexes into notes of the rows shown, after filtering and sorting. */
        private var positions: List<Int> = ArrayList()

        fun refresh() {
            val shown = ArrayList<Int>()
            for (position in 0 until AppState.notes.size) {
                shown.add(position)
            }
            positions = shown
            notifyDataSetChanged()
        }

        fun positionAt(row: Int): Int = positions[row]

        override fun getCount(): Int = positions.size

        override fun getItem(row: Int): Any = AppState.notes[positions[row]]

        override fun getItemId(row: Int): Long = positions[row].toLong()

        override fun getView(row: Int, convertView: View?, parent: ViewGroup): View {
            val view = convertView ?: layoutInflater.inflate(R.layout.item_notes_list, parent, false)
            val position = positions[row]
            val item = AppState.notes[position]
            val notesItemTitleView = view.findViewById(R.id.notes_item_title) as TextView
            notesItemTitleView.text = item.title
            val notesItemTextView = view.findViewById(R.id.notes_item_text) as TextView
            notesItemTextView.text = item.body
            return view
        }
    }

    private fun onSettingsButtonClick() {
        navigate(SettingsActivity::class.java)
        stateChanged()
    }
}
