import type { BillingOverview, BillingPeriod, CheckoutStatus, PlanChangeReply, Tier } from '@droidforge/contracts';
import { apiRequest } from './client';

/** Billing calls (issue 11). Checkout answers a provider URL that the browser then opens. */
export function createCheckoutSession(tier: Tier, billingPeriod: BillingPeriod): Promise<{ url: string }> {
  return apiRequest('/billing/create-checkout-session', { method: 'POST', body: { tier, billingPeriod } });
}

export function fetchCheckoutStatus(sessionId: string): Promise<CheckoutStatus> {
  return apiRequest(`/billing/checkout-session/${encodeURIComponent(sessionId)}`);
}

export function fetchBilling(): Promise<BillingOverview> {
  return apiRequest('/billing');
}

export function changePlan(tier: Tier, billingPeriod: BillingPeriod): Promise<PlanChangeReply> {
  return apiRequest('/billing/change-plan', { method: 'POST', body: { tier, billingPeriod } });
}

export function cancelSubscription(): Promise<PlanChangeReply> {
  return apiRequest('/billing/cancel', { method: 'POST' });
}

export function resumeSubscription(): Promise<PlanChangeReply> {
  return apiRequest('/billing/resume', { method: 'POST' });
}

export function openBillingPortal(): Promise<{ url: string }> {
  return apiRequest('/billing/portal', { method: 'POST' });
}
