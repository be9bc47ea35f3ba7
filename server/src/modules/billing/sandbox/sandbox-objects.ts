import type { SbCustomer, SbInvoice, SbPrice, SbSession, SbState, SbSubscription } from './sandbox-store';

/** Serialises sandbox records in the shapes of Stripe's API (the fields our code and the SDK read). */
export const CLOCK_ID = 'clock_sandbox';

export function priceObject(p: SbPrice) {
  return stripeObject('price', p.id, {
    active: true,
    currency: p.currency,
    nickname: p.nickname,
    product: p.product,
    type: 'recurring',
    recurring: { interval: p.interval, interval_count: 1, usage_type: 'licensed' },
    unit_amount: p.unitAmount,
  });
}

export function customerObject(c: SbCustomer) {
  return stripeObject('customer', c.id, { email: c.email, name: c.name, metadata: c.metadata, created: c.created, test_clock: CLOCK_ID });
}

export function sessionObject(s: SbSession, publicBase: string) {
  return stripeObject('checkout.session', s.id, {
    mode: 'subscription',
    customer: s.customer,
    client_reference_id: s.clientReferenceId,
    metadata: s.metadata,
    status: s.status,
    payment_status: s.paymentStatus,
    subscription: s.subscription,
    success_url: s.successUrl,
    cancel_url: s.cancelUrl,
    created: s.created,
    expires_at: s.expiresAt,
    ui_mode: 'hosted',
    url: s.status === 'open' ? `${publicBase}/checkout/${s.id}` : null,
  });
}

export function subscriptionObject(sub: SbSubscription, state: SbState) {
  const price = state.prices[sub.price];
  return stripeObject('subscription', sub.id, {
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    cancel_at: sub.cancelAt ?? (sub.cancelAtPeriodEnd ? sub.periodEnd : null),
    canceled_at: sub.canceledAt,
    ended_at: sub.endedAt,
    created: sub.created,
    start_date: sub.created,
    billing_cycle_anchor: sub.periodStart,
    currency: price?.currency ?? 'usd',
    latest_invoice: sub.latestInvoice,
    metadata: sub.metadata,
    test_clock: CLOCK_ID,
    items: listOf(`/v1/subscription_items?subscription=${sub.id}`, {
      id: sub.itemId,
      object: 'subscription_item',
      subscription: sub.id,
      quantity: 1,
      price: price ? priceObject(price) : null,
      current_period_start: sub.periodStart,
      current_period_end: sub.periodEnd,
    }),
  });
}

export function invoiceObject(inv: SbInvoice, state: SbState) {
  const price = state.prices[inv.price];
  return stripeObject('invoice', inv.id, {
    customer: inv.customer,
    status: 'paid',
    paid: true,
    amount_due: inv.amount,
    amount_paid: inv.amount,
    amount_remaining: 0,
    total: inv.amount,
    currency: inv.currency,
    billing_reason: inv.billingReason,
    created: inv.created,
    period_start: inv.periodStart,
    period_end: inv.periodEnd,
    status_transitions: { paid_at: inv.created, finalized_at: inv.created },
    parent: { type: 'subscription_details', subscription_details: { subscription: inv.subscription, metadata: {} } },
    test_clock: CLOCK_ID,
    lines: listOf(`/v1/invoices/${inv.id}/lines`, {
      id: `il_${inv.id.slice(3)}`,
      object: 'line_item',
      invoice: inv.id,
      amount: inv.amount,
      currency: inv.currency,
      description: price ? `1 × ${price.nickname}` : null,
      period: { start: inv.periodStart, end: inv.periodEnd },
      pricing: { type: 'price_details', price_details: { price: inv.price, product: price?.product ?? '' } },
      parent: {
        type: 'subscription_item_details',
        subscription_item_details: { subscription: inv.subscription, subscription_item: inv.itemId, proration: false },
      },
      quantity: 1,
    }),
  });
}

/** What every top-level Stripe object carries: its id, its type and (here, always) test mode. */
function stripeObject<T extends object>(object: string, id: string, fields: T) {
  return { id, object, ...fields, livemode: false };
}

/** A one-page Stripe list holding one item (a subscription's items, an invoice's lines). */
function listOf<T>(url: string, item: T) {
  return { object: 'list', has_more: false, url, data: [item] };
}

export function clockObject(state: SbState) {
  return stripeObject('test_helpers.test_clock', CLOCK_ID, { frozen_time: state.now, status: 'ready', name: 'Droidforge sandbox clock' });
}

export function stripeError(status: number, message: string, extra: { code?: string; param?: string; type?: string; decline_code?: string } = {}) {
  return { status, body: { error: { type: extra.type ?? (status >= 500 ? 'api_error' : 'invalid_request_error'), message, code: extra.code, param: extra.param, decline_code: extra.decline_code } } };
}
