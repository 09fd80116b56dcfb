/**
 * The customer's notifications feed: the header bell (capability `notifications-feed`). A draw result
 * arrives here the moment the draw is scored; the customer reads the list and marks items read.
 */

/** What a notice is about; the draw engine sends 'draw_result', later features add their own. */
export type FeedNotificationKind = 'draw_result' | (string & {});

/** One notice in the feed (`GET /v2/notifications`). */
export interface FeedNotification {
  id: string;
  kind: FeedNotificationKind;
  title: string;
  body: string;
  /** An in-site path to open (a draw's results page), or null. */
  link: string | null;
  createdAt: string;
  read: boolean;
}

/** `GET /v2/notifications?limit=&offset=`: a page, newest first, with the customer's unread count and total. */
export interface NotificationsPage {
  items: FeedNotification[];
  unread: number;
  total: number;
}

/** `POST /v2/notifications/read` body: some of the customer's notices, or all of them. */
export type MarkNotificationsReadRequest = { ids: string[] } | { all: true };

/** `POST /v2/notifications/read` answer: what is still unread afterwards. */
export interface MarkNotificationsReadResult {
  unread: number;
}
