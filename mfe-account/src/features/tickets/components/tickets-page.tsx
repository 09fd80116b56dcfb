import { Navigate, useParams } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { useTicketPage } from '../hooks/use-ticket-page';
import { pageCount, parsePageParam } from '../../../lib/page-number';
import { playPath } from '../model/play-path';
import { ticketResultPath } from '../model/result-path';
import { ticketListPath } from '../model/ticket-paths';
import type { TicketStatus } from '../model/ticket-paths';
import { ListHeading } from '../../../components/list-heading';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { OutOfRange } from '../../../components/out-of-range';
import { Pagination } from '../../../components/pagination';
import { TicketList } from './ticket-list';
import { TicketsLoading } from './tickets-loading';
import './tickets.css';

export interface TicketsPageProps extends Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'> {
  status: TicketStatus;
  /** The time draw-day labels are measured from. */
  clock?: () => Date;
}

function texts(status: TicketStatus, i18n: I18n) {
  return status === 'upcoming'
    ? {
        heading: i18n.t('account.tickets.upcoming.heading', 'Upcoming tickets'),
        loading: i18n.t('account.tickets.upcoming.loading', 'Loading your upcoming tickets'),
        empty: i18n.t('account.tickets.upcoming.empty', 'You have no upcoming tickets.'),
      }
    : {
        heading: i18n.t('account.tickets.past.heading', 'Past tickets'),
        loading: i18n.t('account.tickets.past.loading', 'Loading your past tickets'),
        empty: i18n.t('account.tickets.past.empty', 'You have no past tickets.'),
      };
}

/**
 * /my-account/upcoming-tickets/{page?} and /my-account/past-tickets/{page?}. "/1" is sent to the
 * plain path so page 1 has one address; a segment that is not a page number is not found.
 */
export function TicketsPage(props: TicketsPageProps) {
  const { page: pageParam } = useParams();
  const page = parsePageParam(pageParam);
  const firstPage = ticketListPath(usePathTo(props.site), props.status);
  if (page === null) return <NotFound i18n={props.i18n} navigate={props.navigate} />;
  if (pageParam === '1' && firstPage) return <Navigate to={firstPage} replace />;
  return <TicketsPageContent {...props} page={page} />;
}

function TicketsPageContent({ api, i18n, navigate, site, status, page, clock = () => new Date() }: TicketsPageProps & { page: number }) {
  const text = texts(status, i18n);
  const title = page > 1 ? i18n.t('account.list.page-title', '{heading}, page {page}', { heading: text.heading, page }) : text.heading;
  usePageTitle(title, site.name);
  const resource = useTicketPage(api, status, page);
  const pathTo = usePathTo(site);
  const play = playPath(pathTo);
  const printPath = pathTo('print-tickets');

  return (
    <div className="account-tickets">
      <ListHeading focusKey={page}>{text.heading}</ListHeading>
      {resource.status === 'loading' ? <TicketsLoading label={text.loading} /> : null}
      {resource.status === 'error' ? (
        <LoadError title={i18n.t('account.tickets.error-title', "We couldn't load your tickets")} error={resource.error} i18n={i18n} onRetry={resource.retry} />
      ) : null}
      {resource.status === 'success' && resource.data.tickets.length === 0 ? (
        page > 1 ? (
          <OutOfRange page={page} firstPagePath={ticketListPath(pathTo, status)} i18n={i18n} />
        ) : (
          <div className="account-list-empty">
            <p className="account-list-empty__text">{text.empty}</p>
            {play ? (
              <p className="account-list-empty__text">
                <ShellLink to={play} navigate={navigate}>
                  {i18n.t('account.tickets.play', 'Play now')}
                </ShellLink>
              </p>
            ) : null}
          </div>
        )
      ) : null}
      {resource.status === 'success' && resource.data.tickets.length > 0 ? (
        <>
          {status === 'upcoming' && printPath ? (
            <p className="account-tickets__print">
              <ShellLink to={printPath} navigate={navigate}>
                {i18n.t('account.tickets.print', 'Print your tickets')}
              </ShellLink>
            </p>
          ) : null}
          <TicketList
            tickets={resource.data.tickets}
            status={status}
            label={title}
            now={clock()}
            resultPath={(ticket) => ticketResultPath(pathTo, ticket)}
            pathTo={pathTo}
            support={site.constants}
            i18n={i18n}
            navigate={navigate}
          />
          <Pagination page={page} totalPages={pageCount(resource.data.pageInfo)} pathFor={(n) => ticketListPath(pathTo, status, n)} i18n={i18n} />
        </>
      ) : null}
    </div>
  );
}
