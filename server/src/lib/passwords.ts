import { hash, verify } from '@node-rs/argon2';

/** OWASP Password Storage Cheat Sheet: argon2id, m = 19 MiB, t = 2, p = 1. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/**
 * Verifies against a throw-away hash so that a login for an unknown email takes as long as one for a
 * known email (no enumeration by timing).
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('droidforge-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}

/** The most common passwords (top of the breached lists); rejected at registration. */
const COMMON = new Set(
  [
    'password', 'password1', 'password123', '12345678', '123456789', '1234567890', 'qwerty123', 'qwertyuiop',
    '11111111', '00000000', 'iloveyou', 'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'abc12345',
    'admin123', 'letmein1', 'trustno1', 'passw0rd', 'p@ssw0rd', 'qwerty12', '1q2w3e4r', 'zaq12wsx', 'superman',
    'starwars', 'whatever', 'dragon12', 'monkey12', 'master12', 'changeme', 'droidforge', '87654321', 'asdfghjkl',
  ].map((p) => p.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
