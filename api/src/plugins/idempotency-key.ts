import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { ERROR_CODES } from '../errors/error-codes';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * The `Idempotency-Key` of a money-moving call (purchase, deposit, deposit-and-purchase): 8 to 128
 * letters, digits, hyphens or underscores. Missing or malformed is 400 idempotency_key_required.
 */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || !IDEMPOTENCY_KEY.test(key)) throw new AppError(ERROR_CODES.idempotencyKeyRequired);
  return key;
}
