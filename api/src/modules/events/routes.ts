import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/client';
import { errorResponses } from '../../plugins/error-response';
import { siteOf } from '../../plugins/site-resolution';
import type { ContentService } from '../content/service';
import { insertEvent } from './repository';
import { EventAcceptedSchema, EventBodySchema } from './schemas';

const RATINGS = { 1: 'satisfied', 0: 'neutral', '-1': 'not_satisfied' } as const;

/**
 * The events service (`/events`): `POST /event`. A feedback event goes to the content service's
 * feedback collection (validated, rate-limited, stored, mailed to support); other analytics events
 * are stored for reporting.
 */
export const eventRoutes: FastifyPluginAsyncTypebox<{ content: ContentService; db: Database; now: () => Date }> = async (app, { content, db, now }) => {
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
    const id = randomUUID();
    await insertEvent(db, { id, siteKey: site.key, eventType: body.eventType, name: body.name, payload: body.properties ?? {}, createdAt: now() });
    return reply.code(202).send({ data: { id } });
  });
};
