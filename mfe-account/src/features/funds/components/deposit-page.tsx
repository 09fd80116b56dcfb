import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { atLeastMinimum } from '@drawfront/shared/rules/amount-validation';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { FocusOnShow } from '../../../components/focus-on-show';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { GuardedBuy } from '@drawfront/shared/ui/play-break-notice';
import { useDeposit } from '../hooks/use-deposit';
import { useDepositMethods } from '../hooks/use-deposit-methods';
import { storeDepositReturnTo } from '../model/funds-paths';
import { BankTransferDetails } from './bank-transfer-details';
import { DepositForm } from './deposit-form';
import { offeredOtherMethods, OtherDepositMethods } from './other-deposit-methods';
import './funds.css';

export type DepositPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'site'> & {
  /** Leaves the site for the bank's check; injectable so tests need not touch `window.location`. */
  assignLocation?: (url: string) => void;
  newIdempotencyKey?: () => string;
};

const browserAssign = (url: string) => window.location.assign(url);
const randomKey = () => globalThis.crypto.randomUUID();

/** /my-account/deposit (`?amount=12.50&returnTo=/cart/buy`): top up the wallet from a saved card. */
export function DepositPage({ api, i18n, site, assignLocation = browserAssign, newIdempotencyKey = randomKey }: DepositPageProps) {
  const heading = i18n.t('account.deposit.heading', 'Deposit');
  usePageTitle(heading, site.name);
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const returnTo = searchParams.get('returnTo');
  const initialAmount = searchParams.get('amount') ?? '';
  const routerNavigate = useNavigate();
  const pathTo = usePathTo(site);
  // Adding a card brings the customer back to this deposit, amount and onward return included; no
  // link where the site has no card management (the cards page needs its own capability).
  const addCardPath = pathTo('cards-and-accounts', {}, { returnTo: `${location.pathname}${location.search}` });
  const method = useDepositMethods(api);
  const effects = useMemo(() => ({ navigate: (to: string) => void routerNavigate(to), pathTo, assignLocation, newIdempotencyKey }), [routerNavigate, pathTo, assignLocation, newIdempotencyKey]);
  const { state, submit } = useDeposit(api, effects);

  // Kept across the bank's page (a full page load) for the details page's "Continue".
  useEffect(() => storeDepositReturnTo(returnTo), [returnTo]);

  const methods = method.status === 'success' ? method.data : [];
  const cardMethod = methods.find((candidate) => candidate.code === 'cc') ?? null;
  const bank = methods.some((candidate) => candidate.code === 'bd');
  const payId = methods.some((candidate) => candidate.code === 'td');
  // One amount for the page: the card form shows it when there is one, else the PayPal and wallet section does.
  // A shortfall below the smallest deposit (a checkout $2.50 short) pre-fills the smallest deposit instead.
  const [typedAmount, setTypedAmount] = useState<string | null>(null);
  const [checkAmount, setCheckAmount] = useState(0);
  const cardForm = cardMethod !== null && cardMethod.rules.enabled && cardMethod.funds.length > 0;
  const amount = typedAmount ?? atLeastMinimum(initialAmount, (cardForm ? cardMethod : offeredOtherMethods(methods)[0])?.rules.minAmount.amount);
  return (
    <div className="account-funds">
      <PageHeading>{heading}</PageHeading>
      {method.status === 'loading' ? (
        <p role="status" className="account-funds__loading">
          {i18n.t('account.deposit.loading', 'Loading your cards')}
        </p>
      ) : null}
      {method.status === 'error' ? <LoadError title={i18n.t('account.cards.load-error', "We couldn't load your cards")} error={method.error} i18n={i18n} onRetry={method.retry} /> : null}
      {state.status === 'failed' ? (
        <FocusOnShow focusKey={state}>
          <Alert tone="error" title={i18n.t('account.deposit.failed-title', "Your deposit didn't go through")}>
            {state.message}
          </Alert>
        </FocusOnShow>
      ) : null}
      {state.status === 'redirecting' ? (
        <p role="status">{i18n.t('account.deposit.redirecting', "Taking you to your bank's check…")}</p>
      ) : null}
      {method.status === 'success' && (!cardMethod || !cardMethod.rules.enabled) ? (
        <p>{i18n.t('account.deposit.unavailable', "Card deposits aren't available right now.")}</p>
      ) : null}
      {cardMethod && cardMethod.rules.enabled && cardMethod.funds.length === 0 ? (
        <p>
          {i18n.t('account.deposit.no-cards', 'You need a saved card to deposit.')}
          {addCardPath ? (
            <>
              {' '}
              <Link to={addCardPath} className="df-ui-link">
                {i18n.t('account.deposit.add-card', 'Add a card')}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {cardForm && cardMethod ? (
        <GuardedBuy>
          <DepositForm method={cardMethod} site={site} i18n={i18n} amount={amount} onAmountChange={setTypedAmount} checkAmount={checkAmount} addCardPath={addCardPath} submitting={state.status === 'submitting' || state.status === 'redirecting'} onSubmit={(fundId, amount) => void submit(fundId, amount)} />
        </GuardedBuy>
      ) : null}
      {methods.length > 0 ? (
        <GuardedBuy>
          <OtherDepositMethods
            methods={methods}
            api={api}
            i18n={i18n}
            site={site}
            amount={amount}
            onAmountChange={setTypedAmount}
            onInvalidSharedAmount={cardForm ? () => setCheckAmount((count) => count + 1) : null}
            effects={effects}
          />
        </GuardedBuy>
      ) : null}
      {bank || payId ? <BankTransferDetails api={api} i18n={i18n} payId={payId} /> : null}
    </div>
  );
}
