import { randomUUID } from 'node:crypto';
import type { VerificationMethodType } from '@drawfront/shared/contract/verification';
import type { Executor } from '../../db/client';
import { markIdentityVerified } from '../identity/verification-state';
import { insertAttempt } from './repository';

/**
 * Records that `method` proved the customer's identity and marks the customer verified: purchases and
 * withdrawals are no longer blocked by the deadline. For every way to verify (the test provider's checks, an
 * approved upload, ConnectID later): call it inside the transaction of whatever proved it. It sends no mail.
 * False when there is no such customer.
 */
export async function markVerified(db: Executor, customerId: string, method: VerificationMethodType, now: Date, reference = `${method}:${now.toISOString()}`): Promise<boolean> {
  if (!(await markIdentityVerified(db, customerId))) return false;
  await insertAttempt(db, { id: randomUUID(), customerId, method, outcome: 'verified', reference, createdAt: now });
  return true;
}
