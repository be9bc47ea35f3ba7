import { BookOpen } from 'lucide-react';

/**
 * The real requirements of the projects we generate, replacing the spec's generic
 * guide (JDK 11+, Material 1.11.0): our code uses framework widgets only and builds here without Gradle.
 */
export function BuildGuide() {
  return (
    <details className="group rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <summary className="flex cursor-pointer items-center gap-2 text-lg font-semibold text-slate-900">
        <BookOpen aria-hidden="true" className="h-5 w-5 text-slate-500" />
        Build Guide
      </summary>
      <div className="mt-3 space-y-3 text-sm text-slate-700">
        <ul className="list-disc space-y-1 pl-5">
          <li>Runs on Android 7.0 and newer (API 24+).</li>
          <li>Uses Android framework widgets only: no Material Components or AndroidX libraries are needed.</li>
          <li>Build & Download APK builds a signed APK here in seconds, with no Gradle and nothing to install.</li>
        </ul>
        <h3 className="font-semibold text-slate-900">Open it in Android Studio</h3>
        <ol className="list-decimal space-y-1 pl-5">
          <li>Download the source (.zip) and unzip it.</li>
          <li>Install JDK 17 and the Android SDK (Android Studio brings both).</li>
          <li>Open the folder: the included Gradle files set up the project; run it on a device or emulator.</li>
        </ol>
        <p className="text-xs text-slate-500">Apps with AdMob ads also need Google&apos;s Mobile Ads SDK, which the Gradle build downloads.</p>
      </div>
    </details>
  );
}
