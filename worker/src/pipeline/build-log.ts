import type { BuildEvent, StepName } from './types';

const MAX_LOG_CHARS = 1_000_000;

/** The build's full log (capped), also streamed line by line to the caller's onStep. */
export class BuildLog {
  private text = '';
  private truncated = false;

  constructor(private readonly emit?: (event: BuildEvent) => void) {}

  write(step: StepName, message: string): void {
    for (const line of message.replace(/\s+$/, '').split('\n')) {
      const entry = `[${step}] ${line}\n`;
      if (this.text.length + entry.length <= MAX_LOG_CHARS) this.text += entry;
      else if (!this.truncated) {
        this.truncated = true;
        this.text += '… log truncated\n';
      }
      this.emit?.({ type: 'log', step, line });
    }
  }

  toString(): string {
    return this.text;
  }
}
