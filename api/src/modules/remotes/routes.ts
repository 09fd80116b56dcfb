import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../plugins/error-response';
import { opsActor, requireOpsToken } from '../../plugins/ops-auth';
import { PublishBodySchema, RemoteArtifactSchema, RemoteListSchema, RemoteParamsSchema, RemoteVersionsSchema } from './schemas';
import type { RemoteService } from './service';
import { OpsHeadersSchema } from '../../schemas/ops';

/** Remote artifacts under /platform: publish (ops token) and list (public). */
export const remoteRoutes: FastifyPluginAsyncTypebox<{ remotes: RemoteService; opsToken: string }> = async (app, { remotes, opsToken }) => {
  app.get('/remotes', { schema: { querystring: Type.Object({}), response: { 200: RemoteListSchema } } }, async () => remotes.overview());

  app.get(
    '/remotes/:remote/versions',
    { schema: { params: RemoteParamsSchema, querystring: Type.Object({}), response: { 200: RemoteVersionsSchema, ...errorResponses(404, 422) } } },
    async (request) => remotes.versions(request.params.remote),
  );

  app.post(
    '/remotes/:remote/versions',
    {
      onRequest: requireOpsToken(opsToken),
      schema: {
        params: RemoteParamsSchema,
        headers: OpsHeadersSchema,
        body: PublishBodySchema,
        response: { 200: RemoteArtifactSchema, 201: RemoteArtifactSchema, ...errorResponses(400, 401, 404, 409, 415, 422) },
      },
    },
    async (request, reply) => {
      const { artifact, created } = await remotes.publish(request.params.remote, request.body, opsActor(request));
      return reply.status(created ? 201 : 200).send(artifact);
    },
  );
};
