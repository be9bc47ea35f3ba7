import type { BillingConfig, Config } from '../../config';
import type { BuildBackend } from '../builds/build-backend';

export type ConfigEntry = { key: string; value: string | number | boolean | null };

const SECRET_KEY = /secret|password|apikey|api_key|token|privatekey/i;
const MASK = '••••••••';

/** A URL with its password (and any query string, which may carry keys) hidden. */
function maskUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = 'xxxxx';
    if (url.search) url.search = '?…';
    return url.toString();
  } catch {
    return MASK;
  }
}

/**
 * The effective configuration, flattened (`llm.model`), with secrets masked: keys that name a
 * secret show only whether they are set, and URLs lose their passwords.
 */
export function maskedConfig(config: Config): ConfigEntry[] {
  const out: ConfigEntry[] = [];
  const walk = (value: unknown, key: string) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
      return;
    }
    const leaf = key.split('.').pop() ?? key;
    if (SECRET_KEY.test(leaf)) out.push({ key, value: value === null || value === undefined || value === '' ? null : MASK });
    else if (typeof value === 'string' && /^[a-z][a-z0-9+.-]*:\/\//i.test(value)) out.push({ key, value: maskUrl(value) });
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null) out.push({ key, value });
    else if (value !== undefined) out.push({ key, value: JSON.stringify(value) });
  };
  walk(config, '');
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

export interface ProviderStatus {
  name: string;
  ok: boolean;
  detail: string;
}

/** Stripe with keys; otherwise the built-in sandbox, which production never runs (checkout then answers 502). */
function paymentStatus(billing: BillingConfig): ProviderStatus {
  if (billing.stripe) return { name: 'Payment provider', ok: true, detail: 'Stripe (keys and price ids set)' };
  if (billing.sandbox) return { name: 'Payment provider', ok: true, detail: 'built-in sandbox (TEST MODE: test cards only)' };
  return { name: 'Payment provider', ok: false, detail: 'not configured: set STRIPE_SECRET_KEY (checkout answers 502)' };
}

/** Toolchain, LLM, mail and payment provider status as this server sees them. */
export function providerStatus(config: Config, builds: BuildBackend): ProviderStatus[] {
  const toolchain = builds.toolchainStatus();
  return [
    {
      name: 'Android toolchain',
      ok: toolchain.ready,
      detail: toolchain.ready ? `ready${toolchain.gradle ? ', Gradle + Android SDK available' : ', no Gradle (AdMob builds refused)'}` : `missing: ${toolchain.missing.join(', ')}`,
    },
    {
      name: 'LLM',
      ok: true,
      detail: config.llm.provider === 'offline' ? 'offline composer (built in)' : `${config.llm.provider}, model ${config.llm.model ?? '?'}${config.llm.apiKey ? ', key set' : ', no key'}`,
    },
    { name: 'Mail', ok: true, detail: config.smtpUrl ? `SMTP ${maskUrl(config.smtpUrl)}` : 'dev mailbox (mails kept in the database, not sent)' },
    paymentStatus(config.billing),
  ];
}
