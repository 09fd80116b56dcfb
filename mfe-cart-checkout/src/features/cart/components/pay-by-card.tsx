import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { PaymentMethod } from '@drawfront/shared/contract/funds';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { fixed2, toMinorUnits } from '@drawfront/shared/format/money';
import { REQUIRED_MESSAGE, validateAmount } from '@drawfront/shared/rules/amount-validation';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button, buttonClassName } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { defaultFundId, SavedCardChoices } from '@drawfront/shared/ui/saved-card-choices';
import { TextField } from '@drawfront/shared/ui/text-field';
import { useCheckoutCardMethod } from '../hooks/use-checkout-card-method';
import type { DepositPurchaseState } from '../hooks/use-deposit-purchase';
import type { DepositPurchaseInput } from '../api/deposit-purchase';
import { CHECKOUT_PATH } from '../model/checkout-path';
import { depositLink } from '../model/deposit-link';
import { PurchaseFailureMessage } from './purchase-failure-message';
import './cart.css';

/** The cards page, coming back to checkout once a card is added (groups spec §4 "Add card during checkout"). */
export const ADD_CARD_PATH = `/my-account/cards-and-accounts?returnTo=${CHECKOUT_PATH}`;

export interface PayByCardProps extends Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'> {
  balance: number;
  /** What the wallet is short of the order, minor units. */
  shortfall: number;
  state: DepositPurchaseState;
  onSubmit: (input: DepositPurchaseInput) => void;
  onRefreshCart: () => void;
}


/**
 * "Top up and pay": the wallet is short, so a saved card deposits at least the shortfall and the order is
 * bought with it in one step (`POST /cart/deposit_purchase`). Without a saved card it offers to add one
 * and come back; a plain deposit stays available as the other way.
 */
export function PayByCard(props: PayByCardProps) {
  const { api, balance, shortfall, i18n, navigate } = props;
  const { view: cards, reload: onRetryCards } = useCheckoutCardMethod(api);
  return (
    <section className="cart-checkout-panel" aria-labelledby="cart-pay-by-card-heading">
      <h2 className="cart-lines__heading" id="cart-pay-by-card-heading">
        {i18n.t('checkout.card.heading', 'Top up and pay')}
      </h2>
      <p className="cart-checkout-panel__message">
        {i18n.t('checkout.funds.message', 'Your balance is {balance}; you need {shortfall} more.', { balance: i18n.money(balance), shortfall: i18n.money(shortfall) })}
      </p>
      {cards.status === 'loading' ? <p role="status">{i18n.t('checkout.card.loading', 'Loading your cards')}</p> : null}
      {cards.status === 'error' ? (
        <Alert tone="error" title={i18n.t('checkout.card.load-failed', 'We could not load your cards')} actions={<Button onClick={onRetryCards}>{i18n.t('checkout.retry', 'Try again')}</Button>}>
          {errorMessage(cards.error)}
        </Alert>
      ) : null}
      {cards.status === 'ready' && cards.method && cards.method.funds.length > 0 ? <CardForm {...props} method={cards.method} /> : null}
      {cards.status === 'ready' && (!cards.method || cards.method.funds.length === 0) ? (
        <p className="cart-checkout-actions">
          <ShellLink to={ADD_CARD_PATH} navigate={navigate} className={buttonClassName('primary')}>
            {i18n.t('checkout.card.add', 'Add a card')}
          </ShellLink>
        </p>
      ) : null}
      <p className="cart-checkout-panel__hint">
        {i18n.t('checkout.card.or', 'Or')}{' '}
        <ShellLink to={depositLink(shortfall)} navigate={navigate}>
          {i18n.t('checkout.card.deposit-only', 'add funds to your wallet first')}
        </ShellLink>
      </p>
    </section>
  );
}

function CardForm({ shortfall, state, site, i18n, navigate, onSubmit, onRefreshCart, balance, method }: PayByCardProps & { method: PaymentMethod }) {
  const least = Math.max(shortfall, method.rules.minAmount.amount);
  const [amount, setAmount] = useState(() => fixed2(least));
  const [fundId, setFundId] = useState(() => defaultFundId(method.funds));
  const [csc, setCsc] = useState('');
  const [checked, setChecked] = useState(false);
  const [errors, setErrors] = useState<{ amount?: string | null; csc?: string | null }>({});
  const amountRef = useRef<HTMLInputElement>(null);
  const cscRef = useRef<HTMLInputElement>(null);
  const rules = { min: least, max: method.rules.maxAmount.amount, currency: method.rules.minAmount.currency, locale: site.locale };
  const validCsc = (value: string) => (!method.rules.cscRequired ? null : /^\d{3,4}$/.test(value.trim()) ? null : value.trim() ? i18n.t('checkout.card.csc-invalid', 'Enter the 3 or 4 digit security code') : REQUIRED_MESSAGE);
  const minor = validateAmount(amount, rules) === null ? toMinorUnits(amount.trim()) : null;
  const submitting = state.status === 'submitting' || (state.status === 'done' && (state.outcome.kind === 'bought' || state.outcome.kind === 'challenge'));
  const server = state.status === 'error' && state.failure.kind === 'fields' ? state.failure.errors : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { amount: validateAmount(amount, rules), csc: validCsc(csc) };
    setErrors(found);
    setChecked(true);
    if (found.amount) amountRef.current?.focus();
    else if (found.csc) cscRef.current?.focus();
    else if (minor !== null) onSubmit({ fundId, amount: minor, ...(method.rules.cscRequired ? { csc: csc.trim() } : {}) });
  };

  return (
    <form className="cart-pay-by-card" noValidate aria-busy={submitting || undefined} onSubmit={submit}>
      <SavedCardChoices funds={method.funds} value={fundId} onChange={setFundId} legend={i18n.t('checkout.card.card', 'Pay with')} error={server.fund ?? null} i18n={i18n} />
      <TextField
        ref={amountRef}
        label={i18n.t('checkout.card.amount', 'Amount to add')}
        hint={i18n.t('checkout.card.amount-hint', 'At least {least}; anything over the order stays in your wallet.', { least: i18n.money(least) })}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={errors.amount ?? server.amount ?? null}
        onChange={(event) => {
          setAmount(event.target.value);
          if (checked) setErrors((current) => ({ ...current, amount: validateAmount(event.target.value, rules) }));
        }}
      />
      {method.rules.cscRequired ? (
        <TextField
          ref={cscRef}
          label={i18n.t('checkout.card.csc', 'Security code')}
          name="csc"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={csc}
          error={errors.csc ?? server.csc ?? null}
          onChange={(event) => {
            setCsc(event.target.value);
            if (checked) setErrors((current) => ({ ...current, csc: validCsc(event.target.value) }));
          }}
        />
      ) : null}
      <Outcome state={state} balance={balance} i18n={i18n} navigate={navigate} onRefreshCart={onRefreshCart} />
      <div className="cart-checkout-actions">
        <Button type="submit" busy={submitting}>
          {i18n.t('checkout.card.pay', 'Add {amount} and pay', { amount: i18n.money(minor ?? least) })}
        </Button>
        {state.status === 'submitting' ? <span role="status">{i18n.t('checkout.paying', 'Paying…')}</span> : null}
      </div>
    </form>
  );
}

function Outcome({ state, balance, i18n, navigate, onRefreshCart }: Pick<PayByCardProps, 'state' | 'balance' | 'i18n' | 'navigate' | 'onRefreshCart'>) {
  if (state.status === 'done' && state.outcome.kind === 'declined') {
    return (
      <Alert tone="error" title={i18n.t('checkout.card.declined', 'Your card was declined')}>
        <p className="cart-alert-text">{state.outcome.message}</p>
        <p className="cart-alert-text">{i18n.t('checkout.failed.not-charged', 'You have not been charged.')}</p>
      </Alert>
    );
  }
  if (state.status === 'error' && state.failure.kind === 'order') {
    return <PurchaseFailureMessage failure={state.failure.failure} knownBalance={balance} onRefreshCart={onRefreshCart} onRetry={onRefreshCart} i18n={i18n} navigate={navigate} />;
  }
  if (state.status === 'error' && state.failure.kind === 'unknown') {
    return (
      <Alert tone="error" title={i18n.t('checkout.failed.title', 'Your payment did not go through')}>
        <p className="cart-alert-text">{state.failure.message}</p>
        <p className="cart-alert-text">{i18n.t('checkout.failed.unknown', 'If it did go through, trying again will not charge you twice.')}</p>
      </Alert>
    );
  }
  return null;
}
