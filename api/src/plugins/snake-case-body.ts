import type { FastifyInstance } from 'fastify';
import { camelizeKeys } from '../lib/case';

/**
 * Clients send request bodies in snake_case (storefront §7) while schemas and code speak camelCase:
 * keys are converted once, at the edge, before validation. camelCase bodies pass unchanged. The
 * conversion recurses, which is safe because the body parsers refuse nesting deeper than
 * `MAX_INPUT_DEPTH` (input-guard.ts) before this hook runs.
 */
export function registerSnakeCaseBodies(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body !== null && typeof request.body === 'object') request.body = camelizeKeys(request.body);
  });
}
