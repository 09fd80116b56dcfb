import type { Executor, Transaction } from '../../db/client';
import { findCustomerById, markCustomerClosed, revokeCustomerFamilies } from './repository';
import type { CustomerRow } from './repository';

export type { CustomerRow } from './repository';

/** The customer record identity keeps (sign-up writes it), for modules that show the customer: null when there is none. */
export async function findCustomer(db: Executor, customerId: string): Promise<CustomerRow | null> {
  return findCustomerById(db, customerId);
}

/**
 * Closes the customer's record inside the closure's transaction: marked closed (every way of signing in
 * refuses it from then on), marketing email off, and every sign-in ended, each under its family's lock as
 * a password change does. Null when it was already closed (a closure that raced this one won).
 */
export async function closeCustomerRecord(tx: Transaction, customerId: string, at: Date): Promise<CustomerRow | null> {
  const closed = await markCustomerClosed(tx, customerId, at);
  if (!closed) return null;
  await revokeCustomerFamilies(tx, customerId, null, at);
  return closed;
}
