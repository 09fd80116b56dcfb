import type { CustomerDetails } from '@drawfront/shared/contract/customer-details';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import type { DetailsValues } from '@drawfront/shared/rules/customer-details';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { FocusOnShow } from '../../../components/focus-on-show';
import { updateDetails } from '../api/details-api';
import { useDetails } from '../hooks/use-details';
import { changesOf, describeDetailsFailure, valuesOf } from '../model/details-form';
import type { DetailsFailure } from '../model/details-form';
import { DetailsForm } from './details-form';
import './details.css';

export type UpgradeAccountPageProps = Pick<RemoteProps, 'api' | 'bus' | 'i18n' | 'navigate' | 'site'>;

/**
 * /my-account/upgrade-account: where the shell sends a customer flagged accountUpgrade (groups spec §2 "Forced
 * redirects") until their details are complete. The whole address is asked for; once the API has it, the flag is
 * cleared, the shell re-reads the customer and the customer carries on to their account.
 */
export function UpgradeAccountPage({ api, bus, i18n, navigate, site }: UpgradeAccountPageProps) {
  const heading = i18n.t('account.upgrade.heading', 'Complete your details');
  usePageTitle(heading, site.name);
  const pathTo = usePathTo(site);
  const resource = useDetails(api);
  const { state, submit } = useSubmitOnce<{ before: DetailsValues; after: DetailsValues }, CustomerDetails, DetailsFailure>({
    send: ({ before, after }) => {
      const changes = changesOf(before, after);
      // Nothing changed yet the form is complete (the details were there): sending the address again clears the flag.
      return updateDetails(api, Object.keys(changes).length > 0 ? changes : { addressLine1: after.addressLine1 });
    },
    toFailure: describeDetailsFailure,
    lockAfterSuccess: true,
    onSuccess: () => {
      bus.emit({ type: 'customer/changed' });
      const account = pathTo('my-account');
      if (account) navigate(account, { replace: true });
    },
  });
  const failure = state.status === 'error' ? state.failure : null;

  return (
    <div className="account-details">
      <PageHeading intro={i18n.t('account.upgrade.intro', 'We have moved your account to our new site. Before you carry on, please check your details and give us your address.')}>{heading}</PageHeading>
      {resource.status === 'loading' ? (
        <p role="status" className="account-details__muted">
          {i18n.t('account.details.loading', 'Loading your details')}
        </p>
      ) : null}
      {resource.status === 'error' ? <LoadError title={i18n.t('account.details.load-error', "We couldn't load your details")} error={resource.error} i18n={i18n} onRetry={resource.retry} /> : null}
      {failure?.formMessage ? (
        <FocusOnShow focusKey={state}>
          <Alert tone="error" title={i18n.t('account.details.error-title', "We couldn't save your details")}>
            {failure.formMessage}
          </Alert>
        </FocusOnShow>
      ) : null}
      {resource.status === 'success' ? (
        <div className="account-details__card">
          <DetailsForm
            siteCountry={site.country}
            i18n={i18n}
            initial={valuesOf(resource.data)}
            immutableFields={resource.data.immutableFields}
            today={new Date().toISOString().slice(0, 10)}
            minimumAge={site.constants.minimumRegistrationAge}
            requireAddress
            submitting={state.status === 'submitting' || state.status === 'success'}
            submitLabel={i18n.t('account.upgrade.submit', 'Save and continue')}
            serverErrors={failure?.fieldErrors}
            onSubmit={(after) => void submit({ before: valuesOf(resource.data), after })}
          />
        </div>
      ) : null}
    </div>
  );
}
