import type { KeystoreStore } from './keystore';
import type { QueueDatabase } from '../queue/queue-database';

/** Sealed keystores in the `signing_keys` table: one per user, first writer wins. */
export function createSqlKeystoreStore(db: QueueDatabase): KeystoreStore {
  return {
    async load(userId) {
      const { rows } = await db.execute('SELECT keystore FROM signing_keys WHERE user_id = $1', [userId]);
      return rows[0] ? String(rows[0].keystore) : null;
    },
    async saveIfAbsent(userId, sealed) {
      await db.execute('INSERT INTO signing_keys (user_id, keystore) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [userId, sealed]);
      const { rows } = await db.execute('SELECT keystore FROM signing_keys WHERE user_id = $1', [userId]);
      return String(rows[0]!.keystore);
    },
  };
}
