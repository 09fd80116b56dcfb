import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Nullable } from '../../lib/typebox';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { siteOf } from '../../plugins/site-resolution';
import { PlayBreakPeriodSchema, PlayBreakSchema } from './schemas';
import type { PlayBreakService } from './service';

const PlayBreakStateSchema = Type.Object({ playBreak: Nullable(PlayBreakSchema) });
const TakeBreakBodySchema = Type.Object({ period: PlayBreakPeriodSchema }, { additionalProperties: false });

/** `/v2/customer/play-break`: the break in force, and taking one (beyond the spec: the anchors route it through support). */
export const playBreakRoutes: FastifyPluginAsyncTypebox<{ playBreaks: PlayBreakService; identity: Authenticator }> = async (app, { playBreaks, identity }) => {
  const signedIn = requireCustomer(identity);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  app.get('/customer/play-break', { onRequest: signedIn, schema: { response: { 200: PlayBreakStateSchema, ...errorResponses(400, 401, 404) } } }, async (request) => ({
    playBreak: await playBreaks.inForce(customerOf(request).customerId),
  }));
  app.post(
    '/customer/play-break',
    { onRequest: signedIn, schema: { body: TakeBreakBodySchema, response: { 201: PlayBreakStateSchema, ...errorResponses(400, 401, 404, 415, 422) } } },
    async (request, reply) => {
      const playBreak = await playBreaks.take(customerOf(request).customerId, siteOf(request).site, request.body.period);
      return reply.code(201).send({ playBreak });
    },
  );
};
