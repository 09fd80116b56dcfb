import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { PaymentMethod } from '@drawfront/shared/contract/funds';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { fixed2, toMinorUnits } from '@drawfront/shared/format/money';
import { REQUIRED_MESSAGE, validateAmount } from '@drawfront/shared/rules/amount-validation';
import { Button } from '@drawfront/shared/ui/button';
import { defaultFundId, SavedCardChoices } from '@drawfront/shared/ui/saved-card-choices';
import { TextField } from '@drawfront/shared/ui/text-field';
import type { DepositPurchaseInput } from '../api/deposit-purchase';
import { TopUpAndPayOutcome } from './top-up-and-pay-outcome';
import type { TopUpAndPayOutcomeProps } from './top-up-and-pay-outcome';
import '../../../components/cart-checkout.css';

export interface TopUpAndPayFormProps extends TopUpAndPayOutcomeProps, Pick<RemoteProps, 'site'> {
  /** What the wallet is short of the order, minor units. */
  shortfall: number;
  onSubmit: (input: DepositPurchaseInput) => void;
  /** The card method with at least one saved card. */
  method: PaymentMethod;
}

/** The saved card, the amount to add (at least the shortfall and the card minimum) and its security code, checked before anything is sent. */
export function TopUpAndPayForm({ shortfall, state, site, i18n, navigate, onSubmit, onRefreshCart, balance, method, pathTo }: TopUpAndPayFormProps) {
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
  // A bought order or a bank check is on its way elsewhere: the form stays busy.
  const submitting = state.status === 'submitting' || state.status === 'success';
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
      <TopUpAndPayOutcome state={state} balance={balance} i18n={i18n} navigate={navigate} onRefreshCart={onRefreshCart} pathTo={pathTo} />
      <div className="cart-checkout-actions">
        <Button type="submit" busy={submitting}>
          {i18n.t('checkout.card.pay', 'Add {amount} and pay', { amount: i18n.money(minor ?? least) })}
        </Button>
        {state.status === 'submitting' ? <span role="status">{i18n.t('checkout.paying', 'Paying…')}</span> : null}
      </div>
    </form>
  );
}
