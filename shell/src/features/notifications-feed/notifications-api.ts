import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { MarkNotificationsReadRequest, MarkNotificationsReadResult, NotificationsPage } from '@drawfront/shared/contract/notifications';

/** How many notices the panel shows at first and adds per "Load more" (the API's own default page). */
export const FEED_PAGE_SIZE = 10;

// The bell and its panel show their own failures (or, for the poll, none): a 5xx from the feed must
// not replace the customer's page with the sitewide error page.

/** `GET /v2/notifications`: a page of the customer's notices, newest first, with the unread count and total. */
export function fetchNotifications(api: ApiClient, page: { limit: number; offset: number }, signal?: AbortSignal): Promise<NotificationsPage> {
  return api.request<NotificationsPage>({ path: '/notifications', query: { limit: page.limit, offset: page.offset }, signal, noSitewideError: true });
}

/** `POST /v2/notifications/read`: marks some notices (or all) read; answers how many are still unread. */
export function markNotificationsRead(api: ApiClient, request: MarkNotificationsReadRequest): Promise<MarkNotificationsReadResult> {
  return api.request<MarkNotificationsReadResult>({ method: 'POST', path: '/notifications/read', body: request, noSitewideError: true });
}
