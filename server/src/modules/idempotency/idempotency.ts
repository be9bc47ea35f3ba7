import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { errors } from '../../errors';
import { deleteKey, findKey, insertPendingKey, markKeyDone } from './idempotency.queries';

export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{8,100}$/;

export interface IdempotentRequest {
  userId: string;
  /** Names the operation, so one key cannot replay another route's answer. */
  route: string;
  /** The validated body: the same key with a different body is refused. */
  body: unknown;
}

type Claim = { kind: 'new' } | { kind: 'replay'; status: number; body: unknown };

/**
 * Runs `work` at most once per `Idempotency-Key` header and user, and replies. Without the header
 * the work simply runs. A retry of a finished request replays its answer (header
 * `idempotent-replayed: true`); a retry while it runs is CONFLICT; the same key with a different
 * request is IDEMPOTENCY_CONFLICT. A failed request releases its key, so the client may retry it.
 */
export async function replyOnce<T>(db: Db, request: FastifyRequest, reply: FastifyReply, op: IdempotentRequest, work: () => Promise<T>, status = 200) {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') return reply.code(status).send(await work());
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw errors.idempotencyKeyInvalid();
  const claim = await claimKey(db, op.userId, key, op.route, requestHash(op.route, op.body));
  if (claim.kind === 'replay') return reply.code(claim.status).header('idempotent-replayed', 'true').send(claim.body);
  let result: T;
  try {
    result = await work();
  } catch (err) {
    await deleteKey(db, op.userId, key);
    throw err;
  }
  await markKeyDone(db, op.userId, key, status, result);
  return reply.code(status).send(result);
}

function requestHash(route: string, body: unknown): string {
  return createHash('sha256').update(route).update('\0').update(JSON.stringify(body ?? null)).digest('hex');
}

async function claimKey(db: Db, userId: string, key: string, route: string, hash: string): Promise<Claim> {
  if (await insertPendingKey(db, { userId, key, route, requestHash: hash })) return { kind: 'new' };
  const row = await findKey(db, userId, key);
  // Released between the insert and the read: claim it again.
  if (!row) return claimKey(db, userId, key, route, hash);
  if (row.requestHash !== hash || row.route !== route) throw errors.idempotencyConflict();
  if (row.status === 'pending') throw errors.idempotencyPending();
  return { kind: 'replay', status: row.responseStatus ?? 200, body: row.responseBody };
}
