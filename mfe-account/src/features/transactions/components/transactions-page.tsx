import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { ListHeading } from '../../../components/list-heading';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { OutOfRange } from '../../../components/out-of-range';
import { Pagination } from '../../../components/pagination';
import { pageCount, parsePageParam } from '../../../lib/page-number';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { exportTransactions } from '../api/transaction-downloads';
import { useTransactionPage } from '../hooks/use-transaction-page';
import { filterQuery, filtersOf, recentMonths } from '../model/transaction-filters';
import { transactionsPath } from '../model/transactions-path';
import { DownloadButton } from './download-button';
import { TransactionFiltersForm } from './transaction-filters';
import { TransactionsLoading } from './transactions-loading';
import { TransactionsTable } from './transactions-table';
import './transactions.css';

export type TransactionsPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'>;

/** /my-account/transactions/{page?}: "/1" goes to the plain path; a segment that is not a page number is not found. */
export function TransactionsPage(props: TransactionsPageProps) {
  const { page: pageParam } = useParams();
  const [searchParams] = useSearchParams();
  const page = parsePageParam(pageParam);
  const firstPage = transactionsPath(usePathTo(props.site), filterQuery(filtersOf(searchParams)));
  if (page === null) return <NotFound i18n={props.i18n} navigate={props.navigate} />;
  if (pageParam === '1' && firstPage) return <Navigate to={firstPage} replace />;
  return <TransactionsPageContent {...props} page={page} />;
}

function TransactionsPageContent({ api, i18n, site, page }: TransactionsPageProps & { page: number }) {
  const heading = i18n.t('account.transactions.heading', 'Transactions');
  const title = page > 1 ? i18n.t('account.list.page-title', '{heading}, page {page}', { heading, page }) : heading;
  usePageTitle(title, site.name);
  const [searchParams] = useSearchParams();
  const { kind, month } = filtersOf(searchParams);
  const filters = { kind, month };
  const query = filterQuery(filters);
  const routerNavigate = useNavigate();
  const pathTo = usePathTo(site);
  const resource = useTransactionPage(api, page, filters);
  const applyFilters = (next: Parameters<typeof filterQuery>[0]) => {
    const to = transactionsPath(pathTo, filterQuery(next));
    if (to) routerNavigate(to);
  };
  // The chosen month's statement, else this month's (on this device's clock; the API says if it is still running).
  const statementPath = pathTo('statement', { month: month ?? recentMonths(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone, site.locale, 1)[0]!.value });
  const filtered = Boolean(kind || month);

  return (
    <div className="account-transactions">
      <ListHeading focusKey={page}>{heading}</ListHeading>
      <div className="account-transactions__tools">
        <TransactionFiltersForm filters={filters} locale={site.locale} i18n={i18n} onChange={applyFilters} />
        <p className="account-transactions__actions">
          <DownloadButton label={i18n.t('account.transactions.export', 'Download CSV')} fileName={`transactions${kind ? `-${kind}` : ''}${month ? `-${month}` : ''}.csv`} fetchFile={() => exportTransactions(api, filters)} i18n={i18n} />
          {statementPath ? (
            <Link to={statementPath} className="df-ui-link">
              {month ? i18n.t('account.transactions.statement-month', 'Statement for this month') : i18n.t('account.transactions.statement', "This month's statement")}
            </Link>
          ) : null}
        </p>
      </div>
      {resource.status === 'loading' ? <TransactionsLoading label={i18n.t('account.transactions.loading', 'Loading your transactions')} /> : null}
      {resource.status === 'error' ? (
        <LoadError title={i18n.t('account.transactions.error-title', "We couldn't load your transactions")} error={resource.error} i18n={i18n} onRetry={resource.retry} />
      ) : null}
      {resource.status === 'success' && resource.data.transactions.length === 0 ? (
        page > 1 ? (
          <OutOfRange page={page} firstPagePath={transactionsPath(pathTo, query)} i18n={i18n} />
        ) : (
          <div className="account-list-empty">
            <p className="account-list-empty__text">{filtered ? i18n.t('account.transactions.empty-filtered', 'No transactions match these filters.') : i18n.t('account.transactions.empty', 'You have no transactions yet.')}</p>
          </div>
        )
      ) : null}
      {resource.status === 'success' && resource.data.transactions.length > 0 ? (
        <>
          <TransactionsTable
            transactions={resource.data.transactions}
            caption={i18n.t('account.transactions.caption', 'Transactions, page {page} of {pages}', { page, pages: pageCount(resource.data.pageInfo) })}
            i18n={i18n}
          />
          <Pagination page={page} totalPages={pageCount(resource.data.pageInfo)} pathFor={(n) => transactionsPath(pathTo, query, n)} i18n={i18n} />
        </>
      ) : null}
    </div>
  );
}
