import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { Withdrawal, WithdrawalAccount } from '@drawfront/shared/contract/withdrawals';
import { useResource } from '@drawfront/shared/data/use-resource';
import { MONEY_MOVED } from '@drawfront/shared/data/query-defaults';
import { useMutation } from '@drawfront/shared/data/use-mutation';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { isOutcomeUnknown } from '@drawfront/shared/rules/deposit-failure';
import { WITHDRAWAL_STATUS_LABELS, withdrawalAccountLabel } from '@drawfront/shared/rules/withdrawal-labels';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { fetchWithdrawOverview, removeBankAccount, requestWithdrawal } from '../api/withdraw-api';
import { apiFieldErrors } from '../model/field-errors';
import { BankAccountForm } from './bank-account-form';
import { BankAccountList } from './bank-account-list';
import { WithdrawForm } from './withdraw-form';
import './withdraw.css';
import { formatAmount } from '@drawfront/shared/format/money';

export type WithdrawPageProps = Pick<RemoteProps, 'api' | 'bus' | 'i18n' | 'site'> & { newIdempotencyKey?: () => string };

const randomKey = () => globalThis.crypto.randomUUID();
const WITHDRAW_FAILED = "We couldn't request your withdrawal. Please try again.";
const REMOVE_FAILED = "We couldn't remove this account. Please try again.";

interface Attempt {
  fundId: string;
  amount: number;
}

/** /my-account/withdraw: what may be withdrawn, where it can go (add a bank account or PayID), and the request. */
export function WithdrawPage({ api, i18n, site, newIdempotencyKey = randomKey }: WithdrawPageProps) {
  const heading = i18n.t('account.withdraw.heading', 'Withdraw');
  usePageTitle(heading, site.name);
  const routerNavigate = useNavigate();
  const pathTo = usePathTo(site);
  const overview = useResource(useCallback((signal: AbortSignal) => fetchWithdrawOverview(api, signal), [api]));
  const [addingAccount, setAddingAccount] = useState(false);
  const [chosenAccount, setChosenAccount] = useState<string | null>(null);
  // The money is held at once: the withdrawal invalidates the customer, and the header's balance follows.
  const withdraw = useMutation<Attempt, Withdrawal, { message: string; amount: string | null; outcomeUnknown: boolean }>({
    invalidates: MONEY_MOVED,
    send: (attempt, key) => requestWithdrawal(api, { ...attempt, idempotencyKey: key as string }),
    toFailure: (error) => ({ outcomeUnknown: isOutcomeUnknown(error), amount: apiFieldErrors(error).amount ?? null, message: errorMessage(error, WITHDRAW_FAILED) }),
    idempotency: { newKey: newIdempotencyKey, isSettled: (failure) => !failure.outcomeUnknown, sameAttempt: (a, b) => a.fundId === b.fundId && a.amount === b.amount },
    lockAfterSuccess: true,
  });

  const removingAccount = useRef<string | null>(null);
  const removal = useSubmitOnce<WithdrawalAccount, unknown, { accountId: string; message: string }>({
    send: (account) => removeBankAccount(api, account.id),
    toFailure: (error) => ({ accountId: removingAccount.current ?? '', message: errorMessage(error, REMOVE_FAILED) }),
  });
  const onRemove = async (account: WithdrawalAccount) => {
    removingAccount.current = account.id;
    const outcome = await removal.submit(account);
    if (outcome.status !== 'success') return;
    if (chosenAccount === account.id) setChosenAccount(null);
    await overview.refresh();
  };

  // Then the summary (or the details) shows it.
  const done = withdraw.state.status === 'success' ? withdraw.state.result : null;
  const acted = useRef<Withdrawal | null>(null);
  useEffect(() => {
    if (!done || acted.current === done) return;
    acted.current = done;
    // The summary needs the transactions capability; the details page is there wherever withdrawing is.
    const next = pathTo('withdraw-summary', { transactionID: done.transactionId }) ?? pathTo('withdraw-details', { withdrawID: done.id });
    if (next) routerNavigate(next);
  }, [done, pathTo, routerNavigate]);

  const onAdded = (account: WithdrawalAccount) => {
    setChosenAccount(account.id);
    setAddingAccount(false);
    void overview.refresh();
  };

  const data = overview.status === 'success' ? overview.data : null;
  const failure = withdraw.state.status === 'error' ? withdraw.state.failure : null;
  const accounts = data?.accounts ?? [];
  const withdrawable = data?.funds.withdrawableFunds.amount ?? 0;
  const recent = useMemo(() => (data?.withdrawals ?? []).slice(0, 5), [data]);
  return (
    <div className="account-withdraw">
      <PageHeading>{heading}</PageHeading>
      {overview.status === 'loading' ? (
        <p role="status" className="account-withdraw__muted">
          {i18n.t('account.withdraw.loading', 'Loading your balance')}
        </p>
      ) : null}
      {overview.status === 'error' ? <LoadError title={i18n.t('account.withdraw.load-error', "We couldn't load your balance")} error={overview.error} i18n={i18n} onRetry={overview.retry} /> : null}
      {data ? (
        <>
          <dl className="account-withdraw-facts">
            <dt>{i18n.t('account.withdraw.available', 'Available to withdraw')}</dt>
            <dd className="account-withdraw__amount">{i18n.money(withdrawable)}</dd>
            <dt>{i18n.t('account.withdraw.balance', 'Balance')}</dt>
            <dd>{formatAmount(data.funds.balance, i18n.locale)}</dd>
          </dl>
          <p className="account-withdraw__muted">{i18n.t('account.withdraw.rule', 'Winnings and unspent deposits can be withdrawn; promotional credit cannot.')}</p>
          {failure && !failure.amount ? (
            <Alert tone="error" title={i18n.t('account.withdraw.failed-title', "Your withdrawal wasn't requested")}>
              {failure.message}
            </Alert>
          ) : null}
          {withdrawable === 0 ? <p>{i18n.t('account.withdraw.nothing', 'You have nothing to withdraw right now.')}</p> : null}
          {withdrawable > 0 && accounts.length > 0 ? (
            <WithdrawForm
              key={chosenAccount ?? accounts[0]!.id}
              accounts={accounts}
              withdrawable={withdrawable}
              currency={data.funds.withdrawableFunds.currency}
              site={site}
              i18n={i18n}
              initialAccountId={chosenAccount ?? accounts[0]!.id}
              submitting={withdraw.state.status === 'submitting' || withdraw.state.status === 'success'}
              serverAmountError={failure?.amount ?? null}
              onSubmit={(fundId, amount) => void withdraw.submit({ fundId, amount })}
            />
          ) : null}
          <section className="account-withdraw__section" aria-labelledby="account-withdraw-accounts">
            <h2 id="account-withdraw-accounts" className="account-withdraw__subheading">
              {i18n.t('account.withdraw.accounts-heading', 'Your bank accounts and PayIDs')}
            </h2>
            {accounts.length === 0 ? <p>{i18n.t('account.withdraw.no-accounts', 'Add a bank account or PayID to withdraw to.')}</p> : null}
            {accounts.length > 0 ? (
              <BankAccountList
                accounts={accounts}
                i18n={i18n}
                removingId={removal.state.status === 'submitting' ? removingAccount.current : null}
                failure={removal.state.status === 'error' ? removal.state.failure : null}
                onRemove={onRemove}
              />
            ) : null}
            {accounts.length === 0 || addingAccount ? (
              <BankAccountForm api={api} i18n={i18n} onAdded={onAdded} country={site.country} />
            ) : (
              <Button variant="secondary" onClick={() => setAddingAccount(true)}>
                {i18n.t('account.withdraw.add-account', 'Add another account')}
              </Button>
            )}
          </section>
          {recent.length > 0 ? (
            <section className="account-withdraw__section" aria-labelledby="account-withdraw-recent">
              <h2 id="account-withdraw-recent" className="account-withdraw__subheading">
                {i18n.t('account.withdraw.recent-heading', 'Recent withdrawals')}
              </h2>
              <ul className="account-withdraw-list">
                {recent.map((withdrawal) => (
                  <li key={withdrawal.id}>
                    <RecentWithdrawalLink to={pathTo('withdraw-details', { withdrawID: withdrawal.id })}>
                      {i18n.t('account.withdraw.recent-item', '{amount} to {account}', { amount: i18n.money(withdrawal.amount.amount), account: withdrawalAccountLabel(withdrawal.account) })}
                    </RecentWithdrawalLink>{' '}
                    <span className="account-withdraw__muted">{i18n.t(`account.withdraw.status-${withdrawal.status}`, WITHDRAWAL_STATUS_LABELS[withdrawal.status])}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** A recent withdrawal: a link to its details where the site has that page. */
function RecentWithdrawalLink({ to, children }: { to: string | null; children: ReactNode }) {
  return to ? (
    <Link to={to} className="df-ui-link">
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}
