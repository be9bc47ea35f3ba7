import type { EmitContext } from './context';
import { activityName } from './names';
import { XML_DECLARATION } from './xml';

/** `AndroidManifest.xml`: the app, one activity per screen, and the AdMob app id when ads are on. */
export function emitManifest(ctx: EmitContext): string {
  const { spec } = ctx;
  const activities = spec.screens.map((s, i) =>
    i === 0
      ? `        <activity
            android:name=".${activityName(s.id)}"
            android:exported="true">
            <intent-filter>
                <action android:name="android.intent.action.MAIN" />
                <category android:name="android.intent.category.LAUNCHER" />
            </intent-filter>
        </activity>`
      : `        <activity
            android:name=".${activityName(s.id)}"
            android:exported="false" />`,
  );
  const ads = ctx.ads
    ? `
        <!-- Filled in by app/build.gradle: Google's test app id in debug builds, yours in release. -->
        <meta-data
            android:name="com.google.android.gms.ads.APPLICATION_ID"
            android:value="\${admobAppId}" />`
    : '';
  const internet = ctx.ads ? '\n    <uses-permission android:name="android.permission.INTERNET" />\n' : '';
  return `${XML_DECLARATION}
<manifest xmlns:android="http://schemas.android.com/apk/res/android"
    package="${spec.app.packageName}"
    android:versionCode="1"
    android:versionName="1.0">

    <uses-sdk
        android:minSdkVersion="24"
        android:targetSdkVersion="29" />
${internet}
    <application
        android:allowBackup="true"
        android:icon="@mipmap/ic_launcher"
        android:label="@string/app_name"
        android:theme="@style/AppTheme">${ads}
${activities.join('\n')}
    </application>
</manifest>
`;
}
