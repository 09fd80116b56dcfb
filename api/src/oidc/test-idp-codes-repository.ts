import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { testIdpCodes } from '../db/schema';

export type TestIdpCode = typeof testIdpCodes.$inferSelect;

/** Stores a new authorization code (its hash). */
export async function insertCode(db: Executor, code: typeof testIdpCodes.$inferInsert): Promise<void> {
  await db.insert(testIdpCodes).values(code);
}

/**
 * Spends a code: one conditional update, so of two exchanges racing with one code exactly one gets it, and
 * an expired or used code gets nothing. The code is spent even when the exchange is then refused (wrong
 * verifier or client): a code that was shown to the wrong party is burnt, as RFC 6749 §4.1.2 asks.
 */
export async function spendCode(db: Executor, codeHash: string, at: Date): Promise<TestIdpCode | null> {
  const [row] = await db
    .update(testIdpCodes)
    .set({ usedAt: at })
    .where(and(eq(testIdpCodes.codeHash, codeHash), isNull(testIdpCodes.usedAt), gt(testIdpCodes.expiresAt, at)))
    .returning();
  return row ?? null;
}
