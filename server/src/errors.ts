import type { ErrorCode } from '@droidforge/contracts';

export type ErrorKind =
  | 'validation'
  | 'unprocessable'
  | 'auth'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'payment_required'
  | 'gone'
  | 'unavailable'
  | 'external'
  | 'internal';

const STATUS: Record<ErrorKind, number> = {
  validation: 400,
  unprocessable: 422,
  auth: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  rate_limited: 429,
  payment_required: 402,
  unavailable: 503,
  external: 502,
  internal: 500,
};

/** The one error type the server throws on purpose. Replies as `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly kind: ErrorKind,
    message: string,
    readonly extra: { fields?: Record<string, string>; body?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.status = STATUS[kind];
  }
}

/** Named factories: the catalogue. Messages are written for people. */
export const errors = {
  validation: (message: string, fields?: Record<string, string>) => new AppError('VALIDATION_FAILED', 'validation', message, { fields }),
  unauthenticated: () => new AppError('UNAUTHENTICATED', 'auth', 'Please log in to continue.'),
  sessionExpired: () => new AppError('SESSION_EXPIRED', 'auth', 'Your session has expired. Please log in again.'),
  invalidCredentials: () => new AppError('INVALID_CREDENTIALS', 'auth', 'Invalid email or password'),
  accountSuspended: () => new AppError('ACCOUNT_SUSPENDED', 'forbidden', 'This account is suspended. Contact support if you think this is a mistake.'),
  emailTaken: () => new AppError('EMAIL_TAKEN', 'conflict', 'An account with this email already exists. Try logging in instead.'),
  weakPassword: (message: string) => new AppError('WEAK_PASSWORD', 'validation', message, { fields: { password: message } }),
  verificationTokenInvalid: () => new AppError('VERIFICATION_TOKEN_INVALID', 'validation', 'This verification link is invalid or has already been used.'),
  forbidden: (message = 'You do not have permission to do that.') => new AppError('FORBIDDEN', 'forbidden', message),
  notFound: (what = 'Resource') => new AppError('NOT_FOUND', 'not_found', `${what} not found`),
  rateLimited: (seconds: number) =>
    new AppError('RATE_LIMITED', 'rate_limited', `Too many attempts. Please wait ${Math.max(1, Math.ceil(seconds / 60))} minute(s) and try again.`),
  ipBlocked: () => new AppError('IP_BLOCKED', 'forbidden', 'Access from your network has been blocked.'),
  insufficientCredits: (needed: number, available: number) =>
    new AppError('INSUFFICIENT_CREDITS', 'payment_required', `This needs ${needed} credits but you have ${available}. Upgrade your plan to get more credits.`),
  registrationsClosed: () => new AppError('REGISTRATIONS_CLOSED', 'forbidden', 'New registrations are closed for now. Please try again later.'),
  conflict: (message: string) => new AppError('CONFLICT', 'conflict', message),
  payloadTooLarge: (message = 'The request is too large.') => new AppError('PAYLOAD_TOO_LARGE', 'validation', message),
  databaseUnavailable: () =>
    new AppError('DATABASE_UNAVAILABLE', 'unavailable', 'Droidforge cannot reach its database right now. Please try again in a minute.'),
  internal: () => new AppError('INTERNAL', 'internal', 'Something went wrong on our side. Please try again.'),
};
