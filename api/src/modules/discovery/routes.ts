import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DiscoverySchema } from './schemas';
import { discovery } from './service';

/** `GET /discover`: where each service lives (unsigned: the client reads it before it can sign). */
export const discoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/discover', { schema: { querystring: Type.Object({}), response: { 200: DiscoverySchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=60');
    return discovery();
  });
};
