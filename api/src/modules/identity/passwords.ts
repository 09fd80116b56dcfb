import argon2 from 'argon2';

/**
 * argon2id costs. `standard` is OWASP's minimum (19 MiB, 2 passes): memory-hard, and quick enough for
 * sign-in bursts. `minimal` (256 KiB, 1 pass) exists for the test suites only, which hash and verify a few
 * thousand passwords a run; config refuses it in production. A hash names its own cost, so either
 * profile verifies a hash made under the other (the seeded accounts are always hashed at `standard`).
 */
export const PASSWORD_HASH_COSTS = {
  standard: { memoryCost: 19_456, timeCost: 2 },
  minimal: { memoryCost: 256, timeCost: 1 },
} as const;
export type PasswordHashCost = keyof typeof PASSWORD_HASH_COSTS;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Whether `password` matches `hash`. With no hash (unknown email) a dummy hash is still verified, so
   * the answer takes as long whether the account exists or not.
   */
  verify(hash: string | null, password: string): Promise<boolean>;
}

export function createPasswordHasher(cost: PasswordHashCost = 'standard'): PasswordHasher {
  const options = { type: argon2.argon2id, parallelism: 1, ...PASSWORD_HASH_COSTS[cost] } as const;
  const hash = (password: string) => argon2.hash(password, options);
  let dummyHash: Promise<string> | null = null;
  return {
    hash,
    async verify(stored, password) {
      if (stored === null) {
        dummyHash ??= hash('not-a-real-password-0');
        await argon2.verify(await dummyHash, password).catch(() => false);
        return false;
      }
      return argon2.verify(stored, password).catch(() => false);
    },
  };
}

const standard = createPasswordHasher('standard');

/** A hash at the standard cost (the seed's accounts, and any caller outside a configured app). */
export const hashPassword = (password: string): Promise<string> => standard.hash(password);
