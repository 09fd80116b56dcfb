import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { requireCapability } from '../../plugins/require-capability';
import type { SiteService } from '../sites/service';
import { MarkReadBodySchema, MarkReadResultSchema, NOTIFICATIONS_PAGE_DEFAULTS, NotificationsPageSchema, NotificationsQuerySchema } from './schemas';
import type { NotificationService } from './service';

/** The header bell's feed under /v2, on sites with `notifications-feed`, for the signed-in customer: list, and mark read. */
export const notificationRoutes: FastifyPluginAsyncTypebox<{ notifications: NotificationService; identity: Authenticator; sites: SiteService }> = async (app, { notifications, identity, sites }) => {
  // Hooks run in order: a site without the feed answers 404 before any token is looked at.
  const feedForCustomer = [requireCapability(sites, 'notifications-feed'), requireCustomer(identity)];
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/notifications', { onRequest: feedForCustomer, schema: { querystring: NotificationsQuerySchema, response: { 200: NotificationsPageSchema, ...errorResponses(400, 401, 404, 422) } } }, async (request) => {
    const { limit = NOTIFICATIONS_PAGE_DEFAULTS.limit, offset = NOTIFICATIONS_PAGE_DEFAULTS.offset } = request.query;
    return notifications.list(customerOf(request).customerId, { limit, offset });
  });

  app.post(
    '/notifications/read',
    { onRequest: feedForCustomer, schema: { body: MarkReadBodySchema, response: { 200: MarkReadResultSchema, ...errorResponses(400, 401, 404, 413, 415, 422) } } },
    async (request) => {
      const { ids, all } = request.body;
      // The schema admits exactly one of the two.
      const unread = await notifications.markRead(customerOf(request).customerId, all === true ? 'all' : (ids ?? []));
      return { unread };
    },
  );
};
