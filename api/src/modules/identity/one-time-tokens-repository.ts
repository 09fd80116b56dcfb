import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { oneTimeTokens } from '../../db/schema';
import type { OneTimeTokenPurpose } from '../../db/schema';
import { hashToken, newRefreshToken } from './tokens';

/**
 * How long a token of each purpose may be used: a reset link an hour (long enough to find the mail, short
 * enough to be stale if leaked); an emailed sign-in link 7 days (a campaign mail is read days later); a
 * transfer link 30 minutes (it carries a customer from a partner page that made it just now).
 */
export const ONE_TIME_TOKEN_TTL_MS: Record<OneTimeTokenPurpose, number> = { password_reset: 60 * 60_000, autologin: 7 * 24 * 60 * 60_000, transfer: 30 * 60_000 };

/**
 * Issues a token of `purpose` for a customer inside `tx` and answers it (only its hash is stored).
 * Earlier unused reset tokens are spent, so only the newest reset link works; sign-in links of other
 * mails stay usable until they expire.
 */
export async function issueOneTimeToken(tx: Executor, customerId: string, purpose: OneTimeTokenPurpose, at: Date): Promise<string> {
  if (purpose === 'password_reset') await tx
    .update(oneTimeTokens)
    .set({ usedAt: at })
    .where(and(eq(oneTimeTokens.customerId, customerId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
  const token = newRefreshToken();
  await tx.insert(oneTimeTokens).values({ id: randomUUID(), customerId, purpose, tokenHash: hashToken(token), createdAt: at, expiresAt: new Date(at.getTime() + ONE_TIME_TOKEN_TTL_MS[purpose]) });
  return token;
}

/** The customer id of a token of `purpose` that is unused and unexpired at `at`, without spending it. */
export async function findOneTimeToken(executor: Executor, token: string, purpose: OneTimeTokenPurpose, at: Date): Promise<string | null> {
  const [row] = await executor
    .select({ customerId: oneTimeTokens.customerId })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, at)));
  return row?.customerId ?? null;
}

/**
 * Spends a token: one conditional UPDATE marks it used if it is of `purpose`, unused and unexpired, so
 * of two requests racing with the same link exactly one gets the customer id; the other gets null.
 */
export async function spendOneTimeToken(tx: Executor, token: string, purpose: OneTimeTokenPurpose, at: Date): Promise<string | null> {
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: at })
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, at)))
    .returning({ customerId: oneTimeTokens.customerId });
  return row?.customerId ?? null;
}
