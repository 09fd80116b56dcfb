import { Link, Navigate, useParams } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { Ticket } from '@drawfront/shared/contract/purchase';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { useTicket } from '../hooks/use-ticket';
import { drawDateText } from '../model/draw-date-text';
import { ticketResultPath } from '../model/result-path';
import type { SupportContact } from '../model/support-contact';
import { ticketDetailPath, ticketListPath } from '../model/ticket-paths';
import type { TicketStatus } from '../model/ticket-paths';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { isNotFound } from '../../../lib/is-not-found';
import { DrawProgress } from './draw-progress';
import { ResultLink } from './result-link';
import { TicketGames } from './ticket-games';
import { factsOfTicket } from '@drawfront/shared/lines/line-sources';
import { presentLine } from '@drawfront/shared/lines/present-line';
import { TicketPrize } from './ticket-prize';
import { TicketProofPanel } from './ticket-proof-panel';
import { TicketsLoading } from './tickets-loading';
import { WinningNumbers } from './winning-numbers';
import './tickets.css';

export interface TicketDetailPageProps extends Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'> {
  /** Which list the address is under; a ticket shown under the other one is moved to its own. */
  status: TicketStatus;
  clock?: () => Date;
}

function backText(status: TicketStatus, i18n: I18n): string {
  return status === 'upcoming' ? i18n.t('account.ticket.back-upcoming', 'Back to upcoming tickets') : i18n.t('account.ticket.back-past', 'Back to past tickets');
}

/** /my-account/{upcoming,past}-tickets/ticket/{id}: one ticket's draw, games, price and checkout, and once drawn its result. */
export function TicketDetailPage({ api, i18n, navigate, site, status, clock = () => new Date() }: TicketDetailPageProps) {
  const { id = '' } = useParams();
  const resource = useTicket(api, id);
  const pathTo = usePathTo(site);
  const notFound = resource.status === 'error' && isNotFound(resource.error);
  const heading = notFound ? i18n.t('account.ticket.not-found-heading', 'Ticket not found') : i18n.t('account.ticket.heading', 'Ticket details');
  usePageTitle(heading, site.name);

  // A ticket whose draw has happened since the link was made: show it under past tickets.
  const movedTo = resource.status === 'success' && resource.data.status !== status ? ticketDetailPath(pathTo, resource.data.status, resource.data.id) : null;
  if (movedTo) return <Navigate to={movedTo} replace />;
  const list = ticketListPath(pathTo, status);

  return (
    <div className="account-ticket">
      <PageHeading>{heading}</PageHeading>
      {resource.status === 'loading' ? <TicketsLoading label={i18n.t('account.ticket.loading', 'Loading your ticket')} rows={1} /> : null}
      {notFound ? (
        <div className="account-list-empty">
          <p className="account-list-empty__text">
            {i18n.t('account.ticket.not-found', "We couldn't find this ticket. It may belong to another account, or the link may be wrong.")}
          </p>
        </div>
      ) : null}
      {resource.status === 'error' && !notFound ? (
        <LoadError title={i18n.t('account.ticket.error-title', "We couldn't load this ticket")} error={resource.error} i18n={i18n} onRetry={resource.retry} />
      ) : null}
      {resource.status === 'success' ? (
        <TicketDetails
          ticket={resource.data}
          receiptPath={pathTo('receipt', { checkoutID: resource.data.checkoutId })}
          resultPath={ticketResultPath(pathTo, resource.data)}
          support={site.constants}
          now={clock()}
          i18n={i18n}
          navigate={navigate}
        />
      ) : null}
      {resource.status === 'success' ? <TicketProofPanel api={api} i18n={i18n} navigate={navigate} site={site} ticketId={resource.data.id} /> : null}
      {list && (
        <p className="account-ticket__back">
          <Link className="df-ui-link" to={list}>
            {backText(status, i18n)}
          </Link>
        </p>
      )}
    </div>
  );
}

interface TicketDetailsProps {
  ticket: Ticket;
  /** The receipt of the checkout that bought the ticket; null shows the reference without a link. */
  receiptPath: string | null;
  /** The draw's result page once drawn; null shows no link. */
  resultPath: string | null;
  support: SupportContact;
  now: Date;
  i18n: I18n;
  navigate: RemoteProps['navigate'];
}

function TicketDetails({ ticket, receiptPath, resultPath, support, now, i18n, navigate }: TicketDetailsProps) {
  return (
    <>
      <dl className="account-ticket__facts">
        <div className="account-ticket__fact">
          <dt>{i18n.t('account.ticket.offer', 'Offer')}</dt>
          <dd>{ticket.offerName}</dd>
        </div>
        <div className="account-ticket__fact">
          <dt>{i18n.t('account.tickets.draw', 'Draw')}</dt>
          <dd>{ticket.drawNo}</dd>
        </div>
        <div className="account-ticket__fact">
          <dt>{i18n.t('account.tickets.draw-date', 'Draw date')}</dt>
          <dd>
            <time dateTime={ticket.drawDate}>{drawDateText(ticket.drawDate, ticket.status, now, i18n)}</time>
          </dd>
        </div>
        <div className="account-ticket__fact">
          <dt>{i18n.t('account.tickets.games', 'Games')}</dt>
          <dd>{presentLine(factsOfTicket(ticket), i18n).label}</dd>
        </div>
        <div className="account-ticket__fact">
          <dt>{i18n.t('account.tickets.price', 'Price')}</dt>
          <dd>{i18n.money(ticket.price.amount)}</dd>
        </div>
        <div className="account-ticket__fact">
          <dt>{i18n.t('account.ticket.checkout-reference', 'Checkout reference')}</dt>
          <dd>
            {/* The receipt belongs to the checkout remote: the shell navigates there. */}
            {receiptPath ? (
              <ShellLink to={receiptPath} navigate={navigate} aria-label={i18n.t('account.ticket.receipt-link', '{reference}, view receipt', { reference: ticket.reference ?? ticket.checkoutId })}>
                {ticket.reference ?? ticket.checkoutId}
              </ShellLink>
            ) : (
              (ticket.reference ?? ticket.checkoutId)
            )}
          </dd>
        </div>
      </dl>
      <DrawProgress ticket={ticket} i18n={i18n} />
      {ticket.outcome ? (
        <>
          <h2 className="account-ticket__section-title">{i18n.t('account.ticket.result-heading', 'Result')}</h2>
          <WinningNumbers numbers={ticket.outcome.winningNumbers} i18n={i18n} />
          <TicketPrize outcome={ticket.outcome} support={support} i18n={i18n} />
        </>
      ) : null}
      <ResultLink ticket={ticket} path={resultPath} i18n={i18n} navigate={navigate} />
      <h2 className="account-ticket__section-title">{i18n.t('account.ticket.games-heading', 'Your numbers')}</h2>
      <TicketGames games={ticket.games} outcome={ticket.outcome} i18n={i18n} />
    </>
  );
}
