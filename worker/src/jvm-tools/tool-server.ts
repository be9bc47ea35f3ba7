import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { ProcessOutcome, ProcessSpec } from '../process/run-process';
import { sandboxSpec } from '../process/sandbox';
import type { Toolchain } from '../toolchain/toolchain';
import type { JvmTool, ToolRequest } from './tool-host';

const START_TIMEOUT_MS = 60_000;
/** The tools keep caches between runs; a periodic restart bounds the heap they take. */
const REQUESTS_PER_PROCESS = 100;
const MAX_START_FAILURES = 3;

interface Running {
  child: ChildProcessWithoutNullStreams;
  nextLine: () => Promise<string | null>;
}

/**
 * Client of worker/java/ToolServer.java: one JVM with kotlinc, javac, ProGuard and dx loaded,
 * answering one request at a time over stdin/stdout. Restarted when it dies, times out or has
 * served REQUESTS_PER_PROCESS requests. `run` answers null when the server is unusable so the
 * caller can fall back to a one-off JVM.
 */
export class ToolServer {
  private running: Running | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private requests = 0;
  private startFailures = 0;
  private closed = false;

  constructor(
    private readonly toolchain: Toolchain,
    private readonly options: { workRoot: string; heap: string },
  ) {}

  /** The server's process id while it runs (its sandbox's, under bwrap); for diagnostics and tests. */
  get pid(): number | null {
    return this.running?.child.pid ?? null;
  }

  run(tool: JvmTool, request: ToolRequest): Promise<ProcessOutcome | null> {
    const next = this.queue.then(() => this.runNow(tool, request));
    this.queue = next.catch(() => undefined);
    return next;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stop();
    await this.queue;
  }

  private async runNow(tool: JvmTool, request: ToolRequest): Promise<ProcessOutcome | null> {
    if (this.closed || this.startFailures >= MAX_START_FAILURES) return null;
    // The protocol is line- and tab-separated; such arguments go to a one-off JVM instead.
    if (request.args.some((arg) => /[\t\n\r]/.test(arg))) return null;
    if (this.requests >= REQUESTS_PER_PROCESS) this.stop();
    const deadline = Date.now() + request.timeoutMs;
    // A server that died since its last answer (OOM killer, crash) gets one restart and retry.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const running = this.running ?? (await this.start());
      if (!running) return null;
      this.requests += 1;
      const reply = await this.send(running, tool, { ...request, timeoutMs: Math.max(1, deadline - Date.now()) });
      if (reply !== 'died') return reply;
    }
    return null;
  }

  private send(running: Running, tool: JvmTool, request: ToolRequest): Promise<ProcessOutcome | 'died'> {
    const started = Date.now();
    return new Promise((resolve) => {
      let settled = false;
      const finish = (outcome: ProcessOutcome | 'died', kill: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        request.signal?.removeEventListener('abort', onAbort);
        // A request that was cut short leaves the server mid-request: only a restart is safe.
        if (kill) this.stop();
        resolve(outcome);
      };
      const onAbort = () => finish({ kind: 'aborted', output: '', ms: Date.now() - started }, true);
      const timer = setTimeout(() => finish({ kind: 'timeout', output: '', ms: Date.now() - started }, true), request.timeoutMs);
      if (request.signal?.aborted) return onAbort();
      request.signal?.addEventListener('abort', onAbort, { once: true });
      running.child.stdin.write(`${[tool, ...request.args].join('\t')}\n`);
      running.nextLine().then((line) => {
        const reply = line === null ? null : parseReply(line, Date.now() - started);
        finish(reply ?? 'died', reply === null);
      });
    });
  }

  private async start(): Promise<Running | null> {
    const { paths } = this.toolchain;
    if (!paths.toolServerClasses) return null;
    mkdirSync(this.options.workRoot, { recursive: true, mode: 0o700 });
    // Same sandbox as every tool: no network, no capabilities, only the toolchain and the work root.
    let spec: ProcessSpec;
    try {
      spec = sandboxSpec(this.toolchain, {
        command: paths.java,
        args: [
          this.options.heap, '-XX:+UseSerialGC', '-Dkotlin.environment.keepalive=true',
          '-cp', [paths.toolServerClasses, paths.kotlinCompilerJar, paths.proguardJar, paths.dxJar].join(':'), 'ToolServer',
        ],
        cwd: this.options.workRoot,
        writableDirs: [this.options.workRoot],
        timeoutMs: 0,
      });
    } catch {
      // The sandbox is required and missing: no server; each tool then refuses the same way.
      return null;
    }
    const child = spawn(spec.command, spec.args, { cwd: spec.cwd, env: spec.env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    const lines: string[] = [];
    const waiters: ((line: string | null) => void)[] = [];
    let ended = false;
    const reader = createInterface({ input: child.stdout });
    reader.on('line', (line) => (waiters.length > 0 ? waiters.shift()?.(line) : lines.push(line)));
    const end = () => {
      ended = true;
      while (waiters.length > 0) waiters.shift()?.(null);
      if (this.running?.child === child) this.running = null;
    };
    reader.on('close', end);
    child.on('error', end);
    child.stderr.resume();
    child.stdin.on('error', () => undefined);
    const nextLine = () =>
      lines.length > 0 ? Promise.resolve(lines.shift() ?? null) : ended ? Promise.resolve(null) : new Promise<string | null>((r) => waiters.push(r));
    const running: Running = { child, nextLine };
    this.running = running;
    const ready = await Promise.race([nextLine(), delay(START_TIMEOUT_MS)]);
    if (ready !== 'READY') {
      this.startFailures += 1;
      this.stop();
      return null;
    }
    this.startFailures = 0;
    this.requests = 0;
    return running;
  }

  private stop(): void {
    const running = this.running;
    this.running = null;
    if (!running) return;
    running.child.stdin.end();
    try {
      if (running.child.pid !== undefined) process.kill(-running.child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

function parseReply(line: string, ms: number): ProcessOutcome | null {
  const tab = line.indexOf('\t');
  const code = Number(line.slice(0, tab));
  if (tab < 0 || !Number.isInteger(code)) return null;
  return { kind: 'exited', code, output: Buffer.from(line.slice(tab + 1), 'base64').toString('utf8'), ms };
}

function delay(ms: number): Promise<null> {
  return new Promise((resolve) => setTimeout(() => resolve(null), ms).unref());
}
