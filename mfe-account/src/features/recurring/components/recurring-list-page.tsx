import { Navigate, useParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { ListHeading } from '../../../components/list-heading';
import { OutOfRange } from '../../../components/out-of-range';
import { Pagination } from '../../../components/pagination';
import { pageCount, parsePageParam } from '../../../lib/page-number';
import type { RecurringKind } from '../api/recurring-api';
import { useRecurringPage } from '../hooks/use-recurring';
import { RECURRING_ROUTES } from '../model/recurring-routes';
import { PaymentResolutions } from './payment-resolutions';
import { RecurringCard } from './recurring-card';
import './recurring.css';

export interface RecurringListPageProps extends Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'> {
  kind: RecurringKind;
}

/** /my-account/autoplay/{page?} and /my-account/subscriptions/{page?}: each record with pause, resume, timed pause, cancel and changes. */
export function RecurringListPage(props: RecurringListPageProps) {
  const { page: pageParam } = useParams();
  const page = parsePageParam(pageParam);
  const firstPage = usePathTo(props.site)(RECURRING_ROUTES[props.kind].list);
  if (page === null) return <NotFound i18n={props.i18n} navigate={props.navigate} />;
  if (pageParam === '1' && firstPage) return <Navigate to={firstPage} replace />;
  return <RecurringListContent {...props} page={page} />;
}

function RecurringListContent({ api, i18n, site, kind, page }: RecurringListPageProps & { page: number }) {
  const heading = kind === 'autoplay' ? i18n.t('account.recurring.autoplay-heading', 'Autoplay') : i18n.t('account.recurring.subscriptions-heading', 'Subscriptions');
  const title = page > 1 ? i18n.t('account.list.page-title', '{heading}, page {page}', { heading, page }) : heading;
  usePageTitle(title, site.name);
  const resource = useRecurringPage(api, kind, page);
  const pathTo = usePathTo(site);
  const pathFor = (n: number) => pathTo(RECURRING_ROUTES[kind].list, { page: n > 1 ? n : undefined });
  const data = resource.status === 'success' ? resource.data : null;

  return (
    <div className="account-recurring">
      <ListHeading focusKey={page}>{heading}</ListHeading>
      <p className="account-recurring__intro">
        {kind === 'autoplay'
          ? i18n.t('account.recurring.autoplay-intro', 'Autoplay buys your entry for every draw before it closes, from your wallet, within your limits. A draw whose jackpot is under your minimum is skipped.')
          : i18n.t('account.recurring.subscriptions-intro', 'A subscription enters you in every draw of a raffle before it closes, from your wallet, within your limits.')}
      </p>
      <PaymentResolutions api={api} i18n={i18n} site={site} />
      {resource.status === 'loading' ? (
        <p role="status" className="account-recurring__loading">
          {i18n.t('account.recurring.loading', 'Loading your recurring purchases')}
        </p>
      ) : null}
      {resource.status === 'error' ? <LoadError title={i18n.t('account.recurring.load-error', "We couldn't load your recurring purchases")} error={resource.error} i18n={i18n} onRetry={resource.retry} /> : null}
      {data && data.records.length === 0 ? (
        page > 1 ? (
          <OutOfRange page={page} firstPagePath={pathFor(1)} i18n={i18n} />
        ) : (
          <p className="account-recurring__empty">
            {kind === 'autoplay'
              ? i18n.t('account.recurring.autoplay-empty', 'You have no autoplay. Choose Autoplay when you play a lottery to set one up.')
              : i18n.t('account.recurring.subscriptions-empty', 'You have no subscriptions. Choose a subscription when you buy raffle tickets to set one up.')}
          </p>
        )
      ) : null}
      {data && data.records.length > 0 ? (
        <>
          <div className="account-recurring__list">
            {data.records.map((record) => (
              <RecurringCard
                key={record.autoplayId}
                record={record}
                kind={kind}
                api={api}
                i18n={i18n}
                site={site}
                ticketPath={pathTo(RECURRING_ROUTES[kind].ticket, { id: record.autoplayId })}
                onChange={(changed) => resource.replace({ ...data, records: data.records.map((item) => (item.autoplayId === changed.autoplayId ? changed : item)) })}
              />
            ))}
          </div>
          <Pagination page={page} totalPages={pageCount(data.pageInfo)} pathFor={pathFor} i18n={i18n} />
        </>
      ) : null}
    </div>
  );
}
