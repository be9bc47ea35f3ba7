import type { GenerateReply, PublicUser } from '@droidforge/contracts';

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'user',
    subscription_tier: 'free',
    credits: 500,
    email_verified: true,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The result event of a first generation of a to-do app. */
export function makeGenerateReply(overrides: Partial<GenerateReply> = {}): GenerateReply {
  return {
    appData: { appName: 'Todo', packageName: 'com.example.todo', description: '', features: [], mainActivity: '', layouts: {}, additionalFiles: {} },
    projectId: 'p1',
    creditsUsed: 100,
    creditsRemaining: 400,
    admobValidation: { integrated: false, warnings: [], requestedAds: [] },
    version: 1,
    summary: 'A to-do list',
    kind: 'todo',
    report: { built: ['Add and tick off tasks'], notBuilt: [] },
    ...overrides,
  };
}
