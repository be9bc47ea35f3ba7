import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors';
import type { Db } from '../db/client';
import { liveSessionIdsAmong } from '../modules/auth/sessions.queries';

interface Ticket {
  userId: string;
  sessionId: string;
  /** Called once when the session behind the stream ends. */
  onSessionEnd: () => void;
}

/**
 * The live server-sent event streams of this process: at most `maxPerUser` per user, and each is
 * closed when its session ends (logout here at once; logout elsewhere, expiry, suspension or
 * deletion at the next check).
 */
export class StreamRegistry {
  private readonly open = new Set<Ticket>();

  constructor(
    private readonly db: Db,
    readonly maxPerUser: number,
  ) {}

  /** Admits a stream or throws RATE_LIMITED; the returned release() must run when it closes. */
  admit(userId: string, sessionId: string, onSessionEnd: () => void): () => void {
    if (this.countFor(userId) >= this.maxPerUser) throw errors.tooManyStreams(this.maxPerUser);
    const ticket: Ticket = { userId, sessionId, onSessionEnd };
    this.open.add(ticket);
    return () => void this.open.delete(ticket);
  }

  countFor(userId: string): number {
    let n = 0;
    for (const t of this.open) if (t.userId === userId) n += 1;
    return n;
  }

  /** Closes every stream of a session (logout in this process). */
  endSession(sessionId: string): void {
    for (const t of [...this.open]) if (t.sessionId === sessionId) this.close(t);
  }

  /** Closes the streams whose session is no longer valid; one query for all of them. */
  async checkSessions(now = new Date()): Promise<void> {
    if (this.open.size === 0) return;
    const alive = new Set(await liveSessionIdsAmong(this.db, [...new Set([...this.open].map((t) => t.sessionId))], now));
    for (const t of [...this.open]) if (!alive.has(t.sessionId)) this.close(t);
  }

  private close(t: Ticket): void {
    this.open.delete(t);
    t.onSessionEnd();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    streams: StreamRegistry;
  }
}

/** How often open streams are checked against their sessions. */
const CHECK_INTERVAL_MS = 10_000;

export const streamsPlugin = fp(async (app: FastifyInstance) => {
  const registry = new StreamRegistry(app.db, app.config.rateLimits.streamsPerUser);
  app.decorate('streams', registry);
  const timer = setInterval(() => {
    registry.checkSessions().catch((err: unknown) => app.log.warn({ err }, 'could not check the sessions of open streams'));
  }, CHECK_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});

