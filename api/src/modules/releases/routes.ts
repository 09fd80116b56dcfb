import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../plugins/error-response';
import { noStore } from '../../plugins/http-cache';
import { opsActor, requireOpsToken } from '../../plugins/ops-auth';

import { CreateReleaseBodySchema, EndCanaryQuerySchema, HistoryQuerySchema, HistorySchema, MovePointerBodySchema, PointerStateSchema, ReleaseParamsSchema, ReleaseResolutionSchema, ResolveQuerySchema, RollbackBodySchema, SiteReleaseSchema } from './schemas';
import type { ReleaseService } from './service';
import { OpsHeadersSchema, SiteParamsSchema } from '../../schemas/ops';

const DEFAULT_HISTORY_LIMIT = 100;

/** Site releases, pointers, rollback, resolution and history under /platform/sites/:site. */
export const releaseRoutes: FastifyPluginAsyncTypebox<{ releases: ReleaseService; opsToken: string }> = async (app, { releases, opsToken }) => {
  const opsOnly = requireOpsToken(opsToken);

  app.post(
    '/sites/:site/releases',
    {
      onRequest: opsOnly,
      schema: {
        params: SiteParamsSchema,
        headers: OpsHeadersSchema,
        body: CreateReleaseBodySchema,
        response: { 201: SiteReleaseSchema, ...errorResponses(400, 401, 404, 415, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await releases.createRelease(request.params.site, request.body, opsActor(request))),
  );

  app.get(
    '/sites/:site/releases/:id',
    { schema: { params: ReleaseParamsSchema, querystring: Type.Object({}), response: { 200: SiteReleaseSchema, ...errorResponses(404, 422) } } },
    async (request) => releases.getRelease(request.params.site, request.params.id),
  );

  app.post(
    '/sites/:site/pointer',
    {
      onRequest: opsOnly,
      schema: {
        params: SiteParamsSchema,
        headers: OpsHeadersSchema,
        body: MovePointerBodySchema,
        response: { 200: PointerStateSchema, ...errorResponses(400, 401, 404, 409, 415, 422) },
      },
    },
    async (request) => releases.movePointer(request.params.site, request.body, opsActor(request)),
  );

  app.delete(
    '/sites/:site/canary',
    {
      onRequest: opsOnly,
      schema: {
        params: SiteParamsSchema,
        headers: OpsHeadersSchema,
        querystring: EndCanaryQuerySchema,
        response: { 200: PointerStateSchema, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request) => releases.endCanary(request.params.site, request.query.expectedRevision, opsActor(request)),
  );

  app.post(
    '/sites/:site/rollback',
    {
      onRequest: opsOnly,
      // No body at all means "roll the live channel back from wherever it is".
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        params: SiteParamsSchema,
        headers: OpsHeadersSchema,
        body: RollbackBodySchema,
        response: { 200: PointerStateSchema, ...errorResponses(400, 401, 404, 409, 415, 422) },
      },
    },
    async (request) => releases.rollback(request.params.site, request.body, opsActor(request)),
  );

  app.get(
    '/sites/:site/release',
    { schema: { params: SiteParamsSchema, querystring: ResolveQuerySchema, response: { 200: ReleaseResolutionSchema, ...errorResponses(404, 422) } } },
    async (request, reply) => {
      // An ops rollback must show on the very next reload: never cached anywhere.
      noStore(reply);
      return releases.resolve(request.params.site, request.query.visitor);
    },
  );

  app.get(
    '/sites/:site/history',
    { schema: { params: SiteParamsSchema, querystring: HistoryQuerySchema, response: { 200: HistorySchema, ...errorResponses(404, 422) } } },
    async (request, reply) => {
      noStore(reply);
      return { entries: await releases.history(request.params.site, request.query.limit ?? DEFAULT_HISTORY_LIMIT) };
    },
  );
};
