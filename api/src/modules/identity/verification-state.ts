import type { Executor } from '../../db/client';
import { findCustomerById, findVerificationFacts, setCustomerVerified } from './repository';

/** Days after sign-up an unverified customer may still buy and withdraw (configurable per call). */
export const DEFAULT_VERIFICATION_DEADLINE_DAYS = 45;

export interface VerificationState {
  /** Whether the customer's identity is verified. */
  verified: boolean;
  /** When an unverified customer's grace period ends (sign-up + the deadline). */
  deadline: Date;
  /** True when unverified and past the deadline: purchases and withdrawals answer `verification_required`. */
  blocked: boolean;
}

/**
 * A customer's identity-verification state, for modules that must refuse money leaving an unverified
 * account (withdrawals) or, past the deadline, purchases. Null when there is no such customer. Reads
 * `customers.is_verified`, which the verification flows set.
 */
export async function verificationState(db: Executor, customerId: string, now: Date, deadlineDays = DEFAULT_VERIFICATION_DEADLINE_DAYS): Promise<VerificationState | null> {
  const row = await findCustomerById(db, customerId);
  return row ? stateOf(row, now, deadlineDays) : null;
}

/** `verificationState` for many customers in one read, keyed by customer id (unknown customers are absent). */
export async function verificationStates(db: Executor, customerIds: readonly string[], now: Date, deadlineDays = DEFAULT_VERIFICATION_DEADLINE_DAYS): Promise<Map<string, VerificationState>> {
  const rows = await findVerificationFacts(db, customerIds);
  return new Map(rows.map((row) => [row.id, stateOf(row, now, deadlineDays)]));
}

function stateOf(row: { isVerified: boolean; createdAt: Date }, now: Date, deadlineDays: number): VerificationState {
  const deadline = new Date(row.createdAt.getTime() + deadlineDays * 86_400_000);
  return { verified: row.isVerified, deadline, blocked: !row.isVerified && now >= deadline };
}

/**
 * Sets `customers.is_verified` (the verification module's `markVerified` calls it in its transaction, with the
 * attempt that proved it). False when there is no such customer.
 */
export async function markIdentityVerified(db: Executor, customerId: string): Promise<boolean> {
  return setCustomerVerified(db, customerId);
}
