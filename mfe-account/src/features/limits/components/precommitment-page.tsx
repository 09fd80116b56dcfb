import { useRef, useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '@drawfront/shared/api-client/error-mapping';
import type { Customer } from '@drawfront/shared/contract/customer';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { QUERY_KEYS } from '@drawfront/shared/data/query-defaults';
import { useInvalidate } from '@drawfront/shared/data/use-mutation';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { MAX_PRECOMMITMENT, MIN_CUSTOMER_LIMIT } from '@drawfront/shared/rules/limit-bounds';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { removePreCommitment, setPreCommitment } from '../api/precommitment-api';
import { usePreCommitment } from '../hooks/use-precommitment';
import { initialLimitText, toLimitFailure } from '../model/limit-form';
import { currentPreCommitmentText, preCommitmentSavedMessage, preCommitmentSpentText } from '../model/precommitment-texts';
import { removalRefusal } from '../model/removal-failure';
import { LimitForm } from './limit-form';
import { RemoveLimit } from './remove-limit';
import { SpendMeter } from './spend-meter';
import './limits.css';

export type PrecommitmentPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'notify' | 'site'>;

/** /my-account/precommitment-limit: the weekly pre-commitment limit, what is spent against it, the form to set it and its removal. */
export function PrecommitmentPage({ api, i18n, notify, site }: PrecommitmentPageProps) {
  const heading = i18n.t('account.precommitment.heading', 'Pre-commitment limit');
  usePageTitle(heading, site.name);
  const customer = usePreCommitment(api);
  const { replace, refresh } = customer;
  const data = customer.status === 'success' ? customer.data : null;
  const [notice, setNotice] = useState<string | null>(null);
  const sectionHeadingRef = useRef<HTMLHeadingElement>(null);
  const preCommitment = data?.preCommitment ?? null;

  const invalidate = useInvalidate();
  const changed = (answer: Customer) => {
    // Other pages and the header read the customer too (balance, limits): they read it again.
    invalidate([QUERY_KEYS.customer]);
    replace(answer);
  };

  const saving = useSubmitOnce({
    send: (text: string) => setPreCommitment(api, text),
    toFailure: toLimitFailure,
    onSuccess: (answer) => {
      changed(answer);
      setNotice(preCommitmentSavedMessage(answer, i18n));
    },
  });
  // The failure stays the API's error: only an explained refusal leaves the page as it is.
  const removal = useSubmitOnce<void, Customer, unknown>({
    send: () => removePreCommitment(api),
    toFailure: (error: unknown) => error,
    onSuccess: (answer) => {
      changed(answer);
      setNotice(i18n.t('account.precommitment.removed', 'Your pre-commitment limit has been removed.'));
      sectionHeadingRef.current?.focus();
    },
  });
  const removing = removal.state.status === 'submitting';

  const save = (text: string) => {
    setNotice(null);
    return saving.submit(text);
  };

  const remove = async () => {
    if (removing) return;
    setNotice(null);
    const outcome = await removal.submit();
    if (outcome.status !== 'error') return;
    const refusal = removalRefusal(outcome.failure);
    const title = i18n.t('account.precommitment.remove-failed', 'Your pre-commitment limit was not removed');
    notify({ title, message: refusal ?? errorMessage(outcome.failure, i18n.t('error.generic', GENERIC_ERROR_MESSAGE)), level: 'error' });
    // As for spend limits (storefront §8): only an explained refusal leaves the page as it is.
    if (!refusal) void refresh();
  };

  return (
    <div className="account-limits">
      <PageHeading
        intro={i18n.t(
          'account.precommitment.intro',
          'Choose the most you want to spend on purchases each week. A purchase that would take you over it is stopped. A change applies straight away.',
        )}
      >
        {heading}
      </PageHeading>
      {customer.status === 'loading' ? (
        <p role="status" className="account-limits__loading">
          {i18n.t('account.precommitment.loading', 'Loading your pre-commitment limit')}
        </p>
      ) : null}
      {customer.status === 'error' ? (
        <LoadError title={i18n.t('account.precommitment.load-error', "We couldn't load your pre-commitment limit")} error={customer.error} i18n={i18n} onRetry={customer.retry} />
      ) : null}
      {data ? (
        <section className="account-limits-card" aria-labelledby="account-precommitment-heading">
          <h2 id="account-precommitment-heading" ref={sectionHeadingRef} tabIndex={-1} className="account-limits__subheading">
            {i18n.t('account.precommitment.subheading', 'Weekly limit')}
          </h2>
          <p className="account-limits-card__current">{currentPreCommitmentText(preCommitment, i18n)}</p>
          {preCommitment ? <SpendMeter text={preCommitmentSpentText(preCommitment, i18n)} spent={preCommitment.spentThisPeriod.amount} limit={preCommitment.limit.amount} /> : null}
          <LimitForm
            label={i18n.t('account.precommitment.field', 'Weekly pre-commitment limit')}
            initialValue={initialLimitText(preCommitment?.limit.amount)}
            rules={{ min: MIN_CUSTOMER_LIMIT, max: MAX_PRECOMMITMENT, currency: i18n.currency, locale: i18n.locale }}
            submitLabel={preCommitment ? i18n.t('account.precommitment.change', 'Change limit') : i18n.t('account.precommitment.set', 'Set limit')}
            submittingLabel={i18n.t('account.limits.saving', 'Saving…')}
            submitting={saving.state.status === 'submitting'}
            blocked={removing}
            i18n={i18n}
            onSubmit={save}
          />
          {preCommitment ? (
            <RemoveLimit
              label={i18n.t('account.precommitment.remove', 'Remove pre-commitment limit')}
              warning={i18n.t('account.precommitment.remove-warning', 'Your pre-commitment limit will be removed straight away and your purchases will no longer be capped each week.')}
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
      ) : null}
    </div>
  );
}
