import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function readSettingRows(db: Db | Tx): Promise<{ key: string; value: unknown; updatedAt: Date }[]> {
  return db.select({ key: appSettings.key, value: appSettings.value, updatedAt: appSettings.updatedAt }).from(appSettings);
}

export async function upsertSetting(db: Db | Tx, key: string, value: unknown, updatedBy: string | null): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value`, updatedBy, updatedAt: new Date() } });
}
