import { useEffect, useState } from 'react';
import type { EventBus } from '@drawfront/shared/bus/event-bus';
import type { EventOf } from '@drawfront/shared/bus/events';

export type ItemAdded = EventOf<'cart/item-added'>;

/**
 * The last add a remote announced on this page (the drawer shows it), and a way to close the drawer. Like
 * the other drawers it belongs to the page it opened on: navigating away closes it.
 */
export function usePreCartDrawer(bus: EventBus, pathname: string): { added: ItemAdded | null; close: () => void } {
  const [opened, setOpened] = useState<{ added: ItemAdded; pathname: string } | null>(null);
  useEffect(() => {
    const subscription = bus.on('cart/item-added').subscribe((added) => setOpened({ added, pathname: window.location.pathname }));
    return () => subscription.unsubscribe();
  }, [bus]);
  return { added: opened?.pathname === pathname ? opened.added : null, close: () => setOpened(null) };
}
