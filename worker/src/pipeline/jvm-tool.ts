import path from 'node:path';
import type { JvmTool } from '../jvm-tools/tool-host';
import { runToolInProcess } from '../jvm-tools/tool-host';
import { toStepOutcome } from './build-context';
import type { BuildContext, ToolOutcome } from './build-context';

/**
 * Runs kotlinc, javac, ProGuard or dx: in the shared warm tool server when the build has one,
 * else in a one-off sandboxed JVM. Logs like runTool, so the log reads the same either way.
 */
export async function runJvmTool(ctx: BuildContext, tool: JvmTool, args: string[], timeoutMs: number): Promise<ToolOutcome> {
  const capped = Math.max(1, Math.min(timeoutMs, ctx.deadline - Date.now()));
  const shown = args.map((a) => a.split(':').map((p) => (p.startsWith(ctx.dirs.root) ? path.relative(ctx.dirs.root, p) || '.' : p)).join(':'));
  ctx.log.write(ctx.step, `$ ${tool} ${shown.join(' ')}`);
  const request = { args, buildDir: ctx.dirs.root, timeoutMs: capped, signal: ctx.input.signal };
  const { outcome, via } = ctx.input.tools
    ? await ctx.input.tools.run(tool, request)
    : { outcome: await runToolInProcess(ctx.toolchain, tool, request), via: 'process' as const };
  if (outcome.output.trim()) ctx.log.write(ctx.step, outcome.output);
  ctx.log.write(ctx.step, `${tool} (${via === 'server' ? 'warm tool server' : 'own JVM'}) took ${outcome.ms} ms`);
  return { ...toStepOutcome(outcome, tool, capped < timeoutMs), output: outcome.output };
}
