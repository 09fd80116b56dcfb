import type { NotificationInput } from '../bus/events';
import { createStore, type Store } from './store';

export interface Notification extends NotificationInput {
  id: string;
}

/** Notifications auto-dismiss after 10 s (spec part 2 §9). */
export const NOTIFICATION_AUTO_DISMISS_MS = 10_000;

export interface NotificationStore extends Store<readonly Notification[]> {
  show(input: NotificationInput): string;
  dismiss(id: string): void;
}

/** A notification stack; `show` schedules the auto-dismiss unless `isAutoDismissed` is false. */
export function createNotificationStore(schedule: (fn: () => void, ms: number) => unknown = setTimeout): NotificationStore {
  const store = createStore<readonly Notification[]>([]);
  let counter = 0;
  const dismiss = (id: string) => store.update((list) => list.filter((n) => n.id !== id));
  return {
    ...store,
    show(input) {
      counter += 1;
      const id = `n${counter}`;
      store.update((list) => [...list, { ...input, id }]);
      if (input.isAutoDismissed !== false) schedule(() => dismiss(id), NOTIFICATION_AUTO_DISMISS_MS);
      return id;
    },
    dismiss,
  };
}
