import { unreadFor } from '@drawfront/shared/stores/notifications-feed-store';
import { useStore } from '@drawfront/shared/ui/use-store';
import type { ShellContext } from '../../lib/shell-context';
import { NOTIFICATIONS_PANEL_ID } from '../../lib/drawer-ids';
import { badgeText, bellLabel } from './bell-label';
import { BellIcon } from './bell-icon';
import { useUnreadCountSync } from './use-unread-count-sync';

export interface NotificationsBellProps {
  context: ShellContext;
  panelOpen: boolean;
  onOpenPanel: () => void;
}

/**
 * The header's notifications icon (groups spec §2 "Header"): for a signed-in customer on a site with
 * the notifications feed, a bell with the unread count that opens the feed's panel. Nothing otherwise.
 */
export function NotificationsBell({ context, panelOpen, onOpenPanel }: NotificationsBellProps) {
  const session = useStore(context.session);
  if (!context.site.capabilities.includes('notifications-feed') || !session.isAuthenticated || session.customerId === null) return null;
  // Keyed by customer: another customer's sign-in starts a new poll, never continues the last one's.
  return <CustomerBell key={session.customerId} context={context} customerId={session.customerId} panelOpen={panelOpen} onOpenPanel={onOpenPanel} />;
}

function CustomerBell({ context, customerId, panelOpen, onOpenPanel }: NotificationsBellProps & { customerId: string }) {
  useUnreadCountSync(context.api, context.notificationsFeed, customerId);
  const unread = unreadFor(useStore(context.notificationsFeed), customerId);
  const open = () => {
    context.bus.emit({ type: 'analytics/track', name: 'notifications_feed_opened', properties: { unread } });
    onOpenPanel();
  };
  return (
    <button
      type="button"
      // The header's icon-button look: the bell sits among its icons.
      className="df-header__icon-button"
      aria-label={bellLabel(unread)}
      aria-haspopup="dialog"
      aria-expanded={panelOpen}
      aria-controls={NOTIFICATIONS_PANEL_ID}
      onClick={open}
    >
      <BellIcon />
      {unread > 0 && (
        <span className="df-header__badge" aria-hidden="true">
          {badgeText(unread)}
        </span>
      )}
    </button>
  );
}
