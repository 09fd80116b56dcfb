import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import type { WithdrawalAccount } from '@drawfront/shared/contract/withdrawals';
import { toMinorUnits } from '@drawfront/shared/format/money';
import { DEFAULT_MIN_AMOUNT, REQUIRED_MESSAGE, validateAmount } from '@drawfront/shared/rules/amount-validation';
import { withdrawalAccountLabel } from '@drawfront/shared/rules/withdrawal-labels';
import { Button } from '@drawfront/shared/ui/button';

export interface WithdrawFormProps {
  accounts: readonly WithdrawalAccount[];
  /** The most that may leave now, minor units. */
  withdrawable: number;
  currency: string;
  site: Pick<SiteInfo, 'locale'>;
  i18n: I18n;
  /** The account to start on (a just-added one). */
  initialAccountId: string;
  submitting: boolean;
  /** The API's message for the amount (e.g. the balance changed meanwhile). */
  serverAmountError: string | null;
  onSubmit: (fundId: string, amount: number) => void;
}

/** Amount (storefront §5 messages: at least 0.01, at most what is withdrawable) and the account it goes to. */
export function WithdrawForm({ accounts, withdrawable, currency, site, i18n, initialAccountId, submitting, serverAmountError, onSubmit }: WithdrawFormProps) {
  const [amount, setAmount] = useState('');
  const [accountId, setAccountId] = useState(initialAccountId);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [accountError, setAccountError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const firstRadioRef = useRef<HTMLInputElement>(null);
  const rules = { min: DEFAULT_MIN_AMOUNT, max: withdrawable, currency, locale: site.locale };
  const minor = validateAmount(amount, rules) === null ? toMinorUnits(amount.trim()) : null;
  const shownAmountError = amountError ?? serverAmountError;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const foundAmount = validateAmount(amount, rules);
    const foundAccount = accounts.some((account) => account.id === accountId) ? null : REQUIRED_MESSAGE;
    setAmountError(foundAmount);
    setAccountError(foundAccount);
    setChecked(true);
    if (foundAmount) amountRef.current?.focus();
    else if (foundAccount) firstRadioRef.current?.focus();
    else if (minor !== null) onSubmit(accountId, minor);
  };

  const amountId = 'account-withdraw-amount';
  return (
    <form className="account-withdraw-form" noValidate aria-busy={submitting || undefined} onSubmit={submit}>
      <div className={['df-ui-field', shownAmountError ? 'df-ui-field--invalid' : ''].filter(Boolean).join(' ')}>
        <label className="df-ui-field__label" htmlFor={amountId}>
          {i18n.t('account.withdraw.amount', 'Amount to withdraw')}
        </label>
        <p className="df-ui-field__hint" id={`${amountId}-hint`}>
          {i18n.t('account.withdraw.amount-hint', 'Up to {max}', { max: i18n.money(withdrawable) })}
        </p>
        {shownAmountError ? (
          <p className="df-ui-field__error" id={`${amountId}-error`}>
            {shownAmountError}
          </p>
        ) : null}
        <div className="df-ui-field__row">
          <input
            ref={amountRef}
            id={amountId}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            className="df-ui-field__input"
            value={amount}
            aria-invalid={shownAmountError ? true : undefined}
            aria-describedby={[`${amountId}-hint`, shownAmountError ? `${amountId}-error` : null].filter(Boolean).join(' ')}
            onChange={(event) => {
              setAmount(event.target.value);
              if (checked) setAmountError(validateAmount(event.target.value, rules));
            }}
          />
        </div>
      </div>
      <fieldset className="df-ui-choices" aria-describedby={accountError ? 'account-withdraw-account-error' : undefined}>
        <legend className="df-ui-field__label">{i18n.t('account.withdraw.to', 'Pay it to')}</legend>
        {accountError ? (
          <p className="df-ui-field__error" id="account-withdraw-account-error">
            {accountError}
          </p>
        ) : null}
        {accounts.map((account, index) => (
          <label key={account.id} className="df-ui-choice">
            <input
              ref={index === 0 ? firstRadioRef : undefined}
              type="radio"
              name="withdraw-account"
              value={account.id}
              checked={accountId === account.id}
              onChange={() => {
                setAccountId(account.id);
                setAccountError(null);
              }}
            />
            <span>
              {withdrawalAccountLabel(account)} ({account.accountName})
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" busy={submitting}>
        {minor !== null ? i18n.t('account.withdraw.submit-amount', 'Withdraw {amount}', { amount: i18n.money(minor) }) : i18n.t('account.withdraw.submit', 'Withdraw')}
      </Button>
    </form>
  );
}
