import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { MonthlyStatement } from '@drawfront/shared/contract/statements';
import { useQuery } from '@drawfront/shared/data/use-query';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { fetchStatement, statementPdf } from '../api/transaction-downloads';
import { filterQuery } from '../model/transaction-filters';
import { transactionsPath } from '../model/transactions-path';
import { DownloadButton } from './download-button';
import './transactions.css';

export type StatementPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** "2026-10" for offset -1 from "2026-11". */
function shiftMonth(month: string, offset: number): string {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNo - 1 + offset, 15));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

function monthTitle(month: string, locale: string): string {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, monthNo - 1, 15)));
}

/** /my-account/statements/{month}: the month's deposits, spend, winnings, withdrawals and net, and the same as a PDF. */
export function StatementPage(props: StatementPageProps) {
  const { month = '' } = useParams();
  if (!MONTH.test(month)) return <NotFound i18n={props.i18n} navigate={props.navigate} />;
  return <StatementContent key={month} {...props} month={month} />;
}

function StatementContent({ api, i18n, site, month }: StatementPageProps & { month: string }) {
  const title = monthTitle(month, site.locale);
  const heading = i18n.t('account.statement.heading', 'Statement: {month}', { month: title });
  usePageTitle(heading, site.name);
  const pathTo = usePathTo(site);
  const statement = useQuery(['wallet', 'statement', month], useCallback((signal: AbortSignal) => fetchStatement(api, month, signal), [api, month]));
  const previous = pathTo('statement', { month: shiftMonth(month, -1) });
  const transactions = transactionsPath(pathTo, filterQuery({ month }));
  const next = statement.status === 'success' && !statement.data.inProgress ? pathTo('statement', { month: shiftMonth(month, 1) }) : null;
  return (
    <div className="account-transactions account-statement-page">
      <PageHeading>{heading}</PageHeading>
      {statement.status === 'loading' ? <p role="status">{i18n.t('account.statement.loading', 'Loading your statement')}</p> : null}
      {statement.status === 'error' ? <LoadError title={i18n.t('account.statement.error', "We couldn't load this statement")} error={statement.error} i18n={i18n} onRetry={statement.retry} /> : null}
      {statement.status === 'success' ? <StatementFigures statement={statement.data} i18n={i18n} /> : null}
      <p className="account-transactions__actions">
        {statement.status === 'success' ? (
          <DownloadButton label={i18n.t('account.statement.pdf', 'Download PDF')} fileName={`statement-${month}.pdf`} fetchFile={() => statementPdf(api, month)} i18n={i18n} />
        ) : null}
        {transactions ? (
          <Link to={transactions} className="df-ui-link">
            {i18n.t('account.statement.transactions', "This month's transactions")}
          </Link>
        ) : null}
      </p>
      <nav aria-label={i18n.t('account.statement.months', 'Other months')} className="account-transactions__actions">
        {previous ? (
          <Link to={previous} className="df-ui-link">
            {i18n.t('account.statement.previous', 'Previous month: {month}', { month: monthTitle(shiftMonth(month, -1), site.locale) })}
          </Link>
        ) : null}
        {next ? (
          <Link to={next} className="df-ui-link">
            {i18n.t('account.statement.next', 'Next month: {month}', { month: monthTitle(shiftMonth(month, 1), site.locale) })}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}

/** Money out shown as a debit; nothing out stays $0.00 (never "-$0.00"). */
const out = (cents: number) => (cents === 0 ? 0 : -cents);

function StatementFigures({ statement, i18n }: { statement: MonthlyStatement; i18n: StatementPageProps['i18n'] }) {
  const rows: [string, number, boolean][] = [
    [i18n.t('account.statement.opening', 'Opening balance'), statement.openingBalance.amount, false],
    [i18n.t('account.statement.deposits', 'Deposits'), statement.deposits.amount, false],
    [i18n.t('account.statement.winnings', 'Winnings'), statement.winnings.amount, false],
    ...(statement.refunds.amount ? [[i18n.t('account.statement.refunds', 'Refunds'), statement.refunds.amount, false] as [string, number, boolean]] : []),
    ...(statement.voucherCredits.amount ? [[i18n.t('account.statement.vouchers', 'Voucher credit'), statement.voucherCredits.amount, false] as [string, number, boolean]] : []),
    [i18n.t('account.statement.spend', 'Spend'), out(statement.spend.amount), false],
    [i18n.t('account.statement.withdrawals', 'Withdrawals'), out(statement.withdrawals.amount), false],
    [i18n.t('account.statement.net', 'Net for the month'), statement.net.amount, true],
    [i18n.t('account.statement.closing', 'Closing balance'), statement.closingBalance.amount, true],
  ];
  return (
    <>
      {statement.inProgress ? <p>{i18n.t('account.statement.in-progress', 'This month is still running: the figures are to date.')}</p> : null}
      <table className="account-transactions-table account-statement">
        <caption className="account-statement__caption">{i18n.t('account.statement.caption', 'Money in and out of your wallet')}</caption>
        <tbody>
          {rows.map(([label, amount, strong]) => (
            <tr key={label} className={strong ? 'account-statement__total' : undefined}>
              <th scope="row">{label}</th>
              <td className="account-statement__figure">{i18n.money(amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
