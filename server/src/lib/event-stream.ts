import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorReply } from '../errors';

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
    if (!res.writableFinished) abort.abort();
  });
  const send = (event: string, data: unknown) => {
    if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
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
