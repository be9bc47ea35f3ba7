import type { PublicUser } from '@droidforge/contracts';
import type { UserRow } from './sessions';

export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    subscription_tier: user.tier,
    credits: user.credits,
    email_verified: user.emailVerifiedAt !== null,
    created_at: user.createdAt.toISOString(),
  };
}
