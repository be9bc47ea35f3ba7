import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ARTEFACTS } from './build-context';
import { runJvmTool } from './jvm-tool';
import type { BuildContext } from './build-context';
import type { StepOutcome } from './types';

const quote = (file: string) => `'${file}'`;

/**
 * ProGuard keeps the app and only the parts of the Kotlin stdlib it uses. That keeps the dex
 * small and drops the few stdlib methods that use invokedynamic, which dx cannot handle.
 */
export async function shrinkStep(ctx: BuildContext): Promise<StepOutcome> {
  const { dirs, toolchain } = ctx;
  const config = [
    `-injars ${quote(dirs.classes)}`,
    `-injars ${quote(toolchain.paths.kotlinStdlibJar)}(!META-INF/**)`,
    `-outjars ${quote(path.join(dirs.out, ARTEFACTS.shrunkJar))}`,
    `-libraryjars ${quote(toolchain.paths.androidJar)}`,
    '-dontobfuscate', '-dontoptimize', '-dontpreverify', '-dontnote', '-dontwarn', '-ignorewarnings',
    // The package name was validated in check, so it is safe inside the configuration.
    `-keep class ${ctx.packageName}.** { *; }`,
    '-keep public class * extends android.app.Activity',
    '-keep public class * extends android.app.Application',
    '-keep public class * extends android.app.Service',
    '-keep public class * extends android.content.BroadcastReceiver',
    '-keep public class * extends android.content.ContentProvider',
    '-keep public class * extends android.view.View { public <init>(...); }',
    // android:onClick handlers are found by reflection.
    '-keepclassmembers class * extends android.app.Activity { public void *(android.view.View); }',
  ].join('\n');
  const configFile = path.join(dirs.out, 'proguard.pro');
  await writeFile(configFile, `${config}\n`);
  return runJvmTool(ctx, 'proguard', [`@${configFile}`], 120_000);
}
