import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config';
import { errors } from '../errors';

/**
 * Independent buckets per IP and per account (never one combined key), as the OWASP guidance asks.
 * Every bucket answers the same 429, so nobody learns which one fired.
 */
export function createAuthLimiters(config: Config) {
  const duration = Math.ceil(config.rateLimits.windowMs / 1000);
  const make = (points: number) => new RateLimiterMemory({ points, duration });
  return {
    loginIp: make(config.rateLimits.loginPerIp),
    loginAccount: make(config.rateLimits.loginPerAccount),
    registerIp: make(config.rateLimits.registerPerIp),
    resendIp: make(config.rateLimits.resendPerIp),
    resendAccount: make(config.rateLimits.resendPerAccount),
  };
}
export type AuthLimiters = ReturnType<typeof createAuthLimiters>;

/** Takes one point from the bucket or throws RATE_LIMITED. */
export async function consumeOrThrow(limiter: RateLimiterMemory, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw errors.rateLimited(err.msBeforeNext / 1000);
    throw err;
  }
}

/** Throws RATE_LIMITED when the bucket is already empty, without taking a point. */
export async function ensureNotExhausted(limiter: RateLimiterMemory, key: string): Promise<void> {
  const res = await limiter.get(key);
  if (res && res.remainingPoints <= 0) throw errors.rateLimited(res.msBeforeNext / 1000);
}
