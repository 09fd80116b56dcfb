import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../errors/app-error';
import { ERROR_CODES } from '../errors/error-codes';

export const OPS_ACTOR_HEADER = 'x-ops-actor';
const DEFAULT_ACTOR = 'ops';

/** Platform writes need `Authorization: Bearer <OPS_TOKEN>`; reads stay public (the shell reads releases). */
export function requireOpsToken(opsToken: string): onRequestHookHandler {
  // Comparing digests keeps the comparison constant-time whatever the length sent.
  const expected = createHash('sha256').update(opsToken).digest();
  return async (request) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const given = createHash('sha256').update(match?.[1] ?? '').digest();
    if (!match || !timingSafeEqual(given, expected)) throw new AppError(ERROR_CODES.opsUnauthorised);
  };
}

/** Who is acting, for the audit log: `X-Ops-Actor` (validated by the route schema), else 'ops'. */
export function opsActor(request: FastifyRequest): string {
  const raw = request.headers[OPS_ACTOR_HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : DEFAULT_ACTOR;
}
