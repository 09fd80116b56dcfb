import { useId, useRef, useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '@drawfront/shared/api-client/error-mapping';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { SpendLimit, SpendLimitPeriod } from '@drawfront/shared/contract/limits';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { MIN_CUSTOMER_LIMIT } from '@drawfront/shared/rules/limit-bounds';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { isNotFound } from '../../../lib/is-not-found';
import { initialLimitText, toLimitFailure } from '../model/limit-form';
import { pendingText, removalWarning, removedMessage, resetText, savedMessage } from '../model/limit-texts';
import { periodLimitWords } from '../model/limit-words';
import type { LimitKind } from '../model/limit-words';
import type { LimitsAnswer } from '../model/limit-texts';
import { removalRefusal } from '../model/removal-failure';
import { LimitForm } from './limit-form';
import { RemoveLimit } from './remove-limit';
import { SpendMeter } from './spend-meter';

/** What differs between a spend limit's card and a deposit limit's besides their words: the amount used, the largest limit and the calls. */
export interface PeriodLimitTerms<Answer extends LimitsAnswer> {
  /** What has been used against the limit this period ("$12.00 of $50.00 spent today"), and the amount. */
  used: { text: string; amount: number } | null;
  max?: number;
  hint?: string;
  send: (text: string) => Promise<Answer>;
  sendRemoval: (id: string) => Promise<Answer>;
}

export interface PeriodLimitCardProps<Answer extends LimitsAnswer> extends PeriodLimitTerms<Answer> {
  kind: LimitKind;
  period: SpendLimitPeriod;
  limit: Pick<SpendLimit, 'id' | 'limit' | 'pending' | 'periodEndsAt'> | null;
  coolingOffDays: number;
  i18n: I18n;
  notify: RemoteProps['notify'];
  /** The API's answer after a change: every limit as it now stands. */
  onChange: (limits: Answer) => void;
  /** Reads the limits again (after a removal that failed for a reason the API did not explain). */
  onRefresh: () => void;
}

/** One period's spend or deposit limit: what is used against it, a pending change, the form to set it and its removal. */
export function PeriodLimitCard<Answer extends LimitsAnswer>({ kind, period, limit, used, max, hint, send, sendRemoval, coolingOffDays, i18n, notify, onChange, onRefresh }: PeriodLimitCardProps<Answer>) {
  const words = periodLimitWords(kind, period, i18n);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const removalPending = limit?.pending != null && limit.pending.limit === null;

  const saving = useSubmitOnce({
    send,
    toFailure: toLimitFailure,
    onSuccess: (answer) => {
      onChange(answer);
      setNotice(savedMessage(period, answer, i18n));
    },
  });
  // The failure stays the API's error: what the page does next depends on its status (storefront §8).
  const removal = useSubmitOnce({
    send: sendRemoval,
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
    if (refusal) {
      notify({ title: words.removeFailed, message: refusal, level: 'error' });
      return;
    }
    // Storefront §8: anything but an explained refusal reads the limits again, so the page shows what the API has.
    if (isNotFound(error)) headingRef.current?.focus();
    else notify({ title: words.removeFailed, message: errorMessage(error, i18n.t('error.generic', GENERIC_ERROR_MESSAGE)), level: 'error' });
    onRefresh();
  };

  return (
    <section className="account-limits-card" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="account-limits__subheading">
        {words.title}
      </h2>
      {limit ? (
        <SpendMeter text={used?.text ?? ''} spent={used?.amount ?? 0} limit={limit.limit.amount} note={resetText(limit, i18n)} />
      ) : (
        <p className="account-limits-card__none">{words.none}</p>
      )}
      {limit?.pending ? <p className="account-limits-card__pending">{pendingText(limit.pending, i18n)}</p> : null}
      <LimitForm
        label={words.title}
        hint={hint}
        initialValue={initialLimitText(limit?.limit.amount)}
        rules={{ min: MIN_CUSTOMER_LIMIT, max, currency: i18n.currency, locale: i18n.locale }}
        submitLabel={limit ? words.change : words.set}
        submittingLabel={i18n.t('account.limits.saving', 'Saving…')}
        submitting={saving.state.status === 'submitting'}
        blocked={removing}
        i18n={i18n}
        onSubmit={save}
      />
      {limit && !removalPending ? (
        <RemoveLimit
          label={words.remove}
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
