import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../plugins/error-response';
import { siteOf } from '../../plugins/site-resolution';
import type { ContentService } from '../content/service';
import { EventAcceptedSchema, EventBodySchema } from './schemas';
import type { EventService } from './service';

const RATINGS = { 1: 'satisfied', 0: 'neutral', '-1': 'not_satisfied' } as const;

/**
 * The events service (`/events`): `POST /event`. A feedback event goes to the content service's
 * feedback collection (validated, rate-limited, stored, mailed to support); other analytics events
 * are stored for reporting.
 */
export const eventRoutes: FastifyPluginAsyncTypebox<{ content: ContentService; events: EventService }> = async (app, { content, events }) => {
  app.post('/event', { schema: { body: EventBodySchema, response: { 202: EventAcceptedSchema, ...errorResponses(404, 422, 429) } } }, async (request, reply) => {
    const { site } = siteOf(request);
    const body = request.body;
    if (body.eventType === 'feedback_event') {
      const { id } = await content.submit(
        site,
        'feedback',
        { rating: RATINGS[body.rating], comment: body.comment || undefined, email: body.email || undefined, source: body.source, variant: body.variant, client: `${body.clientInformation.name} ${body.clientInformation.version} (${body.clientInformation.buildKind}, ${body.clientInformation.locale}, ${body.clientInformation.timezone})` },
        request.ip,
      );
      return reply.code(202).send({ data: { id } });
    }
    const id = await events.record({ siteKey: site.key, eventType: body.eventType, name: body.name, payload: body.properties ?? {} });
    return reply.code(202).send({ data: { id } });
  });
};
