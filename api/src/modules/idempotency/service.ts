import type { Transaction } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { findIdempotent, findIdempotentEach, saveIdempotentMany } from './repository';

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
  await keepAnswers(tx, [answer]);
}

/** `keepAnswer` for many calls' answers in one statement (the recurring runner's batch). */
export async function keepAnswers<T>(tx: Transaction, answers: readonly AnswerToKeep<T>[]): Promise<void> {
  await saveIdempotentMany(
    tx,
    answers.map((answer) => ({ customerId: answer.customerId, key: answer.key, requestHash: answer.requestHash, statusCode: answer.statusCode, response: answer.response, createdAt: answer.at })),
  );
}

/**
 * `priorAnswer` for many (customer, key, request hash) at once, keyed by `${customerId} ${key}` (new keys are
 * absent); a key held for another request is refused as `priorAnswer` refuses it.
 */
export async function priorAnswers<T>(tx: Transaction, wanted: readonly { customerId: string; key: string; requestHash: string }[]): Promise<Map<string, StoredAnswer<T>>> {
  const stored = await findIdempotentEach(tx, wanted);
  const found = new Map<string, StoredAnswer<T>>();
  for (const { customerId, key, requestHash } of wanted) {
    const prior = stored.get(`${customerId} ${key}`);
    if (!prior) continue;
    if (prior.requestHash !== requestHash) throw new AppError(ERROR_CODES.idempotencyKeyReused, [key]);
    found.set(`${customerId} ${key}`, { statusCode: prior.statusCode, response: prior.response as T });
  }
  return found;
}
