import { SETTING_DEFAULTS, SETTING_SCHEMAS, type SettingKey, type SettingValues, type UpdateSettingsBody } from '@droidforge/contracts';
import type { Db } from '../../db/client';
import { errors } from '../../errors';
import { AUDIT_ACTIONS, type AuditActor, recordAudit } from '../audit/audit';
import { readSettingRows, upsertSetting } from './settings.queries';

const KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];

/**
 * The effective runtime switches: stored values over defaults. Read from the database on every
 * call (one small query), so a change made on one server is obeyed by every server at once.
 * A stored value that no longer fits its schema falls back to the default.
 */
export async function getSettings(db: Db): Promise<SettingValues> {
  const rows = await readSettingRows(db);
  const values: Record<string, unknown> = { ...SETTING_DEFAULTS };
  for (const row of rows) {
    if (!(KEYS as string[]).includes(row.key)) continue;
    const parsed = SETTING_SCHEMAS[row.key as SettingKey].safeParse(row.value);
    if (parsed.success) values[row.key] = parsed.data;
  }
  return values as SettingValues;
}

export async function getSetting<K extends SettingKey>(db: Db, key: K): Promise<SettingValues[K]> {
  return (await getSettings(db))[key];
}

/** Stores the given keys and audits each change (before → after). */
export async function updateSettings(db: Db, changes: UpdateSettingsBody, actor: AuditActor, ip: string | null): Promise<SettingValues> {
  await db.transaction(async (tx) => {
    const current = await getSettings(tx as unknown as Db);
    for (const key of KEYS) {
      const next = changes[key];
      if (next === undefined || next === current[key]) continue;
      await upsertSetting(tx, key, next, actor.id);
      await recordAudit(tx, { actor, action: AUDIT_ACTIONS.settingChanged, target: { type: 'setting', id: key }, before: current[key], after: next, ip });
    }
  });
  return getSettings(db);
}

/** Registration refuses while an operator has closed it. */
export async function assertRegistrationsOpen(db: Db): Promise<void> {
  if (!(await getSetting(db, 'registrations_open'))) throw errors.registrationsClosed();
}
