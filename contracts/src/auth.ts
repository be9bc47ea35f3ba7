import { z } from 'zod';
import { TIERS } from './plans';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

export const ROLES = ['user', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, 'Email is too long')
  .email('Enter a valid email address')
  .transform((e) => e.toLowerCase());

export const RegisterBodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`),
  email,
  password: z
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const LoginBodySchema = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX * 4, 'Password is too long'),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const ResendVerificationBodySchema = z.object({ email });

/** GET /api/dev/mailbox?to= (dev mail mode only): the one address whose mail to read. */
export const DevMailboxQuerySchema = z.object({ to: z.string('Give one address in ?to=').trim().toLowerCase().min(1, 'Give one address in ?to=').max(320) });

/** The user as the owner sees it (never the hash, never internal flags). */
export const PublicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  subscription_tier: z.enum(TIERS),
  credits: z.number().int(),
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

export const AuthSuccessSchema = z.object({ user: PublicUserSchema, token: z.string() });
export type AuthSuccess = z.infer<typeof AuthSuccessSchema>;

/** 201 reply of register when the account must confirm its email first (the server default). */
export const VerificationRequiredSchema = z.object({ requiresVerification: z.literal(true), message: z.string(), email: z.string() });
export type VerificationRequired = z.infer<typeof VerificationRequiredSchema>;

export const RegisterReplySchema = z.union([AuthSuccessSchema, VerificationRequiredSchema]);
export type RegisterReply = z.infer<typeof RegisterReplySchema>;

/** 200 reply of login. An unverified account answers 403 EMAIL_NOT_VERIFIED with `requiresVerification` and `email`. */
export const LoginReplySchema = AuthSuccessSchema;
export type LoginReply = z.infer<typeof LoginReplySchema>;

/** GET /api/auth/verify-email/:token: the link's token; anything malformed is an invalid link. */
export const VerifyEmailParamsSchema = z.object({ token: z.string().min(16, 'Invalid verification link').max(200, 'Invalid verification link') });

/** 200 reply of verify-email. An old link answers 400 VERIFICATION_TOKEN_EXPIRED with `expired: true` and `email`. */
export const VerifyEmailReplySchema = z.object({ message: z.string(), token: z.string(), user: PublicUserSchema });
export type VerifyEmailReply = z.infer<typeof VerifyEmailReplySchema>;

/** GET /api/auth/me. */
export const MeReplySchema = z.object({ user: PublicUserSchema });
export type MeReply = z.infer<typeof MeReplySchema>;

/** GET /api/auth/credits: the balance alone. */
export const CreditsReplySchema = z.object({ credits: z.number().int() });
export type CreditsReply = z.infer<typeof CreditsReplySchema>;

/** POST /api/auth/resend-verification: the same message whether or not the account exists. */
export const ResendVerificationReplySchema = z.object({ message: z.string() });
export type ResendVerificationReply = z.infer<typeof ResendVerificationReplySchema>;
