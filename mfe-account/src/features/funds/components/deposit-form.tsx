import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { PaymentMethod } from '@drawfront/shared/contract/funds';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { toMinorUnits } from '@drawfront/shared/format/money';
import { REQUIRED_MESSAGE, validateAmount } from '@drawfront/shared/rules/amount-validation';
import { Button } from '@drawfront/shared/ui/button';
import { defaultFundId, SavedCardChoices } from '@drawfront/shared/ui/saved-card-choices';
import { TextField } from '@drawfront/shared/ui/text-field';

export interface DepositFormProps {
  method: PaymentMethod;
  site: Pick<SiteInfo, 'locale'>;
  i18n: I18n;
  /** The page's one amount, which PayPal and the wallets use too (`OtherDepositMethods`). */
  amount: string;
  onAmountChange: (amount: string) => void;
  /** Bumped when another way to pay was chosen with this amount: check it here and focus it when wrong. */
  checkAmount: number;
  /** The cards page, coming back here once a card is added; null where the site has no card management. */
  addCardPath: string | null;
  submitting: boolean;
  onSubmit: (fundId: string, amount: number) => void;
}

/** Amount (shared rule, the card method's limits) and a saved card; the button names the amount. */
export function DepositForm({ method, site, i18n, amount, onAmountChange, checkAmount, addCardPath, submitting, onSubmit }: DepositFormProps) {
  const [fundId, setFundId] = useState(() => defaultFundId(method.funds));
  const [amountError, setAmountError] = useState<string | null>(null);
  const [fundError, setFundError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const firstRadioRef = useRef<HTMLInputElement>(null);
  const rules = { min: method.rules.minAmount.amount, max: method.rules.maxAmount.amount, currency: method.rules.minAmount.currency, locale: site.locale };
  const minor = validateAmount(amount, rules) === null ? toMinorUnits(amount.trim()) : null;

  const latest = useRef({ amount, rules });
  latest.current = { amount, rules };
  useEffect(() => {
    if (checkAmount === 0) return;
    const found = validateAmount(latest.current.amount, latest.current.rules);
    setAmountError(found);
    setChecked(true);
    if (found) amountRef.current?.focus();
  }, [checkAmount]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const foundAmount = validateAmount(amount, rules);
    const foundFund = fundId ? null : REQUIRED_MESSAGE;
    setAmountError(foundAmount);
    setFundError(foundFund);
    setChecked(true);
    if (foundAmount) amountRef.current?.focus();
    else if (foundFund) firstRadioRef.current?.focus();
    else if (minor !== null) onSubmit(fundId, minor);
  };

  return (
    <form className="account-funds-deposit-form" noValidate aria-busy={submitting || undefined} onSubmit={submit}>
      <TextField
        ref={amountRef}
        label={i18n.t('account.deposit.amount', 'Amount')}
        hint={i18n.t('account.deposit.amount-hint', 'Between {min} and {max}', { min: i18n.money(rules.min), max: i18n.money(rules.max) })}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={amountError}
        onChange={(event) => {
          onAmountChange(event.target.value);
          if (checked) setAmountError(validateAmount(event.target.value, rules));
        }}
      />
      <SavedCardChoices
        funds={method.funds}
        value={fundId}
        onChange={(id) => {
          setFundId(id);
          setFundError(null);
        }}
        legend={i18n.t('account.deposit.card', 'Pay with')}
        error={fundError}
        i18n={i18n}
        firstRef={firstRadioRef}
      >
        {addCardPath ? (
          <p className="account-funds__add-link">
            <Link to={addCardPath} className="df-ui-link">
              {i18n.t('account.deposit.add-card', 'Add a card')}
            </Link>
          </p>
        ) : null}
      </SavedCardChoices>
      <Button type="submit" busy={submitting}>
        {minor !== null ? i18n.t('account.deposit.submit-amount', 'Deposit {amount}', { amount: i18n.money(minor) }) : i18n.t('account.deposit.submit', 'Deposit')}
      </Button>
    </form>
  );
}
