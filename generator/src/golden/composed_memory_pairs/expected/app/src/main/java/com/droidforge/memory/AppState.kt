package com.droidforge.memory

import android.content.Context

/** The app's state, shared by every screen. Persisted values are kept in SharedPreferences. */
object AppState {
    var v0: String = "🦊 Fox"
    var v1: String = "🐻 Bear"
    var v2: String = "🐼 Panda"
    var v3: String = "🐶 Dog"
    var v4: String = "🐱 Cat"
    var v5: String = "🐰 Rabbit"
    var v6: String = "🦊 Fox"
    var v7: String = "🐻 Bear"
    var v8: String = "🐼 Panda"
    var v9: String = "🐶 Dog"
    var v10: String = "🐱 Cat"
    var v11: String = "🐰 Rabbit"
    var r0: Boolean = false
    var r1: Boolean = false
    var r2: Boolean = false
    var r3: Boolean = false
    var r4: Boolean = false
    var r5: Boolean = false
    var r6: Boolean = false
    var r7: Boolean = false
    var r8: Boolean = false
    var r9: Boolean = false
    var r10: Boolean = false
    var r11: Boolean = false
    var m0: Boolean = false
    var m1: Boolean = false
    var m2: Boolean = false
    var m3: Boolean = false
    var m4: Boolean = false
    var m5: Boolean = false
    var m6: Boolean = false
    var m7: Boolean = false
    var m8: Boolean = false
    var m9: Boolean = false
    var m10: Boolean = false
    var m11: Boolean = false
    var first: Double = -1.0
    var second: Double = -1.0
    var moves: Double = 0.0
    var pairs: Double = 0.0
    var deal: Double = 0.0

    private var isLoaded = false

    /** Reads persisted values once per process; later calls do nothing. */
    @Suppress("UNUSED_PARAMETER")
    fun load(context: Context) {
        if (isLoaded) return
        isLoaded = true
    }

    @Suppress("UNUSED_PARAMETER")
    fun save(context: Context) {
        // Nothing in this app is persisted.
    }
}
