import type { FastifyInstance, RouteOptions } from 'fastify';
import { ErrorResponseSchema } from './error-response';

/**
 * The error statuses a hook or the framework answers on the routes it covers, written into each route's
 * documented responses where the hook is registered, so `/openapi.json` lists every answer a caller can get
 * without each route repeating them. A route's own response schema for a status is kept.
 */
export function documentAnswers(scope: FastifyInstance, statuses: readonly number[], applies: (route: RouteOptions) => boolean = () => true): void {
  scope.addHook('onRoute', (route) => {
    const schema = route.schema as ({ hide?: boolean; response?: Record<string | number, unknown> } & Record<string, unknown>) | undefined;
    if (schema?.hide || !applies(route)) return;
    const documented = (route.schema ??= {}) as { response?: Record<string | number, unknown> };
    const response = (documented.response ??= {});
    for (const status of statuses) if (!(status in response)) response[status] = ErrorResponseSchema;
  });
}

const methods = (route: RouteOptions) => [route.method].flat();
const takesBody = (route: RouteOptions) => methods(route).some((method) => method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE');

/**
 * What any route can answer before its handler runs (`app/instance.ts` registers this first):
 * - 400 `bad_url` (a URL that is not validly encoded), `invalid_json` and `body_too_deep`;
 * - 422 `validation_failed` from the input guard (text PostgreSQL refuses, in any part of the request);
 * - 431 when the request's headers are larger than the server reads (client-error handler);
 * - 414 `param_too_long` on a route with path parameters;
 * - 413 `payload_too_large` and 415 `unsupported_media_type` on a route that takes a body.
 */
export function documentFrameworkAnswers(app: FastifyInstance): void {
  documentAnswers(app, [400, 422, 431]);
  documentAnswers(app, [414], (route) => route.url.includes(':'));
  documentAnswers(app, [413, 415], takesBody);
}

/** Site resolution (`site-resolution.ts`): 404 `unknown_site`. */
export const SITE_RESOLUTION_ANSWERS = [404] as const;
/** Request signing (`signature.ts`): 401 `invalid_signature` and `signature_expired`. */
export const SIGNATURE_ANSWERS = [401] as const;
/** The API version header (`api-version.ts`): 400 `unsupported_version`. */
export const API_VERSION_ANSWERS = [400] as const;
