import type Stripe from 'stripe';
import { errors } from '../../errors';
import { recordEvent } from './billing.queries';
import { type FulfilDeps, type FulfilOutcome, fulfilSubscription } from './fulfilment';

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** The subscription an event is about, for the events that change what a user has paid for. */
function subscriptionOf(event: Stripe.Event): { subscriptionId: string | null; invoiceId?: string } | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return { subscriptionId: idOf(event.data.object.subscription) };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { subscriptionId: event.data.object.id };
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
      return { subscriptionId: idOf(event.data.object.parent?.subscription_details?.subscription), invoiceId: event.data.object.id };
    default:
      return null;
  }
}

/**
 * POST /api/billing/webhook. The signature is checked on the raw bytes (a bad one changes nothing);
 * the event id is recorded in the same transaction as its effect, so a replay is a no-op.
 */
export async function handleWebhook(deps: FulfilDeps, rawBody: Buffer, signature: string | undefined): Promise<{ received: true; outcome: FulfilOutcome | 'ignored' }> {
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('no signature');
    event = deps.provider.stripe.webhooks.constructEvent(rawBody, signature, deps.provider.webhookSecret);
  } catch {
    throw errors.webhookSignatureInvalid();
  }
  const ref = { id: event.id, type: event.type, created: event.created };
  const target = subscriptionOf(event);
  if (!target?.subscriptionId) {
    await deps.db.transaction((tx) => recordEvent(tx, ref.id, ref.type, new Date(ref.created * 1000)));
    return { received: true, outcome: 'ignored' };
  }
  const outcome = await fulfilSubscription(deps, target.subscriptionId, { event: ref, invoiceId: target.invoiceId });
  return { received: true, outcome };
}
