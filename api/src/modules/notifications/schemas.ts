import type { FeedNotification, MarkNotificationsReadRequest, MarkNotificationsReadResult, NotificationsPage } from '@drawfront/shared/contract/notifications';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { Nullable, PatternString } from '../../lib/typebox';

/** The bell shows a short page; a longer history pages on. */
export const NOTIFICATIONS_PAGE_DEFAULTS = { limit: 10, offset: 0 } as const;

export const NotificationsQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});

// Written differently from the other modules' UUID patterns on purpose: lib/typebox keys its readable
// messages by the pattern's text, so an identical pattern would be reported with another module's words.
const NotificationIdSchema = PatternString('^[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}$', 'must be a notification id (a UUID)');

/**
 * `{ ids }` or `{ all: true }`, exactly one. One object with one property allowed rather than a union:
 * a union's failure reports every branch ("ids is not a known field", "all is required"), which misleads.
 */
export const MarkReadBodySchema = Type.Object(
  { ids: Type.Optional(Type.Array(NotificationIdSchema, { minItems: 1, maxItems: 100 })), all: Type.Optional(Type.Literal(true)) },
  { additionalProperties: false, minProperties: 1, maxProperties: 1 },
);

export const FeedNotificationSchema = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  title: Type.String(),
  body: Type.String(),
  link: Nullable(Type.String()),
  createdAt: Type.String(),
  read: Type.Boolean(),
});

export const NotificationsPageSchema = Type.Object({ items: Type.Array(FeedNotificationSchema), unread: Type.Integer(), total: Type.Integer() });
export const MarkReadResultSchema = Type.Object({ unread: Type.Integer() });

assertType<SameShape<Static<typeof FeedNotificationSchema>, FeedNotification>>();
assertType<SameShape<Static<typeof NotificationsPageSchema>, NotificationsPage>>();
// Every body the contract allows passes the schema (the schema's type is the union flattened).
assertType<[MarkNotificationsReadRequest] extends [Static<typeof MarkReadBodySchema>] ? true : false>();
assertType<SameShape<Static<typeof MarkReadResultSchema>, MarkNotificationsReadResult>>();
