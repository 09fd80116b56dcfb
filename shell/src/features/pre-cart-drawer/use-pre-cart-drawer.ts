import { useEffect, useState } from 'react';
import type { EventBus } from '@drawfront/shared/bus/event-bus';
import type { EventOf } from '@drawfront/shared/bus/events';
import type { PageVisits } from '../../lib/page-visits';

export type ItemAdded = EventOf<'cart/item-added'>;

/**
 * The last add a remote announced on this page (the drawer shows it), and a way to close the drawer. Like
 * the other drawers it belongs to the page it opened on: navigating away closes it, and an add that answers
 * after the customer left the page it started on opens nothing (`visits`, the shell's navigation epoch).
 */
export function usePreCartDrawer(bus: EventBus, pathname: string, visits: Pick<PageVisits, 'isCurrent'>): { added: ItemAdded | null; close: () => void } {
  const [opened, setOpened] = useState<{ added: ItemAdded; pathname: string } | null>(null);
  useEffect(() => {
    const subscription = bus.on('cart/item-added').subscribe((added) => {
      if (visits.isCurrent(added.startedAt)) setOpened({ added, pathname: window.location.pathname });
    });
    return () => subscription.unsubscribe();
  }, [bus, visits]);
  return { added: opened?.pathname === pathname ? opened.added : null, close: () => setOpened(null) };
}
