import type { EmitContext } from './context';

/** Google's published test ids: debug builds show test ads so developers never click their own. */
export const ADMOB_TEST_IDS = {
  appId: 'ca-app-pub-3940256099942544~3347511713',
  banner: 'ca-app-pub-3940256099942544/6300978111',
  interstitial: 'ca-app-pub-3940256099942544/1033173712',
  rewarded: 'ca-app-pub-3940256099942544/5224354917',
} as const;

/**
 * Gradle files so the project opens and builds in Android Studio (our own builds do not use them).
 * AGP 7.4 still accepts the manifest's package attribute, which the embedded aapt build needs.
 */
export function emitGradle(ctx: EmitContext): Record<string, string> {
  const { app } = ctx.spec;
  return {
    'settings.gradle': settingsGradle(app.name),
    'build.gradle': ROOT_BUILD_GRADLE,
    'app/build.gradle': appBuildGradle(app.packageName, ctx.ads),
    'gradle.properties': GRADLE_PROPERTIES,
    'gradle/wrapper/gradle-wrapper.properties': WRAPPER_PROPERTIES,
  };
}

function settingsGradle(appName: string): string {
  return `pluginManagement {
    repositories {
        google()
        mavenCentral()
        gradlePluginPortal()
    }
}
dependencyResolutionManagement {
    repositories {
        google()
        mavenCentral()
    }
}
rootProject.name = "${appName.replace(/["\\$]/g, '')}"
include ':app'
`;
}

const ROOT_BUILD_GRADLE = `plugins {
    id 'com.android.application' version '7.4.2' apply false
    id 'org.jetbrains.kotlin.android' version '1.9.25' apply false
}
`;

/** The app module; with ads, the AdMob app id per build type and the Mobile Ads dependency. */
function appBuildGradle(packageName: string, ads: EmitContext['ads']): string {
  const placeholders = ads
    ? `
    buildTypes {
        debug {
            manifestPlaceholders = [admobAppId: "${ADMOB_TEST_IDS.appId}"]
        }
        release {
            manifestPlaceholders = [admobAppId: "${ads.appId}"]
        }
    }
`
    : '';
  const deps = ads ? `\ndependencies {\n    implementation 'com.google.android.gms:play-services-ads:22.6.0'\n}\n` : '';
  return `plugins {
    id 'com.android.application'
    id 'org.jetbrains.kotlin.android'
}

android {
    namespace '${packageName}'
    compileSdk 33

    defaultConfig {
        applicationId '${packageName}'
        minSdk 24
        targetSdk 33
        versionCode 1
        versionName '1.0'
    }
${placeholders}
    compileOptions {
        sourceCompatibility JavaVersion.VERSION_1_8
        targetCompatibility JavaVersion.VERSION_1_8
    }

    kotlinOptions {
        jvmTarget = '1.8'
    }
}
${deps}`;
}

const GRADLE_PROPERTIES = `org.gradle.jvmargs=-Xmx2048m -Dfile.encoding=UTF-8
android.useAndroidX=false
android.nonTransitiveRClass=true
kotlin.code.style=official
`;

const WRAPPER_PROPERTIES = `distributionBase=GRADLE_USER_HOME
distributionPath=wrapper/dists
distributionUrl=https\\://services.gradle.org/distributions/gradle-7.5-bin.zip
zipStoreBase=GRADLE_USER_HOME
zipStorePath=wrapper/dists
`;
