import { useId, useRef, useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '@drawfront/shared/api-client/error-mapping';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { SpendLimit, SpendLimitPeriod, SpendLimits, SystemSpendLimit } from '@drawfront/shared/contract/limits';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { MIN_CUSTOMER_LIMIT } from '@drawfront/shared/rules/limit-bounds';
import { removeSpendLimit, setSpendLimit } from '../api/spend-limits-api';
import { initialLimitText, toLimitFailure } from '../model/limit-form';
import { limitTitle, pendingText, removalWarning, removedMessage, resetText, savedMessage, spentText } from '../model/limit-texts';
import { perPeriodText, periodWord } from '../model/period-text';
import { isNotFound } from '../../../lib/is-not-found';
import { removalRefusal } from '../model/removal-failure';
import { LimitForm } from './limit-form';
import { RemoveLimit } from './remove-limit';
import { SpendMeter } from './spend-meter';

export interface SpendLimitCardProps {
  period: SpendLimitPeriod;
  limit: SpendLimit | null;
  system: SystemSpendLimit | null;
  coolingOffDays: number;
  api: ApiClient;
  i18n: I18n;
  notify: RemoteProps['notify'];
  /** The API's answer after a change: every limit as it now stands. */
  onChange: (limits: SpendLimits) => void;
  /** Reads the limits again (after a removal that failed for a reason the API did not explain). */
  onRefresh: () => void;
}

/** One period's limit: what is spent against it, a pending change, the form to set it and its removal. */
export function SpendLimitCard({ period, limit, system, coolingOffDays, api, i18n, notify, onChange, onRefresh }: SpendLimitCardProps) {
  const title = limitTitle(period, i18n);
  const word = periodWord(period, i18n);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const removalPending = limit?.pending != null && limit.pending.limit === null;

  const saving = useSubmitOnce({
    send: (text: string) => setSpendLimit(api, period, text),
    toFailure: toLimitFailure,
    onSuccess: (answer) => {
      onChange(answer);
      setNotice(savedMessage(period, answer, i18n));
    },
  });
  // The failure stays the API's error: what the page does next depends on its status (storefront §8).
  const removal = useSubmitOnce({
    send: (id: string) => removeSpendLimit(api, id),
    toFailure: (error: unknown) => error,
    onSuccess: (answer) => {
      onChange(answer);
      setNotice(removedMessage(period, answer, i18n));
      // The remove button goes away; keep keyboard users in this card.
      headingRef.current?.focus();
    },
  });
  const removing = removal.state.status === 'submitting';

  const save = (text: string) => {
    setNotice(null);
    return saving.submit(text);
  };

  const remove = async () => {
    if (!limit || removing) return;
    setNotice(null);
    const outcome = await removal.submit(limit.id);
    if (outcome.status !== 'error') return;
    const error = outcome.failure;
    const refusal = removalRefusal(error);
    const failedTitle = i18n.t('account.limits.remove-failed', 'Your {period} limit was not removed', { period: word });
    if (refusal) {
      notify({ title: failedTitle, message: refusal, level: 'error' });
      return;
    }
    // Storefront §8: anything but an explained refusal reads the limits again, so the page shows what the API has.
    if (isNotFound(error)) headingRef.current?.focus();
    else notify({ title: failedTitle, message: errorMessage(error, i18n.t('error.generic', GENERIC_ERROR_MESSAGE)), level: 'error' });
    onRefresh();
  };

  const hint = system ? i18n.t('account.limits.max', 'The most you can set is {max} {per}, the site-wide limit.', { max: i18n.money(system.limit.amount), per: perPeriodText(period, i18n) }) : undefined;

  return (
    <section className="account-limits-card" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="account-limits__subheading">
        {title}
      </h2>
      {limit ? (
        <SpendMeter text={spentText(limit, i18n)} spent={limit.amountSpent.amount} limit={limit.limit.amount} note={resetText(limit, i18n)} />
      ) : (
        <p className="account-limits-card__none">{i18n.t('account.limits.none', "You haven't set a {period} limit.", { period: word })}</p>
      )}
      {limit?.pending ? <p className="account-limits-card__pending">{pendingText(limit.pending, i18n)}</p> : null}
      <LimitForm
        label={title}
        hint={hint}
        initialValue={initialLimitText(limit?.limit.amount)}
        rules={{ min: MIN_CUSTOMER_LIMIT, max: system?.limit.amount, currency: i18n.currency, locale: i18n.locale }}
        submitLabel={limit ? i18n.t('account.limits.change', 'Change {period} limit', { period: word }) : i18n.t('account.limits.set', 'Set {period} limit', { period: word })}
        submittingLabel={i18n.t('account.limits.saving', 'Saving…')}
        submitting={saving.state.status === 'submitting'}
        blocked={removing}
        i18n={i18n}
        onSubmit={save}
      />
      {limit && !removalPending ? (
        <RemoveLimit
          label={i18n.t('account.limits.remove', 'Remove {period} limit', { period: word })}
          warning={removalWarning(period, coolingOffDays, i18n)}
          removing={removing}
          blocked={saving.state.status === 'submitting'}
          i18n={i18n}
          onConfirm={remove}
        />
      ) : null}
      <div className="account-limits__notice" aria-live="polite">
        {notice ? <p className="account-limits__success">{notice}</p> : null}
      </div>
    </section>
  );
}
