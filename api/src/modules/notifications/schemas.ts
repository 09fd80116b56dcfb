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

const NotificationIdSchema = PatternString('^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', 'must be a notification id (a UUID)');

export const MarkReadBodySchema = Type.Union([
  Type.Object({ ids: Type.Array(NotificationIdSchema, { minItems: 1, maxItems: 100 }) }, { additionalProperties: false }),
  Type.Object({ all: Type.Literal(true) }, { additionalProperties: false }),
]);

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
assertType<SameShape<Static<typeof MarkReadBodySchema>, MarkNotificationsReadRequest>>();
assertType<SameShape<Static<typeof MarkReadResultSchema>, MarkNotificationsReadResult>>();
