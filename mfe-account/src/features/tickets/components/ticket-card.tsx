import { Link } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { Ticket } from '@drawfront/shared/contract/purchase';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { drawDateText } from '../model/draw-date-text';
import type { SupportContact } from '../model/support-contact';
import { ticketDetailPath } from '../model/ticket-paths';
import type { TicketStatus } from '../model/ticket-paths';
import { DrawProgress } from './draw-progress';
import { ResultLink } from './result-link';
import { factsOfTicket } from '@drawfront/shared/lines/line-sources';
import { presentLine } from '@drawfront/shared/lines/present-line';
import { TicketGames } from './ticket-games';
import { TicketPrize } from './ticket-prize';
import { WinningNumbers } from './winning-numbers';

export interface TicketCardProps {
  ticket: Ticket;
  status: TicketStatus;
  now: Date;
  /** The ticket's draw result page, or null for no link. */
  resultPath: string | null;
  /** The site's paths: the card's heading links to the ticket's page when the site has it. */
  pathTo: PathTo;
  support: SupportContact;
  i18n: I18n;
  navigate: RemoteProps['navigate'];
}

/**
 * One ticket in a list: its heading links to the ticket. Once its draw is scored the card shows the
 * winning numbers, the games with their matches and divisions, and the prize; before, where the draw stands.
 */
export function TicketCard({ ticket, status, now, resultPath, pathTo, support, i18n, navigate }: TicketCardProps) {
  const detailPath = ticketDetailPath(pathTo, status, ticket.id);
  return (
    <li className="account-ticket-card">
      <h2 className="account-ticket-card__title">
        {/* Several tickets can share an offer: the draw in the link's name tells them apart. */}
        {detailPath ? (
          <Link className="df-ui-link" to={detailPath} aria-label={i18n.t('account.tickets.link-name', '{offerName}, draw {drawNo}', { offerName: ticket.offerName, drawNo: ticket.drawNo })}>
            {ticket.offerName}
          </Link>
        ) : (
          ticket.offerName
        )}
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
          {/* "4 games", "System 8 (28 games)", "3 raffle tickets (nos. 1041–1043)": the one wording of every line. */}
          <dd>{presentLine(factsOfTicket(ticket), i18n).label}</dd>
        </div>
        {ticket.reference ? (
          <div className="account-ticket-card__fact">
            <dt>{i18n.t('account.tickets.reference', 'Reference')}</dt>
            <dd>{ticket.reference}</dd>
          </div>
        ) : null}
        <div className="account-ticket-card__fact">
          <dt>{i18n.t('account.tickets.price', 'Price')}</dt>
          <dd>{i18n.money(ticket.price.amount)}</dd>
        </div>
      </dl>
      <DrawProgress ticket={ticket} i18n={i18n} />
      {ticket.outcome ? (
        <>
          <WinningNumbers numbers={ticket.outcome.winningNumbers} i18n={i18n} />
          <TicketGames games={ticket.games} outcome={ticket.outcome} i18n={i18n} />
          <TicketPrize outcome={ticket.outcome} support={support} i18n={i18n} />
        </>
      ) : (
        <TicketGames games={ticket.games} i18n={i18n} />
      )}
      <ResultLink ticket={ticket} path={resultPath} i18n={i18n} navigate={navigate} />
    </li>
  );
}
