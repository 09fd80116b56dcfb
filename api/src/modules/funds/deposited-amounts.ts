import type { Executor } from '../../db/client';
import { depositedSinceEach as readDepositedSinceEach } from './repository';

/**
 * What a customer has deposited since each of `starts`, for the deposit limits: every deposit opened in the
 * period that has not failed, so one still being charged (or waiting on 3-D Secure) counts already and two
 * deposits opened one after the other cannot both slip under a limit. Read in the caller's transaction.
 */
export function depositedSinceEach(executor: Executor, customerId: string, starts: readonly Date[]): Promise<number[]> {
  return readDepositedSinceEach(executor, customerId, starts);
}
