import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { renderReference } from './openapi-reference';
import type { ReferenceDocument } from './openapi-reference';

/** A route as it was registered, for the document's completeness check. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'] | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the OpenAPI plugin, hidden ones excluded (what `/openapi.json` must describe). */
    documentedRoutes: RegisteredRoute[];
  }
}

/**
 * The OpenAPI 3.1 document of the whole API, generated from the TypeBox schemas every route declares
 * (@fastify/swagger reads them as routes register, so it must come before any route), served at
 * `/openapi.json` beside `/discover`, and a readable reference at `/docs` rendered from it. Partners build
 * partner purchase from it. Routes that are not part of the API (these two, the static shell) say
 * `schema: { hide: true }`.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const routes: RegisteredRoute[] = [];
  app.decorate('documentedRoutes', routes);
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { hide?: boolean } | undefined;
    if (schema?.hide) return;
    for (const method of [route.method].flat()) {
      // Fastify adds HEAD for every GET; the document describes the GET.
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, schema: route.schema });
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Drawfront API',
        version: '1.0.0',
        description:
          'Every call the storefront, the remotes, partners and ops make. Calls under /v2 and /social/v3 are signed per site (X-App-Key, X-Timestamp, X-Signature); customer calls carry a bearer access token; money-moving calls take an Idempotency-Key; errors answer `{ error, messages[{code,message}], errors, result }`.',
      },
      components: {
        securitySchemes: {
          customer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A customer access token from /v2/login.' },
          ops: { type: 'http', scheme: 'bearer', description: 'The ops token (OPS_TOKEN) on /platform writes.' },
        },
      },
    },
  });
  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=60');
    return app.swagger();
  });
  app.get('/docs', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=60').type('text/html; charset=utf-8');
    return renderReference(app.swagger() as unknown as ReferenceDocument);
  });
}
