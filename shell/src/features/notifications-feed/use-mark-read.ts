import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { MarkNotificationsReadRequest, MarkNotificationsReadResult } from '@drawfront/shared/contract/notifications';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import type { SubmitOnce } from '@drawfront/shared/data/use-submit-once';
import type { NotificationsFeedStore } from '@drawfront/shared/stores/notifications-feed-store';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { markNotificationsRead } from './notifications-api';

export interface MarkReadOptions {
  api: ApiClient;
  feed: NotificationsFeedStore;
  customerId: string;
  /** Runs after the API marked them, even if the panel has closed meanwhile (a followed link closes it). */
  onMarked?: (request: MarkNotificationsReadRequest) => void;
}

/** Marks notices read once at a time; the API's answer (what is still unread) becomes the bell's count. */
export function useMarkRead({ api, feed, customerId, onMarked }: MarkReadOptions): SubmitOnce<MarkNotificationsReadRequest, MarkNotificationsReadResult, string> {
  return useSubmitOnce({
    send: (request: MarkNotificationsReadRequest) => markNotificationsRead(api, request),
    toFailure: (error) => errorMessage(error, 'We could not mark your notifications as read. Please try again.'),
    onSuccess: (result, request) => {
      feed.set({ customerId, unread: result.unread });
      onMarked?.(request);
    },
  });
}
