import { z } from 'zod';

/**
 * Every stable error code the API can answer with, and its HTTP status. Clients branch on `code`,
 * never on `message`; a code that arrives without a status (an event stream's `error` event) gets
 * its status from here. `docs/errors.md` lists them with their meaning.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  EMAIL_TAKEN: 409,
  WEAK_PASSWORD: 400,
  VERIFICATION_TOKEN_INVALID: 400,
  VERIFICATION_TOKEN_EXPIRED: 400,
  ACCOUNT_SUSPENDED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  IP_BLOCKED: 403,
  IP_BLOCK_REFUSED: 400,
  REGISTRATIONS_CLOSED: 403,
  INSUFFICIENT_CREDITS: 402,
  APP_LIMIT_REACHED: 402,
  PROMPT_REQUIRED: 400,
  REFINEMENT_REQUIRED: 400,
  NO_PROJECT: 400,
  GENERATION_FAILED: 502,
  REFINEMENT_UNCLEAR: 422,
  PROMPT_NOT_UNDERSTOOD: 422,
  LANGUAGE_NOT_SUPPORTED: 422,
  IDEMPOTENCY_CONFLICT: 409,
  PLAN_REQUIRED: 403,
  BUILD_LIMIT_REACHED: 402,
  BUILD_IN_PROGRESS: 409,
  TOOLCHAIN_MISSING: 503,
  ADS_SDK_UNAVAILABLE: 422,
  ADMOB_APP_ID_INVALID: 400,
  FIX_FAILED: 422,
  FIX_LIMIT_REACHED: 429,
  DOWNLOAD_TOKEN_INVALID: 403,
  ARTIFACT_EXPIRED: 410,
  UNKNOWN_PLAN: 400,
  PLAN_NOT_AVAILABLE: 400,
  PLAN_ALREADY_ACTIVE: 409,
  SUBSCRIPTION_EXISTS: 409,
  NO_SUBSCRIPTION: 409,
  PAYMENT_PROVIDER_UNAVAILABLE: 502,
  WEBHOOK_SIGNATURE_INVALID: 400,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  DATABASE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The HTTP status of a code; 500 for anything unknown (a newer server's code). */
export function statusForErrorCode(code: unknown): number {
  return typeof code === 'string' && Object.hasOwn(ERROR_STATUS, code) ? ERROR_STATUS[code as ErrorCode] : 500;
}

export const ErrorReplySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Field-level problems for VALIDATION_FAILED: path → message. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorReply = z.infer<typeof ErrorReplySchema>;
