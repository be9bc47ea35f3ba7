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
  private active = 0;
  private signature = '';
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly load: () => Promise<BlockRow[]>,
    private readonly clock: () => number = Date.now,
  ) {}

  async refresh(): Promise<void> {
    const rows = await this.load();
    const signature = rows.map((r) => `${r.ipAddress}|${r.expiresAt?.getTime() ?? ''}`).join(',');
    // The timed re-read usually finds nothing new: keep the built list.
    if (signature === this.signature) return;
    this.rows = rows;
    this.signature = signature;
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
    return this.active > 0 && this.list.check(address, familyOf(address));
  }

  private rebuild(now: number): void {
    const list = new net.BlockList();
    let nextExpiry = Infinity;
    let active = 0;
    for (const row of this.rows) {
      const expires = row.expiresAt?.getTime() ?? Infinity;
      if (expires <= now) continue;
      const target = parseIpTarget(row.ipAddress);
      if (!target) continue;
      addToBlockList(list, target);
      active += 1;
      nextExpiry = Math.min(nextExpiry, expires);
    }
    this.list = list;
    this.nextExpiry = nextExpiry;
    this.active = active;
  }
}
