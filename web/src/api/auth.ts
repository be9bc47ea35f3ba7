import type { AuthSuccess, CreditsReply, LoginBody, LoginReply, MeReply, RegisterBody, RegisterReply, ResendVerificationReply, VerifyEmailReply } from '@droidforge/contracts';
import { apiRequest } from './client';

/** Older servers answer an unverified login with 200 and this shape; ours answers 403 EMAIL_NOT_VERIFIED. */
export interface LoginNeedsVerification {
  requiresVerification: true;
  error: string;
  email: string;
}

export type LoginResult = LoginReply | LoginNeedsVerification;

export function isSignedInReply<T extends object>(reply: T | AuthSuccess): reply is AuthSuccess {
  return 'token' in reply && typeof reply.token === 'string' && 'user' in reply;
}

export function login(body: LoginBody): Promise<LoginResult> {
  return apiRequest<LoginResult>('/auth/login', { method: 'POST', body });
}

export function register(body: RegisterBody): Promise<RegisterReply> {
  return apiRequest<RegisterReply>('/auth/register', { method: 'POST', body });
}

export function logout(): Promise<void> {
  return apiRequest<void>('/auth/logout', { method: 'POST' });
}

/** Query key of the signed-in user as /auth/me answers it. */
export const meQueryKey = ['auth', 'me'] as const;

export function fetchMe(): Promise<MeReply> {
  return apiRequest<MeReply>('/auth/me');
}

export function fetchCredits(): Promise<CreditsReply> {
  return apiRequest<CreditsReply>('/auth/credits');
}

export function verifyEmail(token: string): Promise<VerifyEmailReply> {
  return apiRequest<VerifyEmailReply>(`/auth/verify-email/${encodeURIComponent(token)}`);
}

export function resendVerification(email: string): Promise<ResendVerificationReply> {
  return apiRequest<ResendVerificationReply>('/auth/resend-verification', { method: 'POST', body: { email } });
}
