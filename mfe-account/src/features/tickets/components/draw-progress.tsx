import type { I18n } from '@drawfront/shared/contract/i18n';
import type { Ticket } from '@drawfront/shared/contract/purchase';
import { drawProgressText } from '../model/outcome-texts';

/** "Sales closed — waiting for the draw" or "Drawn — checking your numbers", when either applies. */
export function DrawProgress({ ticket, i18n }: { ticket: Pick<Ticket, 'drawStatus' | 'outcome'>; i18n: I18n }) {
  const text = drawProgressText(ticket, i18n);
  return text ? <p className="account-ticket-progress">{text}</p> : null;
}
