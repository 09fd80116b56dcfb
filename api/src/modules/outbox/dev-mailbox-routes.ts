import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { errorResponses } from '../../plugins/error-response';
import { renderMailboxPage } from './dev-mailbox-page';
import { MAILBOX_DEFAULT_LIMIT, MailboxMessagesSchema, MailboxPageSchema, MailboxQuerySchema, MailParamsSchema } from './schemas';
import type { OutboxService } from './service';

export const DEV_MAILBOX_PATH = '/dev/mailbox';

/**
 * The development mailbox: `GET /dev/mailbox` (a page a person reads codes and links on),
 * `GET /dev/mailbox/messages` (the same as JSON, for tests and e2e journeys) and
 * `GET /dev/mailbox/messages/{id}/html` (a mail's HTML part as a mail client shows it). Unsigned, like any page
 * a browser opens. Registered behind the test doors only: in production neither exists (404), because mail
 * holds sign-in links.
 */
export const devMailboxRoutes: FastifyPluginAsyncTypebox<{ outbox: OutboxService }> = async (app, { outbox }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(DEV_MAILBOX_PATH, { schema: { querystring: MailboxQuerySchema, response: { 200: MailboxPageSchema, ...errorResponses(422) } } }, async (request, reply) => {
    const { to, limit = MAILBOX_DEFAULT_LIMIT } = request.query;
    const mails = await outbox.list({ to, limit });
    return reply.type('text/html; charset=utf-8').send(renderMailboxPage(mails, { to, path: DEV_MAILBOX_PATH }));
  });

  app.get(
    `${DEV_MAILBOX_PATH}/messages`,
    { schema: { querystring: MailboxQuerySchema, response: { 200: MailboxMessagesSchema, ...errorResponses(422) } } },
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

  app.get(`${DEV_MAILBOX_PATH}/messages/:id/html`, { schema: { params: MailParamsSchema, response: { 200: MailboxPageSchema, ...errorResponses(404) } } }, async (request, reply) => {
    const mail = await outbox.find(request.params.id);
    if (!mail) throw new AppError(ERROR_CODES.mailNotFound, [request.params.id]);
    if (mail.html === null) throw new AppError(ERROR_CODES.mailHasNoHtml, [request.params.id]);
    // As a mail client would: the mail's own markup and styles, no script, nothing fetched but its images.
    reply.header('Content-Security-Policy', "sandbox allow-popups allow-top-navigation-by-user-activation; default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'");
    return reply.type('text/html; charset=utf-8').send(mail.html);
  });
};
