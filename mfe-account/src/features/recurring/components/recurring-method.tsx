import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { RecurringFundKind } from '@drawfront/shared/contract/recurring';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { useResource } from '@drawfront/shared/data/use-resource';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { fetchRecurringMethods, setRecurringMethod } from '../api/recurring-api';
import { actionFailure } from '../model/recurring-action';

const LABELS: Record<RecurringFundKind, string> = { wallet: 'My wallet balance', card: 'My default card (it tops up my wallet when the balance is short)' };

/** Where every autoplay and subscription is charged from (groups spec §3 "Recurring purchase methods"). */
export function RecurringMethod({ api, i18n, site }: { api: ApiClient; i18n: I18n; site: SiteInfo }) {
  const load = useCallback((signal: AbortSignal) => fetchRecurringMethods(api, signal), [api]);
  const methods = useResource(load);
  const name = useId();
  const pathTo = usePathTo(site);
  const [saved, setSaved] = useState<string | null>(null);
  const change = useSubmitOnce({
    send: (method: RecurringFundKind) => setRecurringMethod(api, method),
    toFailure: (error: unknown) => actionFailure(error, i18n),
    onSuccess: (answer) => {
      methods.replace(answer);
      setSaved(i18n.t('account.recurring.method-saved', 'Saved: recurring purchases are paid from {method}.', { method: i18n.t(`account.recurring.method.${answer.selectedRecurringPurchaseMethodKey}`, LABELS[answer.selectedRecurringPurchaseMethodKey]).toLowerCase() }));
    },
  });
  if (methods.status !== 'success') return null;
  const { availableRecurringPurchaseMethods: available, selectedRecurringPurchaseMethodKey: selected } = methods.data;
  const cardDisabled = available.find((method) => method.recurringPurchaseMethodKey === 'card')?.disabled ?? true;
  const cards = pathTo('cards-and-accounts');
  return (
    <fieldset className="account-recurring__method">
      <legend className="account-recurring__method-legend">{i18n.t('account.recurring.method-legend', 'Pay recurring purchases from')}</legend>
      {available.map((method) => (
        <label key={method.recurringPurchaseMethodKey} className="account-recurring__method-option">
          <input
            type="radio"
            name={name}
            className="df-ui-focusable"
            value={method.recurringPurchaseMethodKey}
            checked={selected === method.recurringPurchaseMethodKey}
            disabled={method.disabled || change.state.status === 'submitting'}
            onChange={() => {
              setSaved(null);
              void change.submit(method.recurringPurchaseMethodKey);
            }}
          />
          <span>{i18n.t(`account.recurring.method.${method.recurringPurchaseMethodKey}`, LABELS[method.recurringPurchaseMethodKey])}</span>
        </label>
      ))}
      {cardDisabled && cards ? (
        <p className="account-recurring__method-hint">
          {i18n.t('account.recurring.method-no-card', 'To pay from a card, first')}{' '}
          <Link to={cards}>{i18n.t('account.recurring.method-add-card', 'add a card')}</Link>.
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="account-recurring__method-hint">
          {saved}
        </p>
      ) : null}
      {change.state.status === 'error' ? <Alert tone="error" titleLevel={3}>{change.state.failure}</Alert> : null}
    </fieldset>
  );
}
