/**
 * Makes an existing account an operator: `npm run create-admin -- EMAIL [--role superadmin]`.
 * The role is never settable through the public API; this command is the way in.
 */
import type { Db } from '../db/client';
import { setOperatorRoleByEmail } from '../modules/admin/admin-users.queries';
import { AUDIT_ACTIONS, CLI_ACTOR, recordAudit } from '../modules/audit/audit';
import { runIfEntry, withConfiguredDatabase } from './run-cli';

export type OperatorRole = 'admin' | 'superadmin';
export type MakeOperatorResult = { ok: true; id: string } | { ok: false; reason: 'NO_SUCH_USER' };

/** Gives the account the role (and marks its email verified), with an audit entry. */
export async function makeOperator(db: Db, email: string, role: OperatorRole): Promise<MakeOperatorResult> {
  return db.transaction(async (tx) => {
    const updated = await setOperatorRoleByEmail(tx, email.trim().toLowerCase(), role);
    if (!updated) return { ok: false, reason: 'NO_SUCH_USER' } as const;
    await recordAudit(tx, { actor: CLI_ACTOR, action: AUDIT_ACTIONS.roleSetCli, target: { type: 'user', id: updated.id }, after: { role }, details: { role } });
    return { ok: true, id: updated.id } as const;
  });
}

async function main() {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const email = args.find((a) => !a.startsWith('--'));
  const roleIndex = args.indexOf('--role');
  const role = roleIndex >= 0 ? args[roleIndex + 1] : 'admin';
  if (!email || (role !== 'admin' && role !== 'superadmin')) {
    console.error('Usage: npm run create-admin -- EMAIL [--role admin|superadmin]');
    process.exit(2);
  }
  await withConfiguredDatabase(async (db) => {
    const result = await makeOperator(db, email, role);
    if (!result.ok) {
      console.error(`No account with the email ${email}. Register it first, then run this command again.`);
      process.exitCode = 1;
      return;
    }
    console.log(`${email} is now ${role}.`);
  });
}

runIfEntry(import.meta.url, main);
