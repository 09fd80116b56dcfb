import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, socialAuthRequests, socialIdentities } from '../../db/schema';
import type { FollowUpKind } from '../../db/schema';

export type SocialAuthRequestRow = typeof socialAuthRequests.$inferSelect;
export type SocialIdentityRow = typeof socialIdentities.$inferSelect;

export async function insertRequest(db: Executor, row: typeof socialAuthRequests.$inferInsert): Promise<void> {
  await db.insert(socialAuthRequests).values(row);
}

/** Spends a request by its state: one conditional update, so a replayed callback (or two racing) finds nothing. */
export async function spendRequest(db: Executor, stateHash: string, siteKey: string, at: Date): Promise<SocialAuthRequestRow | null> {
  const [row] = await db
    .update(socialAuthRequests)
    .set({ usedAt: at })
    .where(and(eq(socialAuthRequests.stateHash, stateHash), eq(socialAuthRequests.siteKey, siteKey), isNull(socialAuthRequests.usedAt), gt(socialAuthRequests.expiresAt, at)))
    .returning();
  return row ?? null;
}

/** Keeps a verified identity waiting for a second step under a single-use follow-up token (its hash). */
export async function setFollowUp(
  db: Executor,
  id: string,
  followUp: Pick<SocialAuthRequestRow, 'followUpHash' | 'followUpKind' | 'followUpExpiresAt' | 'pendingSubject' | 'pendingEmail' | 'pendingEmailVerified' | 'pendingFirstname' | 'pendingLastname' | 'customerId'>,
): Promise<void> {
  await db.update(socialAuthRequests).set(followUp).where(eq(socialAuthRequests.id, id));
}

/** A live follow-up of `kind` on the site, without spending it. */
export async function findFollowUp(db: Executor, followUpHash: string, siteKey: string, kind: FollowUpKind, at: Date): Promise<SocialAuthRequestRow | null> {
  const [row] = await db
    .select()
    .from(socialAuthRequests)
    .where(and(eq(socialAuthRequests.followUpHash, followUpHash), eq(socialAuthRequests.siteKey, siteKey), eq(socialAuthRequests.followUpKind, kind), isNull(socialAuthRequests.followUpUsedAt), gt(socialAuthRequests.followUpExpiresAt, at)))
    .limit(1);
  return row ?? null;
}

/** Spends a follow-up (conditional, like `spendRequest`). */
export async function spendFollowUp(db: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(socialAuthRequests)
    .set({ followUpUsedAt: at })
    .where(and(eq(socialAuthRequests.id, id), isNull(socialAuthRequests.followUpUsedAt), gt(socialAuthRequests.followUpExpiresAt, at)))
    .returning({ id: socialAuthRequests.id });
  return rows.length === 1;
}

export async function findIdentity(db: Executor, siteKey: string, provider: string, subject: string): Promise<SocialIdentityRow | null> {
  const [row] = await db.select().from(socialIdentities).where(and(eq(socialIdentities.siteKey, siteKey), eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
  return row ?? null;
}

export async function identitiesOf(db: Executor, customerId: string): Promise<SocialIdentityRow[]> {
  return db.select().from(socialIdentities).where(eq(socialIdentities.customerId, customerId)).orderBy(asc(socialIdentities.linkedAt), asc(socialIdentities.id));
}

/** Links an identity; null when the identity or the customer's provider slot is taken (the unique constraints decide). */
export async function insertIdentity(db: Executor, row: typeof socialIdentities.$inferInsert): Promise<SocialIdentityRow | null> {
  const [inserted] = await db.insert(socialIdentities).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function deleteIdentity(db: Executor, customerId: string, provider: string): Promise<boolean> {
  const rows = await db.delete(socialIdentities).where(and(eq(socialIdentities.customerId, customerId), eq(socialIdentities.provider, provider))).returning({ id: socialIdentities.id });
  return rows.length === 1;
}

/**
 * Locks the customer's row until the transaction ends, so an unlink and a concurrent unlink (or a password
 * being removed) cannot both see "one other method left" and leave none.
 */
export async function lockCustomer(tx: Executor, customerId: string): Promise<{ hasPassword: boolean } | null> {
  const [row] = await tx.select({ passwordHash: customers.passwordHash }).from(customers).where(eq(customers.id, customerId)).for('update');
  return row ? { hasPassword: row.passwordHash !== null } : null;
}
