import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { handleClientError } from '../plugins/client-errors';
import { registerDatabase } from '../plugins/db';
import { documentFrameworkAnswers } from '../plugins/documented-answers';
import { handleFrameworkError, registerErrorHandling } from '../plugins/error-handler';
import { registerFormBodies } from '../plugins/form-body';
import { registerInputGuard } from '../plugins/input-guard';
import { registerJsonBodies } from '../plugins/json-body';
import { loggerOptions } from '../plugins/logger';
import type { RouteScope } from '../plugins/module-plugin';
import { serializerFactory, validatorCompiler } from '../plugins/schema-compilers';
import { registerSnakeCaseBodies } from '../plugins/snake-case-body';
import type { BuildAppOptions } from './options';

/** Believe X-Forwarded-For for the nearest `hops` proxies (Fastify's types take the count as a function). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

// Headers a browser on another origin (a remote served from the remotes origin) may send.
const CORS_HEADERS = ['Content-Type', 'Authorization', 'X-App-Key', 'X-Timestamp', 'X-Signature', 'X-Api-Version', 'X-Sub-Variant', 'X-Drawfront-Site', 'X-Request-Id', 'X-Ops-Actor', 'Idempotency-Key', 'X-Customer-Id'];

/** The Fastify instance: logging, request ids, proxies, framework errors and schema compilers; no routes yet. */
export function createInstance(options: Pick<BuildAppOptions, 'config' | 'logger' | 'schemaCompilation'>): RouteScope {
  const { config } = options;
  const schemaCompilation = options.schemaCompilation ?? 'eager';
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // A caller's X-Request-Id is kept, so one id follows a call through logs and error reports.
    requestIdHeader: 'x-request-id',
    // Behind the edge proxy the client's address comes from X-Forwarded-For (rate limits are per address).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: handleFrameworkError,
    // Requests Node's parser refuses (431 headers too large, …) answer the error shape too.
    clientErrorHandler: handleClientError,
    // TypeBox validators and fast-json-stringify serializers; compiled at start-up unless a test asks for lazily.
    schemaController: { compilersFactory: { buildSerializer: serializerFactory(schemaCompilation) } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler(schemaCompilation));
  return app;
}

/** What every request goes through, whatever its scope: the database, errors, body parsing, request decorations, CORS. */
export async function registerInfrastructure(app: RouteScope, handle: DatabaseHandle, owned: boolean): Promise<void> {
  registerDatabase(app, handle, { owned });
  registerErrorHandling(app);
  // The answers every route can give before its handler: documented on each route as it registers.
  documentFrameworkAnswers(app);
  registerInputGuard(app);
  registerJsonBodies(app);
  registerFormBodies(app);
  registerSnakeCaseBodies(app);
  app.decorateRequest('resolvedSite', null);
  app.decorateRequest('apiVersion', '');
  app.decorateRequest('customer', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  await app.register(cors, { origin: true, allowedHeaders: CORS_HEADERS, exposedHeaders: ['X-Request-Id'], maxAge: 600 });
}
