import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors, toErrorReply } from '../errors';

export interface EventStream {
  send(event: string, data: unknown): void;
  /** Sends an `error` event with the same body an error reply would have; logs bugs. */
  fail(err: unknown): void;
  /** Aborted when the client goes away before the stream ended. */
  readonly signal: AbortSignal;
  end(): void;
}

/**
 * Takes over the reply as a server-sent event stream. Helmet and onSend hooks do not run on a
 * hijacked reply, so the headers that matter are set here.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  // Admitted before the reply is taken over, so a user past the cap gets an ordinary 429.
  let sessionEnded = () => {};
  const release = request.auth ? request.server.streams.admit(request.auth.user.id, request.auth.sessionId, () => sessionEnded()) : () => {};
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'x-request-id': request.id,
  });
  const abort = new AbortController();
  res.on('close', () => {
    release();
    if (!res.writableFinished) abort.abort();
  });
  const send = (event: string, data: unknown) => {
    if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  // The session behind the stream ended: say so, stop the work and close.
  sessionEnded = () => {
    send('error', toErrorReply(errors.sessionExpired()).body);
    abort.abort();
    if (!res.writableEnded) res.end();
  };
  return {
    signal: abort.signal,
    send,
    fail: (err) => {
      const out = toErrorReply(err);
      if (!out.expected) request.log.error({ err }, `event stream failed: ${out.body.error.message}`);
      send('error', out.body);
    },
    end: () => {
      if (!res.writableEnded) res.end();
    },
  };
}
