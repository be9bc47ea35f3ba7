import { describe, expect, test } from 'vitest';
import { AppSpecSchema, type AppSpecInput } from '@droidforge/contracts';
import { SAMPLE_ADMOB } from '@droidforge/contracts/testing/admob';
import { AppSpecError } from '../spec/validate';
import { emitProject } from './index';

function spec(extra: Partial<AppSpecInput> = {}) {
  return AppSpecSchema.parse({
    version: 1,
    app: { name: "Bob's <Shop>", packageName: 'com.example.shop', features: ['sell'] },
    state: [{ name: 'n', type: 'number', initial: 1 }],
    screens: [
      { id: 'main', title: 'Home', children: [{ type: 'text', id: 'label', text: '{n} & more' }, { type: 'button', id: 'go', label: '@go?', onClick: [{ do: 'navigate', screen: 'details' }] }] },
      { id: 'details', title: 'Details', children: [{ type: 'text', id: 'info', text: 'Hello' }] },
    ],
    ...extra,
  });
}

const validAdmob = { ...SAMPLE_ADMOB, rewardId: '' };

describe('emitProject', () => {
  test('is deterministic: the same spec gives the same bytes', () => {
    expect(JSON.stringify(emitProject(spec()))).toBe(JSON.stringify(emitProject(spec())));
  });

  test('emits one activity and layout per screen and declares them in the manifest', () => {
    const { files } = emitProject(spec());
    expect(Object.keys(files)).toEqual(expect.arrayContaining([
      'app/src/main/java/com/example/shop/MainActivity.kt',
      'app/src/main/java/com/example/shop/DetailsActivity.kt',
      'app/src/main/res/layout/activity_main.xml',
      'app/src/main/res/layout/activity_details.xml',
      'app/src/main/res/mipmap-anydpi-v26/ic_launcher.xml',
      'app/src/main/res/values-night/themes.xml',
      'settings.gradle',
      'app/build.gradle',
      'gradle.properties',
    ]));
    const manifest = files['app/src/main/AndroidManifest.xml']!;
    expect(manifest).toContain('android:name=".MainActivity"');
    expect(manifest).toContain('android:name=".DetailsActivity"');
    expect(manifest).not.toContain('com.google.android.gms.ads');
  });

  test('escapes texts in strings.xml', () => {
    const strings = emitProject(spec()).files['app/src/main/res/values/strings.xml']!;
    expect(strings).toContain(`<string name="app_name">Bob\\'s &lt;Shop&gt;</string>`);
    expect(strings).toContain('<string name="go_label">\\@go?</string>');
    expect(strings).toContain('<string name="label_text">1 &amp; more</string>');
  });

  test('fills appData from the files: main activity, layouts and everything else', () => {
    const { appData, files } = emitProject(spec());
    expect(appData.appName).toBe("Bob's <Shop>");
    expect(appData.features).toEqual(['sell']);
    expect(appData.mainActivity).toBe(files['app/src/main/java/com/example/shop/MainActivity.kt']);
    expect(Object.keys(appData.layouts).sort()).toEqual(['activity_details.xml', 'activity_main.xml']);
    expect(appData.additionalFiles['app/src/main/AndroidManifest.xml']).toBeDefined();
    expect(appData.additionalFiles['app/src/main/java/com/example/shop/MainActivity.kt']).toBeUndefined();
  });

  test('lets a list inside a card fill the remaining height instead of collapsing', () => {
    const withList = spec({
      state: [{ name: 'items', type: 'list', fields: [{ name: 'title', type: 'text' }] }],
      screens: [{ id: 'main', title: 'Home', children: [
        { type: 'card', id: 'box', children: [{ type: 'list', id: 'entries', source: 'items', item: [{ type: 'text', id: 'entry', text: '{item.title}' }] }] },
      ] }],
    });
    const layout = emitProject(withList).files['app/src/main/res/layout/activity_main.xml']!;
    expect(layout).not.toContain('<ScrollView');
    expect(layout).toMatch(/android:id="@\+id\/box"\s+android:layout_width="match_parent"\s+android:layout_height="0dp"\s+android:layout_weight="1"/);
    expect(layout).toMatch(/android:id="@\+id\/entries"\s+android:layout_width="match_parent"\s+android:layout_height="0dp"\s+android:layout_weight="1"/);
  });

  test('throws AppSpecError listing the problems of an invalid spec', () => {
    const bad = spec({ screens: [{ id: 'main', title: 'x', children: [{ type: 'text', id: 'a', text: '{missing}' }] }] });
    expect(() => emitProject(bad)).toThrow(AppSpecError);
  });

  test('integrates allowed ads in their own Ads.kt with the Gradle dependency and manifest id', () => {
    const { files, admobValidation } = emitProject(spec(), { admob: validAdmob, allowedAdTypes: ['banner', 'interstitial'] });
    expect(admobValidation).toEqual({ integrated: true, warnings: [], requestedAds: ['banner', 'interstitial'] });
    expect(files['app/src/main/java/com/example/shop/Ads.kt']).toContain('InterstitialAd.load');
    expect(files['app/src/main/java/com/example/shop/ScreenActivity.kt']).toContain('Ads.showInterstitial(this)');
    expect(files['app/build.gradle']).toContain('com.google.android.gms:play-services-ads');
    expect(files['app/build.gradle']).toContain('ca-app-pub-3940256099942544~3347511713');
    expect(files['app/src/main/AndroidManifest.xml']).toContain('com.google.android.gms.ads.APPLICATION_ID');
    expect(files['app/src/main/res/layout/activity_main.xml']).toContain('@+id/ad_container');
  });

  test('warns about ad types the plan does not allow and leaves them out', () => {
    const { files, admobValidation } = emitProject(spec(), { admob: validAdmob, allowedAdTypes: ['banner'] });
    expect(admobValidation.integrated).toBe(true);
    expect(admobValidation.warnings).toEqual(['Interstitial ads are not included in your plan']);
    expect(files['app/src/main/java/com/example/shop/Ads.kt']).not.toContain('InterstitialAd');
  });

  test('does not integrate ads when the app id is malformed, and says why', () => {
    const { files, admobValidation } = emitProject(spec(), { admob: { ...validAdmob, appId: 'pub-123', bannerId: 'bad' } });
    expect(admobValidation.integrated).toBe(false);
    expect(admobValidation.warnings).toEqual([
      'The AdMob app id must look like ca-app-pub-0000000000000000~0000000000',
      'The banner ad unit id must look like ca-app-pub-0000000000000000/0000000000',
    ]);
    expect(files['app/src/main/java/com/example/shop/Ads.kt']).toBeUndefined();
  });
});

describe('settings that change the look at run time', () => {
  const screenBase = (s: ReturnType<typeof spec>) => Object.entries(emitProject(s).files).find(([p]) => p.endsWith('/ScreenActivity.kt'))![1];

  test('dark mode and bigger text switches set night mode and font scale on every screen, and recreate it when they change', () => {
    const withSettings = spec({
      state: [{ name: 'n', type: 'number', initial: 1 }, { name: 'darkMode', type: 'bool', persist: true }, { name: 'largeText', type: 'bool', persist: true }],
      theme: { darkSetting: 'darkMode', largeTextSetting: 'largeText' },
    });
    const code = screenBase(withSettings);
    expect(code).toContain('override fun attachBaseContext(newBase: Context)');
    expect(code).toContain('if (AppState.darkMode) Configuration.UI_MODE_NIGHT_YES else Configuration.UI_MODE_NIGHT_NO');
    expect(code).toContain('if (AppState.largeText) config.fontScale = config.fontScale * 1.3f');
    expect(code.match(/if \(look\(\) != appliedLook\)/g)).toHaveLength(2);
  });

  test('an app without such switches emits none of it', () => {
    const code = screenBase(spec());
    expect(code).not.toContain('attachBaseContext');
    expect(code).not.toContain('appliedLook');
  });
});
