/**
 * Counts events per key in fixed windows (e.g. requests per IP per minute), in memory, bounded:
 * when it tracks too many keys it forgets the ones whose window has passed.
 */
export class WindowCounter {
  private readonly counts = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  /** Adds one event for the key and answers the count in its current window. */
  hit(key: string, now: number): number {
    const slot = this.counts.get(key);
    if (slot && now - slot.start < this.windowMs) {
      slot.count += 1;
      return slot.count;
    }
    if (!slot && this.counts.size >= this.maxKeys) this.prune(now);
    this.counts.set(key, { start: now, count: 1 });
    return 1;
  }

  reset(key: string): void {
    this.counts.delete(key);
  }

  private prune(now: number): void {
    for (const [key, slot] of this.counts) if (now - slot.start >= this.windowMs) this.counts.delete(key);
    // Still full (a flood of distinct addresses): start over rather than grow without bound.
    if (this.counts.size >= this.maxKeys) this.counts.clear();
  }
}
