import { Navigate, useParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { ListHeading } from '../../../components/list-heading';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { OutOfRange } from '../../../components/out-of-range';
import { Pagination } from '../../../components/pagination';
import { pageCount, pagePath, parsePageParam } from '../../../lib/page-number';
import { useTransactionPage } from '../hooks/use-transaction-page';
import { TRANSACTIONS_PATH } from '../model/transactions-path';
import { TransactionsLoading } from './transactions-loading';
import { TransactionsTable } from './transactions-table';
import './transactions.css';

export type TransactionsPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'>;

/** /my-account/transactions/{page?}: "/1" goes to the plain path; a segment that is not a page number is not found. */
export function TransactionsPage(props: TransactionsPageProps) {
  const { page: pageParam } = useParams();
  const page = parsePageParam(pageParam);
  if (page === null) return <NotFound i18n={props.i18n} navigate={props.navigate} />;
  if (pageParam === '1') return <Navigate to={TRANSACTIONS_PATH} replace />;
  return <TransactionsPageContent {...props} page={page} />;
}

function TransactionsPageContent({ api, i18n, site, page }: TransactionsPageProps & { page: number }) {
  const heading = i18n.t('account.transactions.heading', 'Transactions');
  const title = page > 1 ? i18n.t('account.list.page-title', '{heading}, page {page}', { heading, page }) : heading;
  usePageTitle(title, site.name);
  const resource = useTransactionPage(api, page);

  return (
    <div className="account-transactions">
      <ListHeading focusKey={page}>{heading}</ListHeading>
      {resource.status === 'loading' ? <TransactionsLoading label={i18n.t('account.transactions.loading', 'Loading your transactions')} /> : null}
      {resource.status === 'error' ? (
        <LoadError title={i18n.t('account.transactions.error-title', "We couldn't load your transactions")} error={resource.error} i18n={i18n} onRetry={resource.retry} />
      ) : null}
      {resource.status === 'success' && resource.data.transactions.length === 0 ? (
        page > 1 ? (
          <OutOfRange page={page} firstPagePath={TRANSACTIONS_PATH} i18n={i18n} />
        ) : (
          <div className="account-list-empty">
            <p className="account-list-empty__text">{i18n.t('account.transactions.empty', 'You have no transactions yet.')}</p>
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
          <Pagination page={page} totalPages={pageCount(resource.data.pageInfo)} pathFor={(n) => pagePath(TRANSACTIONS_PATH, n)} i18n={i18n} />
        </>
      ) : null}
    </div>
  );
}
