import { Link } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { Ticket } from '@drawfront/shared/contract/purchase';
import { drawDateText } from '../model/draw-date-text';
import { ticketDetailPath } from '../model/ticket-paths';
import type { TicketStatus } from '../model/ticket-paths';

export interface TicketListProps {
  tickets: Ticket[];
  status: TicketStatus;
  label: string;
  now: Date;
  i18n: I18n;
}

/** Tickets as a labelled list of cards; each card's heading links to the ticket. */
export function TicketList({ tickets, status, label, now, i18n }: TicketListProps) {
  return (
    <ul className="account-ticket-list" aria-label={label}>
      {tickets.map((ticket) => (
        <li key={ticket.id} className="account-ticket-card">
          <h2 className="account-ticket-card__title">
            {/* Several tickets can share an offer: the draw in the link's name tells them apart. */}
            <Link
              className="df-ui-link"
              to={ticketDetailPath(status, ticket.id)}
              aria-label={i18n.t('account.tickets.link-name', '{offerName}, draw {drawNo}', { offerName: ticket.offerName, drawNo: ticket.drawNo })}
            >
              {ticket.offerName}
            </Link>
          </h2>
          <dl className="account-ticket-card__facts">
            <div className="account-ticket-card__fact">
              <dt>{i18n.t('account.tickets.draw', 'Draw')}</dt>
              <dd>{ticket.drawNo}</dd>
            </div>
            <div className="account-ticket-card__fact">
              <dt>{i18n.t('account.tickets.draw-date', 'Draw date')}</dt>
              <dd>
                <time dateTime={ticket.drawDate}>{drawDateText(ticket.drawDate, status, now, i18n)}</time>
              </dd>
            </div>
            <div className="account-ticket-card__fact">
              <dt>{i18n.t('account.tickets.games', 'Games')}</dt>
              <dd>{ticket.games.length}</dd>
            </div>
            <div className="account-ticket-card__fact">
              <dt>{i18n.t('account.tickets.price', 'Price')}</dt>
              <dd>{i18n.money(ticket.price.amount)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
