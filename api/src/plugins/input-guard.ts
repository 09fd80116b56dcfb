import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { ERROR_CODES } from '../errors/error-codes';
import { snakeToCamel } from '../lib/case';
import { findInputProblem } from '../lib/unsafe-input';
import { describeContext } from './error-handler';

/** What a client is told about a string PostgreSQL would refuse (NUL in text and JSONB, unpaired surrogates in JSONB). */
export const UNSAFE_TEXT_MESSAGE = 'must not contain a NUL character or an unpaired UTF-16 surrogate';

type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

/**
 * The 4xx for a request part that no route may see (nesting deeper than `MAX_INPUT_DEPTH`: 400
 * body_too_deep; a string or key with NUL or an unpaired surrogate: 422 validation_failed naming the
 * field), or null when it is safe. Field names are as the schema errors give them (body keys in camelCase).
 */
export function unsafeInputError(value: unknown, part: RequestPart): AppError | null {
  const problem = findInputProblem(value);
  if (problem === null) return null;
  if (problem.kind === 'too_deep') return new AppError(ERROR_CODES.bodyTooDeep, [problem.limit]);
  const field = problem.path.map((key) => (part === 'body' && typeof key === 'string' ? snakeToCamel(key) : String(key))).join('.') || 'this';
  return new AppError(ERROR_CODES.validationFailed, [describeContext(part), `${field}: ${UNSAFE_TEXT_MESSAGE}`], { errors: { [field]: [UNSAFE_TEXT_MESSAGE] } });
}

/**
 * Refuses, before any other hook, path parameters, query strings and headers that hold text the
 * database refuses: every route (and every hook that reads a header, such as site resolution) can then
 * pass strings to SQL without a 500. Bodies are checked as they are parsed (json-body.ts, form-body.ts).
 * Real HTTP cannot carry NUL in a header; the check still costs little and covers injected requests.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const error = unsafeInputError(request.params, 'params') ?? unsafeInputError(request.query, 'querystring') ?? unsafeInputError(request.headers, 'headers');
    if (error) throw error;
  });
}
