import { useId, useRef, useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '@drawfront/shared/api-client/error-mapping';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { DepositLimit, DepositLimits } from '@drawfront/shared/contract/deposit-limits';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { SpendLimitPeriod } from '@drawfront/shared/contract/limits';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { MAX_DEPOSIT_LIMIT, MIN_CUSTOMER_LIMIT } from '@drawfront/shared/rules/limit-bounds';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { isNotFound } from '../../../lib/is-not-found';
import { LimitForm } from './limit-form';
import { RemoveLimit } from './remove-limit';
import { SpendMeter } from './spend-meter';
import { initialLimitText, toLimitFailure } from '../model/limit-form';
import { pendingText, removalWarning, removedMessage, resetText, savedMessage } from '../model/limit-texts';
import { currentPeriodText, periodLabel, periodWord } from '../model/period-text';
import { removalRefusal } from '../model/removal-failure';
import { removeDepositLimit, setDepositLimit } from '../api/deposit-limits-api';

export interface DepositLimitCardProps {
  period: SpendLimitPeriod;
  limit: DepositLimit | null;
  coolingOffDays: number;
  api: ApiClient;
  i18n: I18n;
  notify: RemoteProps['notify'];
  onChange: (limits: DepositLimits) => void;
  onRefresh: () => void;
}

/** One period's deposit limit: what was deposited against it, a pending change, its form and removal (the spend limit card's parts). */
export function DepositLimitCard({ period, limit, coolingOffDays, api, i18n, notify, onChange, onRefresh }: DepositLimitCardProps) {
  const title = i18n.t('account.deposit-limits.title', '{period} deposit limit', { period: periodLabel(period, i18n) });
  const word = periodWord(period, i18n);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const removalPending = limit?.pending != null && limit.pending.limit === null;

  const saving = useSubmitOnce({
    send: (text: string) => setDepositLimit(api, period, text),
    toFailure: toLimitFailure,
    onSuccess: (answer) => {
      onChange(answer);
      setNotice(savedMessage(period, answer, i18n));
    },
  });
  const removal = useSubmitOnce({
    send: (id: string) => removeDepositLimit(api, id),
    toFailure: (error: unknown) => error,
    onSuccess: (answer) => {
      onChange(answer);
      setNotice(removedMessage(period, answer, i18n));
      headingRef.current?.focus();
    },
  });
  const removing = removal.state.status === 'submitting';

  const remove = async () => {
    if (!limit || removing) return;
    setNotice(null);
    const outcome = await removal.submit(limit.id);
    if (outcome.status !== 'error') return;
    const refusal = removalRefusal(outcome.failure);
    const failedTitle = i18n.t('account.deposit-limits.remove-failed', 'Your {period} deposit limit was not removed', { period: word });
    if (refusal) {
      notify({ title: failedTitle, message: refusal, level: 'error' });
      return;
    }
    if (isNotFound(outcome.failure)) headingRef.current?.focus();
    else notify({ title: failedTitle, message: errorMessage(outcome.failure, i18n.t('error.generic', GENERIC_ERROR_MESSAGE)), level: 'error' });
    onRefresh();
  };

  const depositedText = limit
    ? i18n.t('account.deposit-limits.deposited', '{deposited} of {limit} deposited {when}', { deposited: i18n.money(limit.amountDeposited.amount), limit: i18n.money(limit.limit.amount), when: currentPeriodText(period, i18n) })
    : '';
  return (
    <section className="account-limits-card" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="account-limits__subheading">
        {title}
      </h2>
      {limit ? (
        <SpendMeter text={depositedText} spent={limit.amountDeposited.amount} limit={limit.limit.amount} note={resetText(limit, i18n)} />
      ) : (
        <p className="account-limits-card__none">{i18n.t('account.deposit-limits.none', "You haven't set a {period} deposit limit.", { period: word })}</p>
      )}
      {limit?.pending ? <p className="account-limits-card__pending">{pendingText(limit.pending, i18n)}</p> : null}
      <LimitForm
        label={title}
        initialValue={initialLimitText(limit?.limit.amount)}
        rules={{ min: MIN_CUSTOMER_LIMIT, max: MAX_DEPOSIT_LIMIT, currency: i18n.currency, locale: i18n.locale }}
        submitLabel={limit ? i18n.t('account.deposit-limits.change', 'Change {period} deposit limit', { period: word }) : i18n.t('account.deposit-limits.set', 'Set {period} deposit limit', { period: word })}
        submittingLabel={i18n.t('account.limits.saving', 'Saving…')}
        submitting={saving.state.status === 'submitting'}
        blocked={removing}
        i18n={i18n}
        onSubmit={(text) => {
          setNotice(null);
          return saving.submit(text);
        }}
      />
      {limit && !removalPending ? (
        <RemoveLimit
          label={i18n.t('account.deposit-limits.remove', 'Remove {period} deposit limit', { period: word })}
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
