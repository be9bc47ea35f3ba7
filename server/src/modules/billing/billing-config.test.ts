import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_51abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_PRICE_STARTER_MONTHLY: 'price_starter_m',
  STRIPE_PRICE_PRO_MONTHLY: 'price_pro_m',
  STRIPE_PRICE_PRO_ANNUAL: 'price_pro_y',
  STRIPE_PRICE_BUSINESS_MONTHLY: 'price_business_m',
  STRIPE_PRICE_BUSINESS_ANNUAL: 'price_business_y',
};

describe('billing configuration', () => {
  test('without a Stripe key the built-in sandbox provider is used', () => {
    expect(loadConfig({}).billing).toMatchObject({ stripe: null, sandbox: true, timeoutMs: 10_000 });
  });

  test('production never runs the sandbox, which would give plans away for a test card', () => {
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' }).billing).toMatchObject({ stripe: null, sandbox: false });
    expect(loadConfig({}).billing.sandbox).toBe(true);
  });

  test('with a key, the webhook secret and one price per plan and period are read', () => {
    expect(loadConfig(STRIPE).billing.stripe).toEqual({
      secretKey: 'sk_test_51abc',
      webhookSecret: 'whsec_abc',
      prices: { starter_monthly: 'price_starter_m', pro_monthly: 'price_pro_m', pro_annual: 'price_pro_y', business_monthly: 'price_business_m', business_annual: 'price_business_y' },
    });
  });

  test('start-up stops naming each missing or malformed Stripe variable', () => {
    const { STRIPE_WEBHOOK_SECRET: _s, STRIPE_PRICE_PRO_ANNUAL: _p, ...partial } = STRIPE;
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(/STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set[\s\S]*STRIPE_PRICE_PRO_ANNUAL: required/);
    expect(() => loadConfig({ ...STRIPE, STRIPE_PRICE_PRO_MONTHLY: 'prod_123' })).toThrow(/STRIPE_PRICE_PRO_MONTHLY: must be a Stripe price id/);
    expect(() => loadConfig({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_123' })).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(() => loadConfig({ ...STRIPE, STRIPE_PRICE_PRO_ANNUAL: 'price_pro_m' })).toThrow(/each plan and period needs its own price id/);
  });
});
