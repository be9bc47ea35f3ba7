import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { addMonthsUtc } from '../../../lib/calendar';

/**
 * The sandbox provider's records. Field names follow Stripe's objects so the serialisers stay
 * thin; times are Unix seconds on the sandbox's own test clock.
 */
export interface SbPrice {
  id: string;
  product: string;
  nickname: string;
  unitAmount: number;
  currency: string;
  interval: 'month' | 'year';
}

export interface SbCustomer {
  id: string;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface SbSession {
  id: string;
  customer: string;
  price: string;
  successUrl: string;
  cancelUrl: string;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  subscriptionMetadata: Record<string, string>;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  subscription: string | null;
  created: number;
  expiresAt: number;
}

export interface SbSubscription {
  id: string;
  customer: string;
  itemId: string;
  price: string;
  status: 'active' | 'canceled';
  created: number;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  /** A set end time (Stripe's cancel_at); the subscription ends at the first period end at or after it. */
  cancelAt: number | null;
  canceledAt: number | null;
  endedAt: number | null;
  latestInvoice: string | null;
  metadata: Record<string, string>;
}

export interface SbInvoice {
  id: string;
  customer: string;
  subscription: string;
  itemId: string;
  price: string;
  amount: number;
  currency: string;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  periodStart: number;
  periodEnd: number;
  created: number;
}

export interface SbEvent {
  id: string;
  type: string;
  created: number;
  object: Record<string, unknown>;
  /** Whether our webhook endpoint answered 2xx. */
  delivered: boolean;
}

export interface SbState {
  /** The test clock's frozen time (Unix seconds). */
  now: number;
  prices: Record<string, SbPrice>;
  customers: Record<string, SbCustomer>;
  sessions: Record<string, SbSession>;
  subscriptions: Record<string, SbSubscription>;
  invoices: Record<string, SbInvoice>;
  events: SbEvent[];
  /** Replies to POSTs by Idempotency-Key, replayed like Stripe does. */
  idempotency: Record<string, { status: number; body: unknown }>;
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export function emptyState(now: number, prices: SbPrice[]): SbState {
  return {
    now,
    prices: Object.fromEntries(prices.map((p) => [p.id, p])),
    customers: {},
    sessions: {},
    subscriptions: {},
    invoices: {},
    events: [],
    idempotency: {},
  };
}

/** Keeps the state in memory, and in a JSON file when given one so a restart keeps subscriptions. */
export class SandboxStore {
  constructor(
    public state: SbState,
    private readonly file: string | null,
  ) {}

  static open(file: string | null, fresh: () => SbState): SandboxStore {
    if (file && fs.existsSync(file)) {
      const loaded = JSON.parse(fs.readFileSync(file, 'utf8')) as SbState;
      // Prices follow the catalogue of this start, not of the one that wrote the file.
      return new SandboxStore({ ...loaded, prices: fresh().prices }, file);
    }
    return new SandboxStore(fresh(), file);
  }

  save(): void {
    if (!this.file) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(this.state));
    fs.renameSync(tmp, this.file);
  }
}

export function periodEnd(start: number, interval: 'month' | 'year', n = 1): number {
  return Math.floor(addMonthsUtc(new Date(start * 1000), interval === 'year' ? 12 * n : n).getTime() / 1000);
}
