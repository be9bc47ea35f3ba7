/** A small, well-formed project used by the check and fix tests; tests change one file at a time. */
import type { ProjectFiles } from '../finding';

export const MAIN_ACTIVITY = 'app/src/main/java/com/example/counter/MainActivity.kt';
export const MAIN_LAYOUT = 'app/src/main/res/layout/activity_main.xml';
export const STRINGS = 'app/src/main/res/values/strings.xml';
export const MANIFEST = 'app/src/main/AndroidManifest.xml';

const CLEAN_PROJECT: ProjectFiles = {
  [MANIFEST]: `<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.counter">
    <application android:label="@string/app_name" android:icon="@mipmap/ic_launcher" android:theme="@style/AppTheme">
        <activity android:name=".MainActivity" android:exported="true">
            <intent-filter>
                <action android:name="android.intent.action.MAIN" />
                <category android:name="android.intent.category.LAUNCHER" />
            </intent-filter>
        </activity>
    </application>
</manifest>
`,
  [MAIN_ACTIVITY]: `package com.example.counter

import android.app.Activity
import android.os.Bundle
import android.widget.Button
import android.widget.TextView

/* The counter screen. */
class MainActivity : Activity() {
    private var count = 0

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        val label = findViewById(R.id.count_label) as TextView
        val plus = findViewById(R.id.plus_button) as Button
        plus.setOnClickListener {
            count++
            label.text = "\${count} { taps"
        }
        title = getString(R.string.app_name)
        window.statusBarColor = resources.getColor(android.R.color.black, theme)
    }
}
`,
  [MAIN_LAYOUT]: `<?xml version="1.0" encoding="utf-8"?>
<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
    android:layout_width="match_parent"
    android:layout_height="match_parent"
    android:orientation="vertical"
    android:background="@color/background">
    <TextView
        android:id="@+id/count_label"
        android:layout_width="wrap_content"
        android:layout_height="wrap_content"
        android:text="@string/start_text"
        android:textColor="@android:color/black" />
    <Button
        android:id="@+id/plus_button"
        android:layout_width="wrap_content"
        android:layout_height="wrap_content"
        android:layout_below="@id/count_label"
        android:text="@string/plus" />
    <TableLayout android:layout_width="match_parent" android:layout_height="wrap_content">
        <TableRow>
            <TextView android:text="@string/plus" />
        </TableRow>
    </TableLayout>
</LinearLayout>
`,
  [STRINGS]: `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="app_name">Counter</string>
    <string name="start_text">0</string>
    <string name="plus">+</string>
</resources>
`,
  'app/src/main/res/values/colors.xml': `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <color name="background">#FFFFFF</color>
    <color name="primary">#3F51B5</color>
</resources>
`,
  'app/src/main/res/values/themes.xml': `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <style name="AppTheme" parent="@android:style/Theme.Material.Light">
        <item name="android:colorPrimary">@color/primary</item>
    </style>
</resources>
`,
  'app/src/main/res/mipmap-anydpi/ic_launcher.xml': `<?xml version="1.0" encoding="utf-8"?>
<shape xmlns:android="http://schemas.android.com/apk/res/android" android:shape="oval">
    <solid android:color="@color/primary" />
</shape>
`,
};

/** A fresh copy of the clean project, so a test can change it freely. */
export function cleanProject(): ProjectFiles {
  return { ...CLEAN_PROJECT };
}

/** The clean project with one file replaced (or added). */
export function projectWith(path: string, content: string): ProjectFiles {
  return { ...cleanProject(), [path]: content };
}
