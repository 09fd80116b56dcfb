import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Button } from '@drawfront/shared/ui/button';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { useUpcomingTickets } from '../hooks/use-upcoming-tickets';
import { PrintedTicket } from './printed-ticket';
import './print-tickets.css';

export type PrintTicketsPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'> & {
  /** Opens the browser's print dialog; window.print by default. */
  print?: () => void;
};

/**
 * `/my-account/print-tickets` (storefront §2): every upcoming ticket as a plain block, one after the other.
 * The print stylesheet leaves out everything but the tickets (the site's header, footer and this page's
 * buttons), and never splits a ticket across two sheets.
 */
export function PrintTicketsPage({ api, i18n, navigate, site, print = () => window.print() }: PrintTicketsPageProps) {
  const heading = i18n.t('account.print.heading', 'Print your tickets');
  usePageTitle(heading, site.name);
  const resource = useUpcomingTickets(api);
  const upcoming = usePathTo(site)('upcoming-tickets');
  return (
    <div className="account-print">
      <PageHeading intro={i18n.t('account.print.intro', 'Your upcoming tickets, ready to print or save as a PDF.')}>{heading}</PageHeading>
      {resource.status === 'loading' ? (
        <LoadingRegion label={i18n.t('account.print.loading', 'Loading your upcoming tickets')}>
          <Skeleton height="6rem" />
          <Skeleton height="6rem" />
        </LoadingRegion>
      ) : null}
      {resource.status === 'error' ? (
        <LoadError title={i18n.t('account.tickets.error-title', "We couldn't load your tickets")} error={resource.error} i18n={i18n} onRetry={resource.retry} />
      ) : null}
      {resource.status === 'success' ? (
        <>
          <div className="account-print__actions">
            {resource.data.tickets.length > 0 ? (
              <Button onClick={print}>{i18n.t('account.print.button', 'Print tickets')}</Button>
            ) : (
              <p>{i18n.t('account.tickets.upcoming.empty', 'You have no upcoming tickets.')}</p>
            )}
            {upcoming ? (
              <ShellLink to={upcoming} navigate={navigate}>
                {i18n.t('account.print.back', 'Back to upcoming tickets')}
              </ShellLink>
            ) : null}
          </div>
          {resource.data.total > resource.data.tickets.length ? (
            <p className="account-print__more">
              {i18n.t('account.print.more', 'This shows your next {shown} tickets of {total}.', { shown: resource.data.tickets.length, total: resource.data.total })}
            </p>
          ) : null}
          <div className="account-print__tickets">
            {resource.data.tickets.map((ticket) => (
              <PrintedTicket key={ticket.id} ticket={ticket} i18n={i18n} />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
