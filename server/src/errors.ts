import { type ErrorCode, type ErrorReply, MESSAGES } from '@droidforge/contracts';
import { isDatabaseUnavailable } from './db/unavailable';

/**
 * The one error catalogue. Every failure the server answers on purpose is a named factory in
 * `errors` below; its code is in `contracts/src/errors.ts` `ERROR_CODES` and has a row in
 * `docs/errors.md` (errors.test.ts fails otherwise). Messages are written for people.
 */
export type ErrorKind =
  | 'validation'
  | 'unprocessable'
  | 'auth'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'gone'
  | 'payload_too_large'
  | 'uri_too_long'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'payment_required'
  | 'unavailable'
  | 'external'
  | 'internal';

const STATUS: Record<ErrorKind, number> = {
  validation: 400,
  auth: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  external: 502,
  unavailable: 503,
};

/** Why a generation failed, for logs and callers; users read the message. */
export type GenerationFailureReason =
  | 'timeout'
  | 'cancelled'
  | 'rate_limited'
  | 'provider_error'
  | 'auth'
  | 'bad_request'
  | 'unreachable'
  | 'invalid_answer'
  | 'unsupported'
  | 'failed_checks'
  | 'unexpected';

export interface AppErrorExtra {
  /** Field-level problems (VALIDATION_FAILED and friends): field → message. */
  fields?: Record<string, string>;
  /** Extra top-level fields of the reply, beside `error` (e.g. `email`, `findings`). */
  body?: Record<string, unknown>;
  /** A machine-readable cause for logs and callers (e.g. GENERATION_FAILED's provider failure). */
  reason?: GenerationFailureReason;
  /** Reply headers (e.g. `allow` on METHOD_NOT_ALLOWED). */
  headers?: Record<string, string>;
}

/** The one error type the server throws on purpose. Replies as `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly status: number;
  readonly reason: GenerationFailureReason | undefined;
  constructor(
    readonly code: ErrorCode,
    readonly kind: ErrorKind,
    message: string,
    readonly extra: AppErrorExtra = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS[kind];
    this.reason = extra.reason;
  }
}

const make = (code: ErrorCode, kind: ErrorKind, message: string, extra?: AppErrorExtra) => new AppError(code, kind, message, extra);
const AD_ID_HINT = 'Must look like ca-app-pub-0000000000000000~0000000000';

/** Named factories: the catalogue. */
export const errors = {
  // Requests
  validation: (message: string, fields?: Record<string, string>) => make('VALIDATION_FAILED', 'validation', message, { fields }),
  invalidJson: () => make('VALIDATION_FAILED', 'validation', 'The request body is not valid JSON.'),
  badUrl: () => make('VALIDATION_FAILED', 'validation', 'The address of this request is not valid.'),
  notFound: (what = 'Resource') => make('NOT_FOUND', 'not_found', `${what} not found`),
  routeNotFound: () => make('NOT_FOUND', 'not_found', 'Route not found'),
  methodNotAllowed: (allowed: string[]) =>
    make('METHOD_NOT_ALLOWED', 'method_not_allowed', `This address does not accept that method. Use ${allowed.join(' or ')}.`, { headers: { allow: allowed.join(', ') } }),
  uriTooLong: () => make('URI_TOO_LONG', 'uri_too_long', 'The address of this request is too long.'),
  unsupportedMediaType: () => make('UNSUPPORTED_MEDIA_TYPE', 'unsupported_media_type', 'Send the request body as JSON (content-type: application/json).'),
  payloadTooLarge: (message = 'The request is too large.') => make('PAYLOAD_TOO_LARGE', 'payload_too_large', message),
  conflict: (message: string) => make('CONFLICT', 'conflict', message),
  rateLimited: (seconds: number) =>
    make('RATE_LIMITED', 'rate_limited', `Too many attempts. Please wait ${Math.max(1, Math.ceil(seconds / 60))} minute(s) and try again.`),
  tooManyRequests: () => make('RATE_LIMITED', 'rate_limited', 'Too many requests. Please slow down and try again shortly.'),
  tooManyStreams: (max: number) => make('RATE_LIMITED', 'rate_limited', `You already have ${max} live progress views open. Close one (another tab or window) and try again.`),
  idempotencyKeyInvalid: () => make('VALIDATION_FAILED', 'validation', 'Idempotency-Key must be 8–100 letters, digits or . _ : -', { fields: { 'idempotency-key': 'bad format' } }),
  idempotencyConflict: () => make('IDEMPOTENCY_CONFLICT', 'conflict', 'This Idempotency-Key was already used for a different request.'),
  idempotencyPending: () => make('CONFLICT', 'conflict', 'A request with this Idempotency-Key is still being processed. Try again shortly.'),

  // Accounts and sessions
  unauthenticated: () => make('UNAUTHENTICATED', 'auth', 'Please log in to continue.'),
  sessionExpired: () => make('SESSION_EXPIRED', 'auth', 'Your session has expired. Please log in again.'),
  invalidCredentials: () => make('INVALID_CREDENTIALS', 'auth', 'Invalid email or password'),
  emailNotVerified: (email: string) =>
    make('EMAIL_NOT_VERIFIED', 'forbidden', 'Please verify your email address before logging in. Check your inbox for the verification link.', {
      body: { requiresVerification: true, email },
    }),
  accountSuspended: () => make('ACCOUNT_SUSPENDED', 'forbidden', 'This account is suspended. Contact support if you think this is a mistake.'),
  emailTaken: () => make('EMAIL_TAKEN', 'conflict', 'An account with this email already exists. Try logging in instead.'),
  weakPassword: (message: string) => make('WEAK_PASSWORD', 'validation', message, { fields: { password: message } }),
  verificationTokenInvalid: () => make('VERIFICATION_TOKEN_INVALID', 'validation', 'This verification link is invalid or has already been used.'),
  verificationTokenExpired: (email: string) =>
    make('VERIFICATION_TOKEN_EXPIRED', 'validation', 'This verification link has expired. Request a new one below.', { body: { expired: true, email } }),
  forbidden: (message = 'You do not have permission to do that.') => make('FORBIDDEN', 'forbidden', message),
  ipBlocked: () => make('IP_BLOCKED', 'forbidden', 'Access from your network has been blocked.'),
  registrationsClosed: () => make('REGISTRATIONS_CLOSED', 'forbidden', 'New registrations are closed for now. Please try again later.'),
  /** Blocking loopback or one's own address would lock the operator (or the server's own checks) out. */
  ipBlockRefused: (message: string) => make('IP_BLOCK_REFUSED', 'validation', message, { fields: { ip_address: message } }),

  // Plans and credits
  insufficientCredits: (needed: number, available: number) =>
    make('INSUFFICIENT_CREDITS', 'payment_required', `This needs ${needed} credits but you have ${available}. Upgrade your plan to get more credits.`),
  appLimitReached: (limit: { planName: string; apps: number; monthly: boolean; next?: { name: string; apps: number } }) => {
    const count = (n: number) => n.toLocaleString('en-US');
    const hint = limit.next ? ` Upgrade to ${limit.next.name} for ${count(limit.next.apps)} apps a month.` : ' The limit resets at the start of next month.';
    const period = limit.monthly ? ' this month' : '';
    return make('APP_LIMIT_REACHED', 'payment_required', `You have used all ${count(limit.apps)} apps of the ${limit.planName} plan${period}.${hint}`, {
      body: { upgradeUrl: '/pricing' },
    });
  },
  planRequired: (message: string) => make('PLAN_REQUIRED', 'forbidden', message),
  buildLimitReached: (limit: number) =>
    make('BUILD_LIMIT_REACHED', 'payment_required', `Your plan includes ${limit} APK builds a month and you have used them all. Upgrade to Pro for unlimited builds, or wait until next month.`),

  // Generation and refinement
  promptRequired: () => make('PROMPT_REQUIRED', 'validation', MESSAGES.enterPrompt),
  refinementRequired: () => make('REFINEMENT_REQUIRED', 'validation', MESSAGES.enterRefinement),
  noProject: () => make('NO_PROJECT', 'validation', MESSAGES.generateFirst),
  versionEditedByHand: () =>
    make('CONFLICT', 'conflict', 'This version was edited by hand, so it cannot be refined by chat. Restore a generated version from the history, or keep editing the code.'),
  generationFailed: (reason: GenerationFailureReason, message: string) => make('GENERATION_FAILED', 'external', message, { reason }),
  generatedCodeFailedChecks: () =>
    make('GENERATION_FAILED', 'external', 'The generated code did not pass our checks. Your credits were not charged; please rephrase and try again.', { reason: 'failed_checks' }),
  generationCrashed: (isRefine: boolean) =>
    make('GENERATION_FAILED', 'external', `${isRefine ? MESSAGES.refinementFailed : MESSAGES.generationFailed}. Your credits were not charged; please try again.`, { reason: 'unexpected' }),
  refinementUnclear: (summary: string) => make('REFINEMENT_UNCLEAR', 'unprocessable', summary),
  promptNotUnderstood: (message: string, suggestions: string[]) => make('PROMPT_NOT_UNDERSTOOD', 'unprocessable', message, { body: { suggestions } }),
  languageNotSupported: (message: string, suggestions: string[]) => make('LANGUAGE_NOT_SUPPORTED', 'unprocessable', message, { body: { suggestions } }),

  // Builds, downloads and Fix with AI
  adsSdkUnavailable: () =>
    make(
      'ADS_SDK_UNAVAILABLE',
      'unprocessable',
      "Apps with AdMob ads need Google's Mobile Ads SDK, which this server's build toolchain does not include. Build without ads, or download the source zip and build it in Android Studio.",
    ),
  admobAppIdInvalid: () =>
    make('ADMOB_APP_ID_INVALID', 'validation', `Apps with ads need your AdMob app id, which looks like ca-app-pub-0000000000000000~0000000000. Enter it in the AdMob settings, or build without ads.`, {
      fields: { appId: AD_ID_HINT },
    }),
  toolchainMissing: (missing: string[]) =>
    make('TOOLCHAIN_MISSING', 'unavailable', `APK builds are not available: the Android build toolchain is not installed on the server. Missing: ${missing.join('; ')}. An operator can install it with: npm run setup-toolchain`),
  buildInProgress: () => make('BUILD_IN_PROGRESS', 'conflict', 'A build of this app is already queued or running. Wait for it to finish before starting another.'),
  downloadTokenInvalid: () => make('DOWNLOAD_TOKEN_INVALID', 'forbidden', 'This download link is invalid or has expired. Open the build again to get a new link.'),
  artifactExpired: () => make('ARTIFACT_EXPIRED', 'gone', 'This APK was deleted after 30 days. Build the app again to get a new one.'),
  buildNotSucceeded: () => make('CONFLICT', 'conflict', 'This build has no APK to download: it did not succeed.'),
  fixFailed: (message: string, body?: Record<string, unknown>) => make('FIX_FAILED', 'unprocessable', message, { body }),
  fixLimitReached: (limit: number) =>
    make('FIX_LIMIT_REACHED', 'rate_limited', `Fix with AI can be tried ${limit} times per version, and this version has used them. Edit the code by hand, or change the app by chat to make a new version.`),

  // Billing
  unknownPlan: (tier: string) => make('UNKNOWN_PLAN', 'validation', `There is no plan called "${tier}". Choose Starter, Pro or Business.`, { fields: { tier: 'Unknown plan' } }),
  planNotAvailable: (message: string) => make('PLAN_NOT_AVAILABLE', 'validation', message),
  planAlreadyActive: (planName: string) => make('PLAN_ALREADY_ACTIVE', 'conflict', `You are already subscribed to ${planName}. Manage it on the Plan & billing page.`, { body: { manageUrl: '/billing' } }),
  subscriptionExists: (planName: string) =>
    make('SUBSCRIPTION_EXISTS', 'conflict', `You already have the ${planName} plan. Change plans on the Plan & billing page instead of starting a second subscription.`, { body: { manageUrl: '/billing' } }),
  noSubscription: () => make('NO_SUBSCRIPTION', 'conflict', 'You have no active subscription. Choose a plan on the pricing page.'),
  paymentProviderUnavailable: (message = 'The payment provider is not answering right now. Nothing was charged; please try again in a minute.') =>
    make('PAYMENT_PROVIDER_UNAVAILABLE', 'external', message),
  webhookSignatureInvalid: () => make('WEBHOOK_SIGNATURE_INVALID', 'validation', 'The webhook signature is missing or does not match.'),
  nothingToResume: () => make('CONFLICT', 'conflict', 'Your subscription is not set to end, so there is nothing to resume.'),

  // The server itself
  databaseUnavailable: () => make('DATABASE_UNAVAILABLE', 'unavailable', 'Droidforge cannot reach its database right now. Please try again in a minute.'),
  internal: () => make('INTERNAL', 'internal', 'Something went wrong on our side. Please try again.'),
};

export type ErrorFactoryName = keyof typeof errors;

/** Fastify's own failures (parsing, routing) in the catalogue's words, by their stable FST code. */
const FASTIFY_ERRORS: Record<string, () => AppError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => errors.payloadTooLarge(),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: errors.unsupportedMediaType,
  FST_ERR_CTP_INVALID_JSON_BODY: errors.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: errors.invalidJson,
  FST_ERR_MAX_PARAM_LENGTH: errors.uriTooLong,
  FST_ERR_BAD_URL: errors.badUrl,
};

/** Any thrown value as a catalogue error; `expected` is false for bugs, which callers log. */
export function toAppError(err: unknown): { error: AppError; expected: boolean } {
  if (err instanceof AppError) return { error: err, expected: true };
  if (isDatabaseUnavailable(err)) return { error: errors.databaseUnavailable(), expected: false };
  const { code, statusCode } = (err ?? {}) as { code?: unknown; statusCode?: unknown };
  const known = typeof code === 'string' ? FASTIFY_ERRORS[code] : undefined;
  if (known) return { error: known(), expected: true };
  if (statusCode === 429) return { error: errors.tooManyRequests(), expected: true };
  if (typeof code === 'string' && code.startsWith('FST_') && typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return { error: errors.validation('The request is not valid.'), expected: true };
  }
  return { error: errors.internal(), expected: false };
}

export interface ErrorReplyParts {
  status: number;
  body: ErrorReply & Record<string, unknown>;
  headers: Record<string, string>;
  /** False for bugs and outages: the caller logs the original error. */
  expected: boolean;
}

/** The one reply of a failure, for the error handler and for event streams' `error` events. */
export function toErrorReply(err: unknown): ErrorReplyParts {
  const { error, expected } = toAppError(err);
  const { fields, body, headers } = error.extra;
  return {
    status: error.status,
    body: { ...body, error: { code: error.code, message: error.message, ...(fields ? { fields } : {}) } },
    headers: headers ?? {},
    expected: expected && error.status < 500,
  };
}
