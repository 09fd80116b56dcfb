import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { onRequestHookHandler } from 'fastify';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../plugins/error-response';
import { renderMailboxPage } from './dev-mailbox-page';
import { OUTBOX_ERRORS } from './errors';
import { MAILBOX_DEFAULT_LIMIT, MailboxMessagesSchema, MailboxPageSchema, MailboxQuerySchema } from './schemas';
import type { OutboxService } from './service';

export const DEV_MAILBOX_PATH = '/dev/mailbox';

/**
 * The development mailbox: `GET /dev/mailbox` (a page a person reads codes and links on) and
 * `GET /dev/mailbox/messages` (the same as JSON, for tests and e2e journeys). Unsigned, like any page
 * a browser opens; in production both answer 404 `dev_mailbox_unavailable`, because mail holds sign-in links.
 */
export const devMailboxRoutes: FastifyPluginAsyncTypebox<{ outbox: OutboxService; production: boolean }> = async (app, { outbox, production }) => {
  const developmentOnly: onRequestHookHandler = async (request) => {
    if (production) throw new AppError(OUTBOX_ERRORS.devMailboxOff, [request.url.split('?')[0] ?? DEV_MAILBOX_PATH]);
  };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(DEV_MAILBOX_PATH, { onRequest: developmentOnly, schema: { querystring: MailboxQuerySchema, response: { 200: MailboxPageSchema, ...errorResponses(404, 422) } } }, async (request, reply) => {
    const { to, limit = MAILBOX_DEFAULT_LIMIT } = request.query;
    const mails = await outbox.list({ to, limit });
    return reply.type('text/html; charset=utf-8').send(renderMailboxPage(mails, { to, path: DEV_MAILBOX_PATH }));
  });

  app.get(
    `${DEV_MAILBOX_PATH}/messages`,
    { onRequest: developmentOnly, schema: { querystring: MailboxQuerySchema, response: { 200: MailboxMessagesSchema, ...errorResponses(404, 422) } } },
    async (request) => {
      const { to, limit = MAILBOX_DEFAULT_LIMIT } = request.query;
      const mails = await outbox.list({ to, limit });
      return {
        messages: mails.map((mail) => ({
          id: mail.id,
          siteKey: mail.siteKey,
          to: mail.to,
          template: mail.template,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          status: mail.status,
          attempts: mail.attempts,
          lastError: mail.lastError,
          transport: mail.transport,
          createdAt: mail.createdAt.toISOString(),
          sentAt: mail.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
