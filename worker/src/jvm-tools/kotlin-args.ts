import type { Toolchain } from '../toolchain/toolchain';

/**
 * kotlinc arguments for an Android project compiled against the API 23 stubs. The lambda and SAM
 * flags keep invokedynamic out of the bytecode (dx rejects it); the assertion flags drop
 * null-check calls that would only add size.
 */
export function kotlincArgs(toolchain: Toolchain, options: { classpath: string[]; outDir: string; sources: string[] }): string[] {
  return [
    '-no-jdk', '-no-reflect', '-jvm-target', '1.8', '-Xlambdas=class', '-Xsam-conversions=class',
    '-Xno-call-assertions', '-Xno-param-assertions', '-Xno-receiver-assertions',
    '-kotlin-home', toolchain.paths.kotlinHome,
    '-classpath', options.classpath.join(':'),
    '-d', options.outDir,
    ...options.sources,
  ];
}
