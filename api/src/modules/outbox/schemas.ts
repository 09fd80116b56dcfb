import { Type } from 'typebox';
import { Nullable } from '../../lib/typebox';

export const MAILBOX_DEFAULT_LIMIT = 50;

/** `GET /dev/mailbox/messages/{id}/html`: which mail's HTML part. */
export const MailParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const MailboxQuerySchema = Type.Object({
  /** Only mail to this address (case-insensitive). */
  to: Type.Optional(Type.String({ minLength: 1, maxLength: 320 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});

/** The page itself: an HTML string (with a text/html content type Fastify sends it as is, not as JSON). */
export const MailboxPageSchema = Type.String();

export const MailboxMessageSchema = Type.Object({
  id: Type.String(),
  siteKey: Type.String(),
  to: Type.String(),
  template: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Nullable(Type.String()),
  status: Type.Enum(['pending', 'sent', 'failed']),
  attempts: Type.Integer(),
  lastError: Nullable(Type.String()),
  transport: Nullable(Type.String()),
  createdAt: Type.String(),
  sentAt: Nullable(Type.String()),
});

export const MailboxMessagesSchema = Type.Object({ messages: Type.Array(MailboxMessageSchema) });
