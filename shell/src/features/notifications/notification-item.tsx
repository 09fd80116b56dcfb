import { Button } from '@drawfront/shared/ui/button';
import type { NotificationAction, NotificationLevel } from '@drawfront/shared/bus/events';
import type { Notification } from '@drawfront/shared/stores/notification-store';
import { Link } from 'react-router-dom';

/** The spec's shared dismissal text (part 2 §8). */
export const DISMISS_TEXT = 'Ok, got it';

/** Said before the title, so the level is not told by colour alone (WCAG 1.4.1). */
const LEVEL_PREFIX: Record<NotificationLevel, string> = { info: 'Information: ', success: 'Success: ', warning: 'Warning: ', error: 'Error: ' };

interface Props {
  notification: Notification;
  onDismiss: (id: string) => void;
  onAction: (notification: Notification, action: NotificationAction) => void;
}

function ActionControl({ action, onChosen }: { action: NotificationAction; onChosen: () => void }) {
  if (action.link?.startsWith('/')) {
    return (
      <Link className="df-ui-link" to={action.link} onClick={onChosen}>
        {action.text}
      </Link>
    );
  }
  // Only http(s) leaves the site: a javascript: or data: link from a remote must never become an href.
  if (action.link && /^https?:\/\//i.test(action.link)) {
    return (
      <a className="df-ui-link" href={action.link} onClick={onChosen}>
        {action.text}
      </a>
    );
  }
  return (
    <Button variant="secondary" onClick={onChosen}>
      {action.text}
    </Button>
  );
}

/** One notification; errors interrupt (role="alert"), everything else waits its turn (role="status"). */
export function NotificationItem({ notification, onDismiss, onAction }: Props) {
  const { id, level, title, message, actions } = notification;
  const isError = level === 'error';
  return (
    <div className={`df-notification df-notification--${level}`} role={isError ? 'alert' : 'status'} aria-live={isError ? 'assertive' : 'polite'}>
      <p className="df-notification__title">
        <span className="df-ui-visually-hidden">{LEVEL_PREFIX[level]}</span>
        {title}
      </p>
      <p className="df-notification__message">{message}</p>
      <div className="df-notification__actions">
        {actions?.map((action) => (
          <ActionControl key={action.id} action={action} onChosen={() => onAction(notification, action)} />
        ))}
        <Button variant="text" onClick={() => onDismiss(id)}>
          {DISMISS_TEXT}
        </Button>
      </div>
    </div>
  );
}
