import { LARGE_TEXT_SCALE } from '@droidforge/contracts';
import type { EmitContext } from './context';

/**
 * Source of `ScreenActivity.kt`: the base class of every screen. It loads the state, redraws the
 * screen after each change and offers the actions every screen needs (toast, share, dial …).
 */
export function emitScreenActivity(ctx: EmitContext): string {
  const look = lookCode(ctx);
  return `package ${ctx.spec.app.packageName}

import android.app.Activity${look ? '\nimport android.content.res.Configuration' : ''}
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
${lifecycleMembers(look)}

${actionMembers(ctx)}

${VIEW_HELPERS}
}
`;
}

/** State loading and redrawing: load on create, redraw on resume and after every change. */
function lifecycleMembers(look: { members: string } | null): string {
  return `    /** True while render() writes into views, so their listeners ignore those changes. */
    protected var isRendering = false

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        AppState.load(this)
    }
${look?.members ?? ''}
    override fun onResume() {
        super.onResume()${look ? '\n        // A setting changed on another screen: draw this one again with the new look.\n        if (look() != appliedLook) {\n            recreate()\n            return\n        }' : ''}
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
        AppState.save(this)${look ? '\n        if (look() != appliedLook) {\n            recreate()\n            return\n        }' : ''}
        if (!isRendering) refresh()
    }`;
}

/** The actions every screen offers its buttons: toast, share, dial, copy, navigate, back. */
function actionMembers(ctx: EmitContext): string {
  const interstitial = ctx.ads?.interstitial
    ? '\n        // Ads.kt shows an interstitial between screens when one is loaded.\n        Ads.showInterstitial(this)'
    : '';
  return `    fun toast(text: String) {
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

    fun navigate(screen: Class<out Activity>) {${interstitial}
        startActivity(Intent(this, screen))
    }

    fun back() {
        finish()
    }

    /** The action bar's up arrow on secondary screens goes back to the screen below. */
    override fun onNavigateUp(): Boolean {
        finish()
        return true
    }`;
}

/** Listener helpers that ignore the changes render() itself makes. */
const VIEW_HELPERS = `    protected fun visibleIf(view: View, isVisible: Boolean) {
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
    }`;

/**
 * Settings switches that change the app's look (dark mode, larger text): the screen's context is
 * created with the night mode and font scale the switches ask for, and a screen whose look is out
 * of date is recreated. Null when the app has no such switch (nothing is emitted).
 */
function lookCode(ctx: EmitContext): { members: string } | null {
  const { darkSetting, largeTextSetting } = ctx.spec.theme;
  if (!darkSetting && !largeTextSetting) return null;
  const night = darkSetting
    ? `\n        val night = if (AppState.${darkSetting}) Configuration.UI_MODE_NIGHT_YES else Configuration.UI_MODE_NIGHT_NO\n        config.uiMode = (config.uiMode and Configuration.UI_MODE_NIGHT_MASK.inv()) or night`
    : '';
  const font = largeTextSetting ? `\n        if (AppState.${largeTextSetting}) config.fontScale = config.fontScale * ${LARGE_TEXT_SCALE}f` : '';
  const parts = [darkSetting ? `AppState.${darkSetting}` : '', largeTextSetting ? `AppState.${largeTextSetting}` : ''].filter(Boolean);
  return {
    members: `
    /** The look this screen was created with; see look(). */
    private var appliedLook = ""

    /** The settings that change how every screen looks, as one comparable value. */
    private fun look(): String = "${parts.map((p) => '${' + p + '}').join('|')}"

    override fun attachBaseContext(newBase: Context) {
        AppState.load(newBase)
        val config = Configuration(newBase.resources.configuration)${night}${font}
        appliedLook = look()
        super.attachBaseContext(newBase.createConfigurationContext(config))
    }
`,
  };
}
