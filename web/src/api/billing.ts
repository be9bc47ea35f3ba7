import type { BillingOverview, BillingPeriod, CheckoutBody, CheckoutStatus, PlanChangeReply, ProviderRedirect, Tier } from '@droidforge/contracts';
import { apiRequest } from './client';

/** Billing calls (issue 11). Checkout answers a provider URL that the browser then opens. */
export function createCheckoutSession(tier: Tier, billingPeriod: BillingPeriod): Promise<ProviderRedirect> {
  const body: CheckoutBody = { tier, billingPeriod };
  return apiRequest('/billing/create-checkout-session', { method: 'POST', body });
}

export function fetchCheckoutStatus(sessionId: string): Promise<CheckoutStatus> {
  return apiRequest(`/billing/checkout-session/${encodeURIComponent(sessionId)}`);
}

export function fetchBilling(): Promise<BillingOverview> {
  return apiRequest('/billing');
}

export function changePlan(tier: Tier, billingPeriod: BillingPeriod): Promise<PlanChangeReply> {
  const body: CheckoutBody = { tier, billingPeriod };
  return apiRequest('/billing/change-plan', { method: 'POST', body });
}

export function cancelSubscription(): Promise<PlanChangeReply> {
  return apiRequest('/billing/cancel', { method: 'POST' });
}

export function resumeSubscription(): Promise<PlanChangeReply> {
  return apiRequest('/billing/resume', { method: 'POST' });
}

export function openBillingPortal(): Promise<ProviderRedirect> {
  return apiRequest('/billing/portal', { method: 'POST' });
}
