import { Link, Navigate, useParams } from 'react-router-dom';
import type { CombinedRecurringPurchase } from '@drawfront/shared/contract/recurring';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { RouteId } from '@drawfront/shared/routes/route-table';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { LAST_ATTEMPT_LABELS, RECURRING_STATUS_LABELS } from '@drawfront/shared/rules/recurring-status';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { ListHeading } from '../../../components/list-heading';
import { OutOfRange } from '../../../components/out-of-range';
import { Pagination } from '../../../components/pagination';
import { pageCount, parsePageParam } from '../../../lib/page-number';
import { useCombinedPage } from '../hooks/use-recurring';
import { RECURRING_ROUTES } from '../model/recurring-routes';
import { PaymentResolutions } from './payment-resolutions';
import { RecurringMethod } from './recurring-method';
import './recurring.css';

const KIND_LABELS: Record<CombinedRecurringPurchase['kind'], string> = { autoplay: 'Autoplay', subscription: 'Subscription', scheduled: 'Pre-order' };

function statusLabel(status: CombinedRecurringPurchase['status']): string {
  if (status === 'active') return 'Waiting for its draw to open';
  if (status === 'cancelled') return 'Cancelled';
  return RECURRING_STATUS_LABELS[status];
}

/** /my-account/recurring-purchases/{page?}: every autoplay, subscription and pre-order in one list, each linking to where it is managed. */
export function CombinedPage(props: Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'>) {
  const { page: pageParam } = useParams();
  const page = parsePageParam(pageParam);
  const firstPage = usePathTo(props.site)('recurring-purchases');
  if (page === null) return <NotFound i18n={props.i18n} navigate={props.navigate} />;
  if (pageParam === '1' && firstPage) return <Navigate to={firstPage} replace />;
  return <CombinedContent {...props} page={page} />;
}

function CombinedContent({ api, i18n, site, page }: Pick<RemoteProps, 'api' | 'i18n' | 'site'> & { page: number }) {
  const heading = i18n.t('account.recurring.combined-heading', 'Recurring purchases');
  usePageTitle(page > 1 ? i18n.t('account.list.page-title', '{heading}, page {page}', { heading, page }) : heading, site.name);
  const resource = useCombinedPage(api, page);
  const pathTo = usePathTo(site);
  const pathFor = (n: number) => pathTo('recurring-purchases', { page: n > 1 ? n : undefined });
  // Each row links to the page that shows and manages it: the autoplay's or subscription's ticket page, or the pre-order.
  const manage = (row: CombinedRecurringPurchase): string | null => {
    const routes: Record<CombinedRecurringPurchase['kind'], RouteId> = { autoplay: RECURRING_ROUTES.autoplay.ticket, subscription: RECURRING_ROUTES.subscription.ticket, scheduled: 'scheduled-purchase' };
    return pathTo(routes[row.kind], { id: row.autoplayId });
  };
  const data = resource.status === 'success' ? resource.data : null;
  return (
    <div className="account-recurring">
      <ListHeading focusKey={page}>{heading}</ListHeading>
      <PaymentResolutions api={api} i18n={i18n} site={site} />
      <RecurringMethod api={api} i18n={i18n} site={site} />
      {resource.status === 'loading' ? (
        <p role="status" className="account-recurring__loading">
          {i18n.t('account.recurring.loading', 'Loading your recurring purchases')}
        </p>
      ) : null}
      {resource.status === 'error' ? <LoadError title={i18n.t('account.recurring.load-error', "We couldn't load your recurring purchases")} error={resource.error} i18n={i18n} onRetry={resource.retry} /> : null}
      {data && data.recurringPurchases.length === 0 ? (
        page > 1 ? <OutOfRange page={page} firstPagePath={pathFor(1)} i18n={i18n} /> : <p className="account-recurring__empty">{i18n.t('account.recurring.combined-empty', 'You have no recurring purchases.')}</p>
      ) : null}
      {data && data.recurringPurchases.length > 0 ? (
        <>
          <table className="account-recurring__table">
            <caption className="account-recurring__caption">{heading}</caption>
            <thead>
              <tr>
                <th scope="col">{i18n.t('account.recurring.col-game', 'Game')}</th>
                <th scope="col">{i18n.t('account.recurring.col-kind', 'Kind')}</th>
                <th scope="col">{i18n.t('account.recurring.col-status', 'Status')}</th>
                <th scope="col">{i18n.t('account.recurring.col-last', 'Last attempt')}</th>
              </tr>
            </thead>
            <tbody>
              {data.recurringPurchases.map((row) => {
                const to = manage(row);
                return (
                  <tr key={row.autoplayId}>
                    <td>{to ? <Link to={to}>{row.description}</Link> : row.description}</td>
                    <td>{i18n.t(`account.recurring.kind.${row.kind}`, KIND_LABELS[row.kind])}</td>
                    <td>{i18n.t(`account.recurring.combined-status.${row.status}`, statusLabel(row.status))}</td>
                    <td>{row.lastAttemptStatus ? i18n.t(`account.recurring.last-attempt.${row.lastAttemptStatus}`, LAST_ATTEMPT_LABELS[row.lastAttemptStatus]) : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <Pagination page={page} totalPages={pageCount(data.pageInfo)} pathFor={pathFor} i18n={i18n} />
        </>
      ) : null}
    </div>
  );
}
