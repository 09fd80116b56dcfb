import { AppError } from '../../errors/app-error';
import type { PurchaseRequest } from './service';

/** One customer's purchase request, as a batch of purchases holds it. */
export interface Order {
  customerId: string;
  request: PurchaseRequest;
}

/** Each order's answer in a batch: its value, or the refusal it got (and nothing of it was written). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

/** Runs `work`, answering its AppError as a refusal; any other error is thrown. */
export async function attempt<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}
