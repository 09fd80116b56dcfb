import { and, count, eq, gte, inArray, isNull, lt, max, min } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { customers, loginFailures, refreshTokens } from '../../db/schema';
import type { LimitScope } from './rate-limits';
import { lockSubject } from '../../db/advisory-locks';
import type { LockClass } from '../../db/advisory-locks';

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function findCustomerByEmail(db: Executor, siteKey: string, email: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(and(eq(customers.siteKey, siteKey), eq(customers.email, email.toLowerCase())));
  return row ?? null;
}

export async function findCustomerById(db: Executor, id: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}

/** Whether each customer is verified and when they signed up, for many customers in one read. */
export async function findVerificationFacts(db: Executor, ids: readonly string[]): Promise<{ id: string; isVerified: boolean; createdAt: Date }[]> {
  if (ids.length === 0) return [];
  return db.select({ id: customers.id, isVerified: customers.isVerified, createdAt: customers.createdAt }).from(customers).where(inArray(customers.id, [...ids]));
}

/** Inserts a customer; null when the email is taken on the site (the unique constraint decides, so two sign-ups cannot both win). */
export async function insertCustomer(db: Executor, customer: NewCustomer): Promise<CustomerRow | null> {
  const [row] = await db.insert(customers).values(customer).onConflictDoNothing({ target: [customers.siteKey, customers.email] }).returning();
  return row ?? null;
}

export async function insertRefreshToken(db: Executor, token: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export async function findRefreshToken(db: Executor, tokenHash: string): Promise<RefreshTokenRow | null> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * Takes the lock of a sign-in (refresh-token family) until the transaction ends. Every rotation and
 * revocation of the family holds it, so a revocation sees the token a concurrent rotation inserts, and
 * a rotation sees a revocation that committed before it: a family is either wholly revoked or not.
 */
export async function lockFamily(tx: Transaction, familyId: string): Promise<void> {
  await lockSubject(tx, 'refreshFamily', familyId);
}

/** Marks a token rotated (under its family's lock, after checking that it was live). */
export async function markRotated(tx: Transaction, id: number, at: Date): Promise<void> {
  await tx.update(refreshTokens).set({ rotatedAt: at }).where(eq(refreshTokens.id, id));
}

/** Revokes every token of a sign-in (family), under its lock. */
export async function revokeFamily(tx: Transaction, familyId: string, at: Date): Promise<void> {
  await lockFamily(tx, familyId);
  await tx.update(refreshTokens).set({ revokedAt: at }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Whether a sign-in has ended: its family has no token, or any of them is revoked. Revocation marks
 * the whole family in one locked statement, so one revoked row is enough; one indexed count per call.
 */
/**
 * Whether a sign-in (refresh-token family) still stands, and its customer's money currency, in the one read every
 * authenticated request makes: null when the family has ended (revoked, or never issued).
 */
export async function standingFamily(db: Executor, familyId: string): Promise<{ currency: string } | null> {
  const [row] = await db
    .select({ tokens: count(), revoked: count(refreshTokens.revokedAt), currency: max(customers.currency) })
    .from(refreshTokens)
    .innerJoin(customers, eq(customers.id, refreshTokens.customerId))
    .where(eq(refreshTokens.familyId, familyId));
  if (Number(row?.tokens ?? 0) === 0 || Number(row?.revoked ?? 0) > 0 || !row?.currency) return null;
  return { currency: row.currency };
}

// Rate-limit rows (`login_failures`): sign-in failures per account and address, sign-up and
// check-email attempts per address. See rate-limits.ts.

export async function recordAttempt(db: Executor, scope: LimitScope, subject: string, at: Date): Promise<void> {
  await db.insert(loginFailures).values({ scope, subject, at });
}

/** Rows of `subject` since `since` and the oldest of them (when the window frees a slot). */
export async function attemptsSince(db: Executor, scope: LimitScope, subject: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(loginFailures.at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.scope, scope), eq(loginFailures.subject, subject), gte(loginFailures.at, since)));
  const oldest = row?.oldest ?? null;
  return { count: Number(row?.n ?? 0), oldest: oldest === null ? null : new Date(oldest) };
}

export async function clearAttempts(db: Executor, scope: LimitScope, subject: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.scope, scope), eq(loginFailures.subject, subject)));
}

/** Drops the rows of `scopes` older than `before` (they no longer count); each limit prunes its own, as the windows differ. */
export async function pruneAttempts(db: Executor, scopes: readonly LimitScope[], before: Date): Promise<void> {
  await db.delete(loginFailures).where(and(inArray(loginFailures.scope, [...scopes]), lt(loginFailures.at, before)));
}

const ATTEMPT_LOCKS: Record<LimitScope, LockClass> = { account: 'signInAccount', address: 'signInAddress', signup: 'signUpAddress', check_email: 'checkEmailAddress', password_reset: 'passwordResetAddress' };

/**
 * Serialises the attempts counted against one subject of a limit until the transaction ends. Each scope
 * is a lock space of its own, so a sign-in that locks its address and then its account can never wait
 * for a lock held by one that waits for it (every sign-in takes them in that order).
 */
export async function lockAttempts(tx: Transaction, scope: LimitScope, subject: string): Promise<void> {
  await lockSubject(tx, ATTEMPT_LOCKS[scope], subject);
}

/**
 * Ends every sign-in of a customer except `keepFamilyId` (null: every one), each under its family's lock
 * like `revokeFamily`, so a rotation racing this cannot leave a live token behind.
 */
export async function revokeCustomerFamilies(tx: Transaction, customerId: string, keepFamilyId: string | null, at: Date): Promise<number> {
  const families = await tx
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt)));
  let revoked = 0;
  for (const { familyId } of families) {
    if (familyId === keepFamilyId) continue;
    await revokeFamily(tx, familyId, at);
    revoked += 1;
  }
  return revoked;
}

/** Sets a new password hash; clears the forced-change flag, which a new password satisfies. */
export async function updatePasswordHash(tx: Executor, customerId: string, passwordHash: string): Promise<void> {
  await tx.update(customers).set({ passwordHash, forcePasswordChange: false }).where(eq(customers.id, customerId));
}

/** Marks a customer closed and stops marketing email; null when there is no such customer or it was already closed. */
export async function markCustomerClosed(tx: Executor, customerId: string, at: Date): Promise<CustomerRow | null> {
  const [row] = await tx
    .update(customers)
    .set({ closedAt: at, emailOptIn: false })
    .where(and(eq(customers.id, customerId), isNull(customers.closedAt)))
    .returning();
  return row ?? null;
}

/** Marks a customer's identity verified (verification-state.ts's `markIdentityVerified`); false when there is no such customer. */
export async function setCustomerVerified(tx: Executor, customerId: string): Promise<boolean> {
  const rows = await tx.update(customers).set({ isVerified: true }).where(eq(customers.id, customerId)).returning({ id: customers.id });
  return rows.length > 0;
}
