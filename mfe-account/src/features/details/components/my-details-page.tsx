import { useState } from 'react';
import type { CustomerDetails } from '@drawfront/shared/contract/customer-details';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import type { DetailsValues } from '@drawfront/shared/rules/customer-details';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { FocusOnShow } from '../../../components/focus-on-show';
import { updateDetails } from '../api/details-api';
import { useDetails } from '../hooks/use-details';
import { changesOf, describeDetailsFailure, valuesOf } from '../model/details-form';
import type { DetailsFailure } from '../model/details-form';
import { DetailsForm } from './details-form';
import { DetailsSummary } from './details-summary';
import './details.css';

export type MyDetailsPageProps = Pick<RemoteProps, 'api' | 'bus' | 'i18n' | 'site'>;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * /my-account/my-details (and /customer/details): the customer's details, and a form to change them. Saving is a
 * sensitive call: without a recent second factor the API answers 403 REQUIRED and the shell's elevation modal
 * asks for a code, then the save is retried once. A new address or email is confirmed from a mailed link.
 */
export function MyDetailsPage({ api, bus, i18n, site }: MyDetailsPageProps) {
  const heading = i18n.t('account.details.heading', 'My details');
  usePageTitle(heading, site.name);
  const resource = useDetails(api);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<CustomerDetails | null>(null);
  const details = saved ?? (resource.status === 'success' ? resource.data : null);
  const { state, submit, reset } = useSubmitOnce<{ before: DetailsValues; after: DetailsValues }, CustomerDetails, DetailsFailure>({
    send: ({ before, after }) => updateDetails(api, changesOf(before, after)),
    toFailure: describeDetailsFailure,
    onSuccess: (result) => {
      setSaved(result);
      setEditing(false);
      // The shell re-reads the customer: the header's name and the confirmation banner follow.
      bus.emit({ type: 'customer/changed' });
    },
  });
  const failure = state.status === 'error' ? state.failure : null;
  const justSaved = state.status === 'success' && !editing ? state.result : null;

  return (
    <div className="account-details">
      <PageHeading intro={i18n.t('account.details.intro', 'Your name, contact details and address.')}>{heading}</PageHeading>
      {resource.status === 'loading' && !details ? (
        <p role="status" className="account-details__muted">
          {i18n.t('account.details.loading', 'Loading your details')}
        </p>
      ) : null}
      {resource.status === 'error' && !details ? <LoadError title={i18n.t('account.details.load-error', "We couldn't load your details")} error={resource.error} i18n={i18n} onRetry={resource.retry} /> : null}
      {justSaved ? (
        <FocusOnShow focusKey={state}>
          <Alert tone="success" title={i18n.t('account.details.saved', 'Your details have been saved.')}>
            {justSaved.addressConfirmationRequired || justSaved.emailAddressConfirmationRequired
              ? i18n.t('account.details.saved-confirm', 'We sent a link to {email}. Open it to confirm your changes.', { email: justSaved.email })
              : i18n.t('account.details.saved-plain', 'Nothing else needs doing.')}
          </Alert>
        </FocusOnShow>
      ) : null}
      {details && !editing ? (
        <section className="account-details__card" aria-labelledby="account-details-yours">
          <h2 id="account-details-yours" className="account-details__subheading">
            {i18n.t('account.details.yours', 'Your details')}
          </h2>
          <DetailsSummary details={details} i18n={i18n} />
          <Button
            variant="secondary"
            onClick={() => {
              reset();
              setEditing(true);
            }}
          >
            {i18n.t('account.details.edit', 'Change details')}
          </Button>
        </section>
      ) : null}
      {details && editing ? (
        <section className="account-details__card" aria-labelledby="account-details-change">
          <h2 id="account-details-change" className="account-details__subheading">
            {i18n.t('account.details.change', 'Change your details')}
          </h2>
          {failure?.formMessage ? (
            <FocusOnShow focusKey={state}>
              <Alert tone="error" title={i18n.t('account.details.error-title', "We couldn't save your details")}>
                {failure.formMessage}
              </Alert>
            </FocusOnShow>
          ) : null}
          <DetailsForm
            siteCountry={site.country}
            i18n={i18n}
            initial={valuesOf(details)}
            immutableFields={details.immutableFields}
            today={today()}
            minimumAge={site.constants.minimumRegistrationAge}
            requireAddress={false}
            submitting={state.status === 'submitting'}
            submitLabel={i18n.t('account.details.save', 'Save details')}
            serverErrors={failure?.fieldErrors}
            onSubmit={(after) => void submit({ before: valuesOf(details), after })}
            secondary={
              <Button variant="text" onClick={() => setEditing(false)}>
                {i18n.t('account.details.cancel', 'Cancel')}
              </Button>
            }
          />
        </section>
      ) : null}
    </div>
  );
}
