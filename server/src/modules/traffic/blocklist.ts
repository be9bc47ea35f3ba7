import net from 'node:net';
import { addToBlockList, familyOf, parseIpTarget } from './ip';

export interface BlockRow {
  ipAddress: string;
  expiresAt: Date | null;
}

/**
 * The blacklist as an in-memory net.BlockList, so the check on every request costs no query.
 * refresh() re-reads the table (called at once after a change here, and on a timer for changes
 * made by other processes); an entry stops blocking at its expires_at without any refresh.
 */
export class Blocklist {
  private rows: BlockRow[] = [];
  private list = new net.BlockList();
  private nextExpiry = Infinity;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly load: () => Promise<BlockRow[]>,
    private readonly clock: () => number = Date.now,
  ) {}

  async refresh(): Promise<void> {
    this.rows = await this.load();
    this.rebuild(this.clock());
  }

  /** Re-reads every intervalMs; a failed read keeps the last list (onError is told). */
  start(intervalMs: number, onError: (err: unknown) => void): void {
    this.timer ??= setInterval(() => this.refresh().catch(onError), intervalMs).unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  isBlocked(address: string): boolean {
    const now = this.clock();
    if (now >= this.nextExpiry) this.rebuild(now);
    return this.list.check(address, familyOf(address));
  }

  private rebuild(now: number): void {
    const list = new net.BlockList();
    let nextExpiry = Infinity;
    for (const row of this.rows) {
      const expires = row.expiresAt?.getTime() ?? Infinity;
      if (expires <= now) continue;
      const target = parseIpTarget(row.ipAddress);
      if (!target) continue;
      addToBlockList(list, target);
      nextExpiry = Math.min(nextExpiry, expires);
    }
    this.list = list;
    this.nextExpiry = nextExpiry;
  }
}
