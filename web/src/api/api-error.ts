import type { ErrorCode } from '@droidforge/contracts';

/** Codes the client adds for failures that never reached the API's error catalogue. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'UNEXPECTED_RESPONSE';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/**
 * Every failed call rejects with this. `body` is the parsed reply (or null), because some errors
 * carry extra top-level fields, e.g. `requiresVerification` and `email` on EMAIL_NOT_VERIFIED.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly body: unknown;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: ApiErrorCode, message: string, body: unknown, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
    this.fields = fields;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The message to show for a failure: the server's own words when it gave any, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.code !== 'NETWORK_ERROR' && error.code !== 'UNEXPECTED_RESPONSE' && error.message) {
    return error.message;
  }
  return fallback;
}

/** Reads a top-level field of an error body, e.g. `email` beside EMAIL_NOT_VERIFIED. */
export function errorBodyField(error: ApiError, key: string): unknown {
  const body = error.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Builds an ApiError from a non-ok reply, tolerating bodies that are not the standard shape. */
export function apiErrorFromReply(status: number, body: unknown): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  const code = typeof error?.code === 'string' ? (error.code as ErrorCode) : 'UNEXPECTED_RESPONSE';
  const message = typeof error?.message === 'string' ? error.message : `Request failed with status ${status}`;
  const fields = isRecord(error?.fields) ? (error.fields as Record<string, string>) : undefined;
  return new ApiError(status, code, message, body, fields);
}
