import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { clearFailures, ensureNotBlocked, recordFailure } from '../rate-limits/rate-limits';

export interface LoginThrottle {
  /** Throws RATE_LIMITED while this account-and-address or this address is serving a delay. */
  ensureAllowed(): Promise<void>;
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

/**
 * Brute-force limits that a stranger cannot turn into a lock-out (OWASP Authentication CS): failures
 * count per (account, client address) and per address, never per account alone, so the owner's
 * right password from another address still signs in. Past the free attempts each failure doubles
 * the delay. A success clears only its own (account, address) bucket: one valid account must not
 * reset an address that is spraying others.
 */
export function loginThrottle(db: Db, limits: Config['rateLimits'], email: string, address: string): LoginThrottle {
  const pair = `login:account-address:${email}\n${address}`;
  const byAddress = `login:address:${address}`;
  const policy = (free: number) => ({ free, windowMs: limits.windowMs, baseDelayMs: limits.loginBaseDelayMs, maxDelayMs: limits.windowMs });
  return {
    ensureAllowed: () => ensureNotBlocked(db, [pair, byAddress]),
    async failed() {
      await recordFailure(db, pair, policy(limits.loginPerAccountAddress));
      await recordFailure(db, byAddress, policy(limits.loginPerAddress));
    },
    succeeded: () => clearFailures(db, pair),
  };
}
