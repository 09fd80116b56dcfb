import type { Executor } from '../../db/client';
import { findCustomerById } from '../identity/repository';
import type { CustomerRow } from '../identity/repository';

export type { CustomerRow };

export async function findCustomer(db: Executor, id: string): Promise<CustomerRow | null> {
  return findCustomerById(db, id);
}
