import type { AuthSuccess, LoginBody, PublicUser, RegisterBody } from '@droidforge/contracts';
import { apiRequest } from './client';

/** 201 reply when the account must confirm its email first (the server default). */
export interface VerificationRequired {
  requiresVerification: true;
  message: string;
  email: string;
}

export type RegisterResult = AuthSuccess | VerificationRequired;

/** Older servers answer an unverified login with 200 and this shape; ours answers 403 EMAIL_NOT_VERIFIED. */
export interface LoginNeedsVerification {
  requiresVerification: true;
  error: string;
  email: string;
}

export type LoginResult = AuthSuccess | LoginNeedsVerification;

export interface VerifyEmailSuccess {
  message: string;
  token: string;
  user: PublicUser;
}

export function isSignedInReply<T extends object>(reply: T | AuthSuccess): reply is AuthSuccess {
  return 'token' in reply && typeof reply.token === 'string' && 'user' in reply;
}

export function login(body: LoginBody): Promise<LoginResult> {
  return apiRequest<LoginResult>('/auth/login', { method: 'POST', body });
}

export function register(body: RegisterBody): Promise<RegisterResult> {
  return apiRequest<RegisterResult>('/auth/register', { method: 'POST', body });
}

export function logout(): Promise<void> {
  return apiRequest<void>('/auth/logout', { method: 'POST' });
}

/** Query key of the signed-in user as /auth/me answers it. */
export const meQueryKey = ['auth', 'me'] as const;

export function fetchMe(): Promise<{ user: PublicUser }> {
  return apiRequest<{ user: PublicUser }>('/auth/me');
}

export function fetchCredits(): Promise<{ credits: number }> {
  return apiRequest<{ credits: number }>('/auth/credits');
}

export function verifyEmail(token: string): Promise<VerifyEmailSuccess> {
  return apiRequest<VerifyEmailSuccess>(`/auth/verify-email/${encodeURIComponent(token)}`);
}

export function resendVerification(email: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/auth/resend-verification', { method: 'POST', body: { email } });
}
