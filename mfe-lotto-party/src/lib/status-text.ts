import type { I18n } from '@drawfront/shared/contract/i18n';
import type { SessionStatus } from '@drawfront/shared/contract/lotto-party';

/** A session's status (groups spec §4: open, closed, paid, cancelled) in words. */
export function statusText(status: SessionStatus, i18n: I18n): string {
  const texts: Record<SessionStatus, string> = {
    open: 'Open: selling shares',
    closed: 'Closed: tickets bought',
    paid: 'Drawn and paid',
    cancelled: 'Cancelled: shares refunded',
  };
  return i18n.t(`lotto-party.status.${status}`, texts[status]);
}
