package com.droidforge.notes

import android.os.Bundle
import android.widget.Switch

/** The "Settings" screen. */
class SettingsActivity : ScreenActivity() {
    private lateinit var darkModeSwitch: Switch
    private lateinit var largeTextSwitch: Switch

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_settings)
        title = getString(R.string.title_settings)
        actionBar?.setDisplayHomeAsUpEnabled(true)
        darkModeSwitch = findViewById(R.id.dark_mode_switch) as Switch
        darkModeSwitch.setOnCheckedChangeListener { _, isChecked ->
            if (!isRendering) {
                AppState.darkMode = isChecked
                stateChanged()
            }
        }
        largeTextSwitch = findViewById(R.id.large_text_switch) as Switch
        largeTextSwitch.setOnCheckedChangeListener { _, isChecked ->
            if (!isRendering) {
                AppState.largeText = isChecked
                stateChanged()
            }
        }
    }

    override fun render() {
        darkModeSwitch.isChecked = AppState.darkMode
        largeTextSwitch.isChecked = AppState.largeText
    }
}
