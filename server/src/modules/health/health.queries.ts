import type { Database } from '../../db/client';

/** True when the database answers a trivial query. */
export async function databaseAnswers(database: Database): Promise<boolean> {
  try {
    await database.execute('select 1');
    return true;
  } catch {
    return false;
  }
}
