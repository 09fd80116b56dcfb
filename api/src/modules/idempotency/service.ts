import type { Transaction } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { findIdempotent, saveIdempotent } from './repository';

/** What a money-moving call answered under an Idempotency-Key: its status and what the key stores (a receipt, a deposit id). */
export interface StoredAnswer<T> {
  statusCode: number;
  response: T;
}

/** A call's answer to keep under its key, with the hash of the request that made it. */
export interface AnswerToKeep<T> extends StoredAnswer<T> {
  customerId: string;
  key: string;
  requestHash: string;
  at: Date;
}

/**
 * The answer the customer's `key` already holds, or null when the key is new. Call it in the
 * transaction that holds the customer's wallet lock, so a retry racing the first call reads the key
 * after that call committed. The same key sent with another request (another `requestHash`) is
 * refused with 422 idempotency_key_reused.
 */
export async function priorAnswer<T>(tx: Transaction, customerId: string, key: string, requestHash: string): Promise<StoredAnswer<T> | null> {
  const prior = await findIdempotent(tx, customerId, key);
  if (!prior) return null;
  if (prior.requestHash !== requestHash) throw new AppError(ERROR_CODES.idempotencyKeyReused, [key]);
  return { statusCode: prior.statusCode, response: prior.response as T };
}

/** Keeps a call's answer under its key, in the transaction that made the change, so both commit or neither does. */
export async function keepAnswer<T>(tx: Transaction, answer: AnswerToKeep<T>): Promise<void> {
  await saveIdempotent(tx, { customerId: answer.customerId, key: answer.key, requestHash: answer.requestHash, statusCode: answer.statusCode, response: answer.response, createdAt: answer.at });
}
