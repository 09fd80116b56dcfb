import type { Executor, Transaction } from '../../db/client';
import { findCustomerById, markCustomerClosed, revokeCustomerFamilies } from './repository';
import type { CustomerRow } from './repository';

/**
 * The customer record identity keeps (sign-up writes it), as other modules see it: everything but the
 * password hash, which only identity reads. Its own type, so identity's table can change without its callers.
 */
export interface CustomerRecord {
  id: string;
  siteKey: string;
  /** Lower-cased. */
  email: string;
  firstname: string;
  lastname: string;
  /** `YYYY-MM-DD`. */
  dateOfBirth: string;
  state: string;
  emailOptIn: boolean;
  isVerified: boolean;
  forcePasswordChange: boolean;
  accountUpgrade: boolean;
  /** Staff and partners who may see unpublished offers. */
  canPreview: boolean;
  /** The currency the customer's money is kept in, fixed at sign-up. */
  currency: string;
  createdAt: Date;
  /** When the customer closed the account; null while it is open. */
  closedAt: Date | null;
}

function recordOf(row: CustomerRow): CustomerRecord {
  const { passwordHash: _passwordHash, ...record } = row;
  return record;
}

/** The customer's record, for modules that show or check the customer: null when there is none. */
export async function findCustomer(db: Executor, customerId: string): Promise<CustomerRecord | null> {
  const row = await findCustomerById(db, customerId);
  return row && recordOf(row);
}

/**
 * Closes the customer's record inside the closure's transaction: marked closed (every way of signing in
 * refuses it from then on), marketing email off, and every sign-in ended, each under its family's lock as
 * a password change does. Null when it was already closed (a closure that raced this one won).
 */
export async function closeCustomerRecord(tx: Transaction, customerId: string, at: Date): Promise<CustomerRecord | null> {
  const closed = await markCustomerClosed(tx, customerId, at);
  if (!closed) return null;
  await revokeCustomerFamilies(tx, customerId, null, at);
  return recordOf(closed);
}
