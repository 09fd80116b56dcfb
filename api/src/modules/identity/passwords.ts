import argon2 from 'argon2';

// OWASP's argon2id minimum (19 MiB, 2 passes): memory-hard, and quick enough for tests and sign-in bursts.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Whether `password` matches `hash`. With no hash (unknown email) a dummy hash is still verified, so
 * the answer takes as long whether the account exists or not.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= hashPassword('not-a-real-password-0');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
