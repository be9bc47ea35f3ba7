import type { BuildStep } from '@droidforge/contracts';
import type { BuildEvent } from '../pipeline/types';

const MAX_LIVE_LOG = 200_000;

/**
 * Collects a running build's events into the row's shape (step, steps, log) and flushes them at
 * most every `intervalMs`, so a chatty tool cannot turn into a write per log line.
 */
export class BuildProgress {
  step: string | null = null;
  readonly steps: BuildStep[] = [];
  private lines: string[] = [];
  private size = 0;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly flush: (p: { step: string | null; steps: BuildStep[]; log: string }) => Promise<void>,
    private readonly intervalMs = 250,
  ) {}

  readonly onStep = (event: BuildEvent): void => {
    if (event.type === 'step_started') this.step = event.step;
    else if (event.type === 'step_finished') this.steps.push({ name: event.step, ms: event.ms, ok: event.ok });
    else this.append(`[${event.step}] ${event.line}`);
    // Step changes are what the progress bar shows: send them at once.
    if (event.type === 'log') this.schedule();
    else this.flushNow();
  };

  get log(): string {
    return this.lines.join('\n');
  }

  private append(line: string): void {
    if (this.size > MAX_LIVE_LOG) return;
    this.lines.push(line);
    this.size += line.length + 1;
  }

  private schedule(): void {
    this.timer ??= setTimeout(() => this.flushNow(), this.intervalMs);
  }

  flushNow(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const snapshot = { step: this.step, steps: [...this.steps], log: this.log };
    this.flushing = this.flushing.then(() => this.flush(snapshot)).catch(() => {});
    return this.flushing;
  }

  /** Waits for pending writes; later events are ignored by the caller's final update anyway. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flushing;
  }
}
