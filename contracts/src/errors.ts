import { z } from 'zod';

/**
 * Every stable error code the API can answer with. Clients branch on `code`, never on `message`.
 * `docs/errors.md` lists them with their HTTP status and meaning.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'EMAIL_TAKEN',
  'WEAK_PASSWORD',
  'VERIFICATION_TOKEN_INVALID',
  'VERIFICATION_TOKEN_EXPIRED',
  'ACCOUNT_SUSPENDED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'IP_BLOCKED',
  'INSUFFICIENT_CREDITS',
  'APP_LIMIT_REACHED',
  'PROMPT_REQUIRED',
  'REFINEMENT_REQUIRED',
  'NO_PROJECT',
  'GENERATION_FAILED',
  'REFINEMENT_UNCLEAR',
  'PROMPT_NOT_UNDERSTOOD',
  'LANGUAGE_NOT_SUPPORTED',
  'IDEMPOTENCY_CONFLICT',
  'PLAN_REQUIRED',
  'BUILD_LIMIT_REACHED',
  'BUILD_FAILED',
  'BUILD_IN_PROGRESS',
  'TOOLCHAIN_MISSING',
  'ADS_SDK_UNAVAILABLE',
  'ADMOB_APP_ID_INVALID',
  'FIX_FAILED',
  'FIX_LIMIT_REACHED',
  'DOWNLOAD_TOKEN_INVALID',
  'ARTIFACT_EXPIRED',
  'REGISTRATIONS_CLOSED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'DATABASE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorReplySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Field-level problems for VALIDATION_FAILED: path → message. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorReply = z.infer<typeof ErrorReplySchema>;
