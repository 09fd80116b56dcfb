import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * The classes of transaction-scoped advisory locks, one per rule that must see its own earlier writes: a rule
 * that counts rows and then inserts one (a rate limit, "at most N") holds its subject's lock from the count to
 * the commit, so concurrent requests for one subject take turns and a burst lets exactly the limit through.
 * Every class has a number of its own here, so no two rules ever share a lock space.
 */
export const LOCK_CLASSES = {
  /** Raffle entry numbers of one draw (subject: the draw id). */
  raffleEntries: 7_301,
  /** Share sales of one syndicate draw (subject: the draw id). */
  syndicateShares: 7_302,
  /** Visitor messages per site, collection and client address (contact, feedback, chat). */
  contentSubmissions: 7_303,
  /** Rotations and revocations of one sign-in (refresh-token family). */
  refreshFamily: 7_304,
  /** Failed sign-ins per account. */
  signInAccount: 7_305,
  /** Failed sign-ins per client address. */
  signInAddress: 7_306,
  /** Sign-ups per client address. */
  signUpAddress: 7_307,
  /** Email checks per client address. */
  checkEmailAddress: 7_308,
  /** Password reset requests per client address. */
  passwordResetAddress: 7_309,
} as const;

export type LockClass = keyof typeof LOCK_CLASSES;

/**
 * Takes the lock of `subject` under `lockClass` until the transaction ends. A numeric subject (a serial id) is
 * the key itself; text is hashed to one (a rare collision only makes two subjects take turns).
 */
export async function lockSubject(tx: Executor, lockClass: LockClass, subject: string | number): Promise<void> {
  const key = typeof subject === 'number' ? sql`${subject}::int4` : sql`hashtext(${subject})`;
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASSES[lockClass]}::int4, ${key})`);
}
