import type pg from 'pg';

/** A statement run after the COPY, in the same transaction. */
export interface Statement {
  text: string;
  values: unknown[];
  /** When set, PostgreSQL parses (and after a few runs plans) it once per connection under this name. */
  name?: string;
}

type Connection = {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
};

/**
 * One `COPY … FROM STDIN` whose data is already in memory, sent as a single CopyData message.
 * node-postgres runs COPY only through a "submittable" (what pg-copy-streams builds on); this is the
 * smallest one: it sends the data when the server asks for it and settles when the server is ready
 * for the next query (or at the error it reports).
 */
function copyFromMemory(client: pg.PoolClient, copy: string, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const submittable = {
      submit: (connection: Connection) => connection.query(copy),
      handleCopyInResponse: (connection: Connection) => {
        connection.sendCopyFromChunk(data);
        connection.endCopyFrom();
      },
      handleError: (err: Error) => {
        failed = true;
        reject(err);
      },
      handleReadyForQuery: () => {
        if (!failed) resolve();
      },
      handleCommandComplete: () => {},
      handleRowDescription: () => {},
      handleDataRow: () => {},
      handleEmptyQuery: () => {},
      handlePortalSuspended: () => {},
      handleCopyData: () => {},
    };
    client.query(submittable as unknown as pg.Submittable);
  });
}

/**
 * In one transaction on one pooled connection: `COPY <target> FROM STDIN` with `data` in COPY's
 * binary format (when given), then the statements. COPY stores rows through PostgreSQL's multi-row
 * insert path; the data needs no per-value parameter encoding on this side, and in the binary format
 * no parsing on the server's. With waitForFlush false the transaction commits without waiting for
 * its WAL to reach the disk (synchronous_commit off): a crash may lose the last fraction of a second
 * of it, never corrupt anything or break atomicity.
 */
export async function inTransaction(
  pool: pg.Pool,
  copy: { target: string; data: Buffer } | null,
  then: Statement[],
  opts: { waitForFlush?: boolean } = {},
): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    // One round trip for both; without the wait, COMMIT returns before its WAL reaches the disk.
    await client.query(opts.waitForFlush === false ? 'BEGIN; SET LOCAL synchronous_commit = off' : 'BEGIN');
    if (copy) await copyFromMemory(client, `COPY ${copy.target} FROM STDIN (FORMAT binary)`, copy.data);
    for (const statement of then) await client.query(statement);
    await client.query('COMMIT');
  } catch (err) {
    // A connection that cannot even roll back is not given back to the pool.
    await client.query('ROLLBACK').catch((rollbackErr: Error) => (broken = rollbackErr));
    throw err;
  } finally {
    client.release(broken);
  }
}
