import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { PaymentMethod } from '@drawfront/shared/contract/funds';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { toMinorUnits } from '@drawfront/shared/format/money';
import { validateAmount } from '@drawfront/shared/rules/amount-validation';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { TextField } from '@drawfront/shared/ui/text-field';
import { FocusOnShow } from '../../../components/focus-on-show';
import { useGatewayDeposit } from '../hooks/use-gateway-deposit';
import type { DepositEffects } from '../hooks/use-deposit';
import { SIMULATED_WALLET_TOKEN } from '../model/funds-paths';

export interface OtherDepositMethodsProps {
  /** Every deposit method the API offers this customer on this site (`GET /payment_methods`). */
  methods: readonly PaymentMethod[];
  api: ApiClient;
  i18n: I18n;
  site: Pick<SiteInfo, 'locale'>;
  /** The page's one amount. */
  amount: string;
  onAmountChange: (amount: string) => void;
  /**
   * Set when the card form above shows the amount field: this section then has none of its own (one amount per
   * page), and a wrong amount is shown and focused there.
   */
  onInvalidSharedAmount: (() => void) | null;
  effects: DepositEffects;
}

type Choice = 'pl' | 'ap' | 'gp';

/** PayPal and the wallets the API offers, enabled, in the order they are shown. */
export function offeredOtherMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return (['pl', 'ap', 'gp'] as const).map((code) => methods.find((method) => method.code === code && method.rules.enabled)).filter((method): method is PaymentMethod => method !== undefined);
}

/**
 * PayPal and the digital wallets the site takes (`funds.digital_wallets`: the API lists only those), each a
 * button under one amount. PayPal leaves for the gateway's approval page; a wallet opens its sheet, simulated
 * here by the test gateway's token.
 */
export function OtherDepositMethods({ methods, api, i18n, site, amount, onAmountChange, onInvalidSharedAmount, effects }: OtherDepositMethodsProps) {
  const offered = offeredOtherMethods(methods);
  const [amountError, setAmountError] = useState<string | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const choice = useRef<Choice>('pl');
  const { state, submit } = useGatewayDeposit(api, effects);
  if (offered.length === 0) return null;
  const limits = offered[0]!.rules;
  const rules = { min: limits.minAmount.amount, max: limits.maxAmount.amount, currency: limits.minAmount.currency, locale: site.locale };
  const busy = state.status === 'submitting' || state.status === 'redirecting';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateAmount(amount, rules);
    if (found && onInvalidSharedAmount) {
      onInvalidSharedAmount();
      return;
    }
    setAmountError(found);
    if (found) {
      amountRef.current?.focus();
      return;
    }
    const method = offered.find((candidate) => candidate.code === choice.current)!;
    const minor = toMinorUnits(amount.trim());
    if (minor === null) return;
    void submit({ method: choice.current, gateway: method.availableGateways[0] ?? 'test', amount: minor, ...(choice.current === 'pl' ? {} : { walletToken: SIMULATED_WALLET_TOKEN }) });
  };

  const label: Record<Choice, string> = {
    pl: i18n.t('account.deposit.paypal', 'Pay with PayPal'),
    ap: i18n.t('account.deposit.apple-pay', 'Pay with Apple Pay'),
    gp: i18n.t('account.deposit.google-pay', 'Pay with Google Pay'),
  };
  return (
    <section className="account-funds-other" aria-labelledby="account-funds-other-heading">
      <h2 id="account-funds-other-heading">{i18n.t('account.deposit.other-heading', 'PayPal and digital wallets')}</h2>
      {state.status === 'failed' ? (
        <FocusOnShow focusKey={state}>
          <Alert tone="error" title={i18n.t('account.deposit.failed-title', "Your deposit didn't go through")}>
            {state.message}
          </Alert>
        </FocusOnShow>
      ) : null}
      {state.status === 'redirecting' ? <p role="status">{i18n.t('account.deposit.to-paypal', 'Taking you to PayPal…')}</p> : null}
      <form noValidate aria-busy={busy || undefined} onSubmit={onSubmit}>
        {onInvalidSharedAmount ? (
          <p className="account-funds__intro">{i18n.t('account.deposit.other-shared-amount', 'Pays the amount above.')}</p>
        ) : (
          <TextField
            ref={amountRef}
            label={i18n.t('account.deposit.amount', 'Amount')}
            hint={i18n.t('account.deposit.amount-hint', 'Between {min} and {max}', { min: i18n.money(rules.min), max: i18n.money(rules.max) })}
            name="other-amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            error={amountError}
            onChange={(event) => onAmountChange(event.target.value)}
          />
        )}
        <div className="account-funds-other__buttons">
          {offered.map((method) => (
            <Button key={method.code} type="submit" variant={method.code === 'pl' ? 'primary' : 'secondary'} disabled={busy} onClick={() => (choice.current = method.code as Choice)}>
              {label[method.code as Choice]}
            </Button>
          ))}
        </div>
      </form>
    </section>
  );
}
