/**
 * Sets an account's plan: `npm run set-plan -- EMAIL TIER` (free, starter, pro, business).
 * For operators and support (comped plans, fixing a billing mix-up); every change is audited.
 */
import { TIERS, type Tier } from '@droidforge/contracts';
import type { Db } from '../db/client';
import { lockLiveUserByEmail, setTier } from '../modules/admin/admin-users.queries';
import { AUDIT_ACTIONS, CLI_ACTOR, recordAudit } from '../modules/audit/audit';
import { runIfEntry, withConfiguredDatabase } from './run-cli';

export type SetPlanResult = { ok: true; from: Tier; to: Tier } | { ok: false; reason: 'NO_SUCH_USER' | 'UNKNOWN_TIER' };

export async function setPlan(db: Db, email: string, tier: string): Promise<SetPlanResult> {
  if (!(TIERS as readonly string[]).includes(tier)) return { ok: false, reason: 'UNKNOWN_TIER' };
  const to = tier as Tier;
  return db.transaction(async (tx) => {
    const user = await lockLiveUserByEmail(tx, email.trim().toLowerCase());
    if (!user) return { ok: false, reason: 'NO_SUCH_USER' } as const;
    await setTier(tx, user.id, to);
    await recordAudit(tx, { actor: CLI_ACTOR, action: AUDIT_ACTIONS.planSet, kind: 'security', target: { type: 'user', id: user.id }, before: { subscription_tier: user.tier }, after: { subscription_tier: to }, details: { from: user.tier, to } });
    return { ok: true, from: user.tier, to } as const;
  });
}

async function main() {
  const [email, tier] = process.argv.slice(2).filter((a) => a !== '--');
  if (!email || !tier) {
    console.error(`Usage: npm run set-plan -- EMAIL TIER   (TIER: ${TIERS.join(', ')})`);
    process.exit(2);
  }
  await withConfiguredDatabase(async (db) => {
    const result = await setPlan(db, email, tier);
    if (result.ok) console.log(`${email} moved from ${result.from} to ${result.to}.`);
    else {
      console.error(result.reason === 'UNKNOWN_TIER' ? `Unknown plan "${tier}". Use one of: ${TIERS.join(', ')}.` : `No account with the email ${email}.`);
      process.exitCode = 1;
    }
  });
}

runIfEntry(import.meta.url, main);
