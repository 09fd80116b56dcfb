import type { ApiClient, ApiRequest } from '@drawfront/shared/api-client/types';
import type { FeedNotification, MarkNotificationsReadRequest, NotificationsPage } from '@drawfront/shared/contract/notifications';
import { buildApi } from '@drawfront/shared/testing/build-remote-props';

let sequence = 0;

/** A draw-result notice as the draw engine writes it (newest first when built in order and reversed). */
export function buildFeedNotification(overrides: Partial<FeedNotification> = {}): FeedNotification {
  sequence += 1;
  const drawNo = 4400 + sequence;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    kind: 'draw_result',
    title: `Saturday Super Draw draw ${drawNo} results`,
    body: 'You matched 3 numbers: division 5, $12.50.',
    link: `/saturday-super-draw/results/draw/${drawNo}`,
    createdAt: '2030-01-06T09:00:00.000Z',
    read: false,
    ...overrides,
  };
}

/** The feed as a fake API serves it: the notices (newest first) and every feed call made. */
export interface FakeFeed {
  api: ApiClient;
  notices: FeedNotification[];
  calls: ApiRequest[];
  /** Makes the next feed calls fail with this error until cleared with null. */
  failWith(error: unknown): void;
}

/**
 * An API that answers `GET /notifications` (offset paging) and `POST /notifications/read` as the real
 * one does, over `notices`; any other call fails the test.
 */
export function fakeFeed(notices: FeedNotification[] = []): FakeFeed {
  const calls: ApiRequest[] = [];
  let failure: unknown = null;
  const unread = () => notices.filter((notice) => !notice.read).length;
  const feed: FakeFeed = {
    notices,
    calls,
    failWith: (error) => {
      failure = error;
    },
    api: buildApi(async (request) => {
      calls.push(request);
      if (failure !== null) throw failure;
      if (request.path === '/notifications' && (request.method ?? 'GET') === 'GET') {
        const limit = Number(request.query?.limit ?? 10);
        const offset = Number(request.query?.offset ?? 0);
        const page: NotificationsPage = { items: notices.slice(offset, offset + limit).map((notice) => ({ ...notice })), unread: unread(), total: notices.length };
        return page;
      }
      if (request.path === '/notifications/read' && request.method === 'POST') {
        const body = request.body as MarkNotificationsReadRequest;
        for (const notice of notices) if ('all' in body || body.ids.includes(notice.id)) notice.read = true;
        return { unread: unread() };
      }
      throw new Error(`Unexpected API call ${request.method ?? 'GET'} ${request.path}`);
    }),
  };
  return feed;
}
