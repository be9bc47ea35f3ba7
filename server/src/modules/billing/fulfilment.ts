import type Stripe from 'stripe';
import { type PlanOffer, planFor } from '@droidforge/contracts';
import type { Db } from '../../db/client';
import { addMonthsUtc } from '../../lib/calendar';
import { lockUser } from '../auth/auth.queries';
import { resetCredits } from '../credits/credits.service';
import type { Executor } from '../projects/projects.queries';
import {
  LIVE_STATUSES,
  type SubscriptionRow,
  findLiveSubscription,
  findSubscriptionByProviderId,
  findUserByCustomer,
  insertPayment,
  recordEvent,
  setUserTier,
  upsertSubscription,
} from './billing.queries';
import { type BillingProvider, callProvider } from './provider';

export interface FulfilDeps {
  db: Db;
  provider: BillingProvider;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface EventRef {
  id: string;
  type: string;
  created: number;
}

export type FulfilOutcome = 'applied' | 'duplicate' | 'unknown_customer' | 'deleted_user' | 'unknown_price';

interface PaidPeriod {
  invoice: Stripe.Invoice;
  offer: PlanOffer;
  start: Date;
  end: Date;
}

const at = (seconds: number) => new Date(seconds * 1000);
const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/**
 * The one fulfilment function, called by the webhook and by the success page. It reads the
 * provider's current subscription (never the order events arrived in) and applies it in one
 * transaction: the event id, the subscription row, payments, the user's tier and the credit reset.
 * Every write is keyed (event id, subscription id, invoice id, ledger key), so running it again
 * changes nothing.
 */
export async function fulfilSubscription(deps: FulfilDeps, subscriptionId: string, opts: { event?: EventRef; invoiceId?: string } = {}): Promise<FulfilOutcome> {
  const { stripe } = deps.provider;
  const sub = await callProvider(deps.log, 'retrieve subscription', () => stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] }));
  const invoices: Stripe.Invoice[] = [];
  if (sub.latest_invoice && typeof sub.latest_invoice === 'object') invoices.push(sub.latest_invoice);
  if (opts.invoiceId && !invoices.some((i) => i.id === opts.invoiceId)) {
    invoices.push(await callProvider(deps.log, 'retrieve invoice', () => stripe.invoices.retrieve(opts.invoiceId!)));
  }
  const customerId = idOf(sub.customer)!;
  const userId = await findUserByCustomer(deps.db, customerId);

  return deps.db.transaction(async (tx) => {
    if (opts.event && !(await recordEvent(tx, opts.event.id, opts.event.type, at(opts.event.created)))) return 'duplicate';
    if (!userId) {
      deps.log.warn({ customerId, subscriptionId }, 'billing: subscription of an unknown customer ignored');
      return 'unknown_customer';
    }
    const user = await lockUser(tx, userId);
    const item = sub.items.data[0];
    const offer = item ? deps.provider.offerForPrice(item.price.id) : null;
    if (!item || !offer) {
      deps.log.error({ subscriptionId, price: item?.price.id }, 'billing: subscription with a price that is not in the catalogue ignored');
      return 'unknown_price';
    }
    const existing = await findSubscriptionByProviderId(tx, sub.id);
    const paid = paidPeriods(deps.provider, invoices, sub.id);
    for (const p of paid) await recordPayment(tx, userId, customerId, sub.id, p);
    const grant = grantFor(sub, paid, existing);
    const row = await upsertSubscription(tx, subscriptionRow(sub, item, offer, userId, customerId, existing, grant));
    if (!user || user.deletedAt) return 'deleted_user';
    const live = (LIVE_STATUSES as readonly string[]).includes(row.status);
    if (grant && live) {
      await resetCredits(tx, userId, planFor(row.tier).credits, `invoice:${grant.invoice.id}`, { refType: 'invoice', refId: grant.invoice.id });
    }
    await syncUserTier(tx, userId, live ? row : null);
    return 'applied';
  });
}

/**
 * Credits come with the subscription's latest invoice once it is paid, once per invoice. Older
 * invoices (a late or replayed event) only add their payment row.
 */
function grantFor(sub: Stripe.Subscription, paid: PaidPeriod[], existing: SubscriptionRow | null): PaidPeriod | null {
  const latest = paid.find((p) => p.invoice.id === idOf(sub.latest_invoice));
  if (!latest || latest.invoice.id === existing?.grantedInvoiceId) return null;
  if (existing?.paidPeriodStart && latest.start < existing.paidPeriodStart) return null;
  return latest;
}

/** Paid invoices of this subscription, oldest period first, with the plan each one paid for. */
function paidPeriods(provider: BillingProvider, invoices: Stripe.Invoice[], subscriptionId: string): PaidPeriod[] {
  const out: PaidPeriod[] = [];
  for (const invoice of invoices) {
    if (invoice.status !== 'paid') continue;
    if (idOf(invoice.parent?.subscription_details?.subscription) !== subscriptionId) continue;
    // An upgrade's invoice also carries proration lines (the unused old plan, credited): the plan
    // paid for is the non-proration line of a catalogue price.
    const lines = invoice.lines.data.filter((l) => l.pricing?.price_details?.price && provider.offerForPrice(idOf(l.pricing.price_details.price)!));
    const line = lines.find((l) => l.parent?.subscription_item_details?.proration === false && l.amount >= 0) ?? lines.at(-1);
    if (!line) continue;
    const offer = provider.offerForPrice(idOf(line.pricing!.price_details!.price)!)!;
    out.push({ invoice, offer, start: at(line.period.start), end: at(line.period.end) });
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}

async function recordPayment(tx: Executor, userId: string, customerId: string, subscriptionId: string, p: PaidPeriod): Promise<void> {
  await insertPayment(tx, {
    userId,
    providerInvoiceId: p.invoice.id,
    providerSubscriptionId: subscriptionId,
    providerCustomerId: customerId,
    tier: p.offer.tier,
    billingPeriod: p.offer.period,
    amount: p.invoice.amount_paid,
    currency: p.invoice.currency,
    periodStart: p.start,
    periodEnd: p.end,
    paidAt: at(p.invoice.status_transitions?.paid_at ?? p.invoice.created),
  });
}

function subscriptionRow(
  sub: Stripe.Subscription,
  item: Stripe.SubscriptionItem,
  offer: PlanOffer,
  userId: string,
  customerId: string,
  existing: SubscriptionRow | null,
  grant: PaidPeriod | null,
) {
  // The plan paid for this period; the provider's price may already name the next one (a downgrade).
  const tier = grant?.offer.tier ?? existing?.tier ?? offer.tier;
  const billingPeriod = grant?.offer.period ?? existing?.billingPeriod ?? offer.period;
  const pending = offer.tier !== tier || offer.period !== billingPeriod;
  const periodStart = at(item.current_period_start);
  return {
    userId,
    providerSubscriptionId: sub.id,
    providerCustomerId: customerId,
    tier,
    billingPeriod,
    status: sub.status,
    currentPeriodStart: periodStart,
    currentPeriodEnd: at(item.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    cancelAt: sub.cancel_at && !sub.cancel_at_period_end ? at(sub.cancel_at) : null,
    canceledAt: sub.canceled_at ? at(sub.canceled_at) : null,
    endedAt: sub.ended_at ? at(sub.ended_at) : null,
    scheduledTier: pending ? offer.tier : null,
    scheduledPeriod: pending ? offer.period : null,
    usagePeriodStart: grant?.start ?? existing?.usagePeriodStart ?? periodStart,
    creditsResetAt: grant ? (grant.offer.period === 'annual' ? addMonthsUtc(grant.start, 1) : null) : (existing?.creditsResetAt ?? null),
    paidPeriodStart: grant?.start ?? existing?.paidPeriodStart ?? null,
    grantedInvoiceId: grant?.invoice.id ?? existing?.grantedInvoiceId ?? null,
  };
}

/** The user row's tier mirrors the live subscription, or Free once none is left. */
async function syncUserTier(tx: Executor, userId: string, live: SubscriptionRow | null): Promise<void> {
  if (live) return setUserTier(tx, userId, live.tier);
  const other = await findLiveSubscription(tx, userId);
  await setUserTier(tx, userId, other?.tier ?? 'free');
}
