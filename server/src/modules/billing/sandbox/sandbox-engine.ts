import Stripe from 'stripe';
import { invoiceObject, sessionObject, subscriptionObject } from './sandbox-objects';
import { type SandboxStore, type SbInvoice, type SbSession, type SbSubscription, newId, periodEnd } from './sandbox-store';

/** The documented Stripe test cards the sandbox accepts (https://docs.stripe.com/testing). */
export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

export type PayResult = { ok: true; redirect: string } | { ok: false; message: string };

export interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * What the sandbox does: the money movements and their events. Webhooks are signed with the
 * official SDK's helper, so `stripe.webhooks.constructEvent` verifies them like Stripe's own.
 */
export class SandboxEngine {
  webhookUrl: string | null = null;
  /** Billing-portal sessions live only in memory: their links are short-lived anyway. */
  readonly portalSessions = new Map<string, { customer: string; returnUrl: string }>();
  private readonly signer = new Stripe('sk_test_signer');

  constructor(
    readonly store: SandboxStore,
    private readonly webhookSecret: string,
    readonly publicBase: () => string,
    private readonly log: Logger,
  ) {}

  get state() {
    return this.store.state;
  }

  /** The hosted page's Pay button: only the documented test cards are understood. */
  async pay(sessionId: string, rawCard: string): Promise<PayResult> {
    const session = this.state.sessions[sessionId];
    if (!session || session.status !== 'open') return { ok: false, message: 'This checkout session has expired or was already paid.' };
    const card = rawCard.replace(/[\s-]/g, '');
    if (card === TEST_CARDS.declined) return { ok: false, message: 'Your card was declined. Try the test card 4242 4242 4242 4242.' };
    if (card !== TEST_CARDS.success) return { ok: false, message: 'Test mode accepts only Stripe test cards: use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined).' };
    const sub = this.startSubscription(session);
    session.status = 'complete';
    session.paymentStatus = 'paid';
    session.subscription = sub.id;
    this.store.save();
    await this.emit('checkout.session.completed', sessionObject(session, this.publicBase()));
    await this.emit('customer.subscription.created', subscriptionObject(sub, this.state));
    await this.emitInvoicePaid(sub);
    return { ok: true, redirect: session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) };
  }

  private startSubscription(session: SbSession): SbSubscription {
    const price = this.state.prices[session.price]!;
    const now = this.state.now;
    const sub: SbSubscription = {
      id: newId('sub'),
      customer: session.customer,
      itemId: newId('si'),
      price: price.id,
      status: 'active',
      created: now,
      periodStart: now,
      periodEnd: periodEnd(now, price.interval),
      cancelAtPeriodEnd: false,
      cancelAt: null,
      canceledAt: null,
      endedAt: null,
      latestInvoice: null,
      metadata: session.subscriptionMetadata,
    };
    this.state.subscriptions[sub.id] = sub;
    this.invoice(sub, 'subscription_create', price.unitAmount);
    return sub;
  }

  private invoice(sub: SbSubscription, reason: SbInvoice['billingReason'], amount: number): SbInvoice {
    const price = this.state.prices[sub.price]!;
    const inv: SbInvoice = {
      id: newId('in'),
      customer: sub.customer,
      subscription: sub.id,
      itemId: sub.itemId,
      price: sub.price,
      amount,
      currency: price.currency,
      billingReason: reason,
      periodStart: sub.periodStart,
      periodEnd: sub.periodEnd,
      created: this.state.now,
    };
    this.state.invoices[inv.id] = inv;
    sub.latestInvoice = inv.id;
    return inv;
  }

  private async emitInvoicePaid(sub: SbSubscription): Promise<void> {
    const inv = this.state.invoices[sub.latestInvoice!]!;
    await this.emit('invoice.paid', invoiceObject(inv, this.state));
  }

  /**
   * POST /v1/subscriptions/:id. A new price with `billing_cycle_anchor=now` starts a new period at
   * once and charges the new price less the unused part of the old one (Stripe's proration);
   * without it the price applies from the next renewal.
   */
  async update(sub: SbSubscription, params: { price?: string; cancelAtPeriodEnd?: boolean; cancelAt?: number | null; anchorNow: boolean; metadata?: Record<string, string> }): Promise<void> {
    if (params.cancelAtPeriodEnd !== undefined) sub.cancelAtPeriodEnd = params.cancelAtPeriodEnd;
    if (params.cancelAt !== undefined) sub.cancelAt = params.cancelAt;
    if (params.metadata) sub.metadata = { ...sub.metadata, ...params.metadata };
    const changed = params.price !== undefined && params.price !== sub.price;
    if (changed) {
      const old = this.state.prices[sub.price]!;
      const now = this.state.now;
      const unused = Math.round((old.unitAmount * Math.max(0, sub.periodEnd - now)) / Math.max(1, sub.periodEnd - sub.periodStart));
      sub.price = params.price!;
      if (params.anchorNow) {
        const next = this.state.prices[sub.price]!;
        sub.periodStart = now;
        sub.periodEnd = periodEnd(now, next.interval);
        this.invoice(sub, 'subscription_update', Math.max(0, next.unitAmount - unused));
      }
    }
    this.store.save();
    await this.emit('customer.subscription.updated', subscriptionObject(sub, this.state));
    if (changed && params.anchorNow) await this.emitInvoicePaid(sub);
  }

  async cancelNow(sub: SbSubscription): Promise<void> {
    sub.status = 'canceled';
    sub.canceledAt = this.state.now;
    sub.endedAt = this.state.now;
    this.store.save();
    await this.emit('customer.subscription.deleted', subscriptionObject(sub, this.state));
  }

  /** Moves the test clock: renewals are paid (invoice.paid), cancelled subscriptions end (deleted). */
  async advance(to: number): Promise<void> {
    if (to < this.state.now) throw new Error('The test clock cannot go back in time.');
    for (;;) {
      const due = Object.values(this.state.subscriptions)
        .filter((s) => s.status === 'active' && s.periodEnd <= to)
        .sort((a, b) => a.periodEnd - b.periodEnd)[0];
      if (!due) break;
      this.state.now = due.periodEnd;
      if (due.cancelAtPeriodEnd || (due.cancelAt !== null && due.cancelAt <= due.periodEnd)) {
        await this.cancelNow(due);
        continue;
      }
      const price = this.state.prices[due.price]!;
      due.periodStart = due.periodEnd;
      due.periodEnd = periodEnd(due.periodStart, price.interval);
      this.invoice(due, 'subscription_cycle', price.unitAmount);
      this.store.save();
      await this.emit('customer.subscription.updated', subscriptionObject(due, this.state));
      await this.emitInvoicePaid(due);
    }
    this.state.now = to;
    this.store.save();
  }

  async emit(type: string, object: Record<string, unknown>): Promise<void> {
    const event = { id: newId('evt'), type, created: this.state.now, object, delivered: false };
    this.state.events.push(event);
    this.store.save();
    await this.deliver(event.id);
  }

  eventObject(id: string) {
    const e = this.state.events.find((x) => x.id === id);
    if (!e) return null;
    return { id: e.id, object: 'event', api_version: Stripe.API_VERSION, type: e.type, created: e.created, data: { object: e.object }, livemode: false, pending_webhooks: e.delivered ? 0 : 1, request: { id: null, idempotency_key: null } };
  }

  /** Sends one event, signed, to our webhook URL. Answers whether the endpoint took it (2xx). */
  async deliver(eventId: string): Promise<boolean> {
    const event = this.eventObject(eventId);
    if (!event || !this.webhookUrl) return false;
    const payload = JSON.stringify(event, null, 2);
    // The signature's timestamp is real time: receivers check it against their own clock.
    const header = this.signer.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret });
    try {
      const res = await fetch(this.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
      const ok = res.ok;
      await res.arrayBuffer();
      if (ok) {
        this.state.events.find((x) => x.id === eventId)!.delivered = true;
        this.store.save();
      } else this.log.warn({ eventId, status: res.status }, 'sandbox webhook refused');
      return ok;
    } catch (err) {
      this.log.warn({ eventId, err }, 'sandbox webhook delivery failed');
      return false;
    }
  }
}
