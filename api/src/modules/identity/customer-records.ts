import type { Executor } from '../../db/client';
import { findCustomerById } from './repository';
import type { CustomerRow } from './repository';

export type { CustomerRow } from './repository';

/** The customer record identity keeps (sign-up writes it), for modules that show the customer: null when there is none. */
export async function findCustomer(db: Executor, customerId: string): Promise<CustomerRow | null> {
  return findCustomerById(db, customerId);
}
