package com.droidforge.nightfeedslog

import android.app.Activity
import android.content.ClipData
import android.content.ClipboardManager
import android.content.Context
import android.content.Intent
import android.net.Uri
import android.os.Bundle
import android.text.Editable
import android.text.TextWatcher
import android.view.View
import android.widget.AdapterView
import android.widget.EditText
import android.widget.SeekBar
import android.widget.Spinner
import android.widget.Toast

/** Base of every screen: state loading, redrawing and the actions shared by all screens. */
abstract class ScreenActivity : Activity() {
    /** True while render() writes into views, so their listeners ignore those changes. */
    protected var isRendering = false

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        AppState.load(this)
    }

    override fun onResume() {
        super.onResume()
        AppTimers.screen = this
        refresh()
    }

    override fun onPause() {
        super.onPause()
        if (AppTimers.screen === this) AppTimers.screen = null
    }

    /** Writes the current state into the screen's views. */
    protected abstract fun render()

    fun refresh() {
        isRendering = true
        try {
            render()
        } finally {
            isRendering = false
        }
    }

    /** Called after every action: persist what changed, then redraw. */
    fun stateChanged() {
        AppState.save(this)
        if (!isRendering) refresh()
    }

    fun toast(text: String) {
        Toast.makeText(this, text, Toast.LENGTH_SHORT).show()
    }

    fun share(text: String) {
        val intent = Intent(Intent.ACTION_SEND)
        intent.type = "text/plain"
        intent.putExtra(Intent.EXTRA_TEXT, text)
        startActivity(Intent.createChooser(intent, null))
    }

    fun dial(phone: String) {
        startActivity(Intent(Intent.ACTION_DIAL, Uri.parse("tel:" + Uri.encode(phone))))
    }

    /** Puts the text on the clipboard (framework ClipboardManager, API 11+) and says so. */
    fun copy(text: String) {
        val clipboard = getSystemService(Context.CLIPBOARD_SERVICE) as ClipboardManager
        clipboard.setPrimaryClip(ClipData.newPlainText("text", text))
        toast("Copied")
    }

    fun navigate(screen: Class<out Activity>) {
        startActivity(Intent(this, screen))
    }

    fun back() {
        finish()
    }

    /** The action bar's up arrow on secondary screens goes back to the screen below. */
    override fun onNavigateUp(): Boolean {
        finish()
        return true
    }

    protected fun visibleIf(view: View, isVisible: Boolean) {
        view.visibility = if (isVisible) View.VISIBLE else View.GONE
    }

    protected fun onTextChange(input: EditText, update: (String) -> Unit) {
        input.addTextChangedListener(object : TextWatcher {
            override fun afterTextChanged(text: Editable) {
                if (isRendering) return
                update(text.toString())
                stateChanged()
            }

            override fun beforeTextChanged(text: CharSequence, start: Int, count: Int, after: Int) {}

            override fun onTextChanged(text: CharSequence, start: Int, before: Int, count: Int) {}
        })
    }

    protected fun onSeek(bar: SeekBar, update: (Int) -> Unit) {
        bar.setOnSeekBarChangeListener(object : SeekBar.OnSeekBarChangeListener {
            override fun onProgressChanged(seekBar: SeekBar, progress: Int, fromUser: Boolean) {
                if (isRendering || !fromUser) return
                update(progress)
                stateChanged()
            }

            override fun onStartTrackingTouch(seekBar: SeekBar) {}

            override fun onStopTrackingTouch(seekBar: SeekBar) {}
        })
    }

    protected fun onSelect(spinner: Spinner, update: (String) -> Unit) {
        spinner.onItemSelectedListener = object : AdapterView.OnItemSelectedListener {
            override fun onItemSelected(parent: AdapterView<*>, view: View?, position: Int, id: Long) {
                if (isRendering) return
                update(parent.getItemAtPosition(position).toString())
                stateChanged()
            }

            override fun onNothingSelected(parent: AdapterView<*>) {}
        }
    }

    protected fun selectOption(spinner: Spinner, value: String) {
        for (i in 0 until spinner.count) {
            if (spinner.getItemAtPosition(i).toString() == value) {
                if (spinner.selectedItemPosition != i) spinner.setSelection(i)
                return
            }
        }
    }
}
