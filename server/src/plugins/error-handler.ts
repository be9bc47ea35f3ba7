import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, errors } from '../errors';

/** Turns every failure into the one reply shape `{ error: { code, message } }` (+ extra fields). */
export async function errorHandler(this: unknown, error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.error({ err: error }, error.message);
    return sendAppError(reply, error);
  }
  if (isDatabaseUnavailable(error)) {
    // The log keeps the driver's error; the reply is the catalogue's retry message.
    request.log.error({ err: error }, 'database unavailable');
    return sendAppError(reply, errors.databaseUnavailable());
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.code(413).send({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' } });
  }
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (fastifyError.statusCode === 400 && fastifyError.code?.startsWith('FST_'))) {
    return reply.code(400).send({ error: { code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON.' } });
  }
  if (fastifyError.statusCode === 429) {
    return reply.code(429).send({ error: { code: 'RATE_LIMITED', message: 'Too many requests. Please slow down and try again shortly.' } });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } });
}

function sendAppError(reply: FastifyReply, error: AppError) {
  return reply.code(error.status).send({
    error: { code: error.code, message: error.message, ...(error.extra.fields ? { fields: error.extra.fields } : {}) },
    ...error.extra.body,
  });
}
