import { useParams, useSearchParams } from 'react-router-dom';
import type { CommunicationMethod, CommunicationPreferences } from '@drawfront/shared/contract/communication-preferences';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { Alert } from '@drawfront/shared/ui/alert';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { useStore } from '@drawfront/shared/ui/use-store';
import { FocusOnShow } from '../../../components/focus-on-show';
import { savePreferences } from '../api/preferences-api';
import { PreferencesLoadError } from './link-error';
import type { PreferencesTarget } from '../api/preferences-api';
import { usePreferences } from '../hooks/use-preferences';
import { offerName } from '../model/preferences';
import { PreferencesForm } from './preferences-form';
import './preferences.css';

export type PreferencesPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'session' | 'site'>;

/**
 * /communication-preferences (signed in) and /communication-preferences/{id}?signature=… (public, from an email):
 * how the customer may be contacted (groups spec §3 "Communication preferences").
 */
export function PreferencesPage({ api, i18n, session, site }: PreferencesPageProps) {
  const { id } = useParams();
  const [search] = useSearchParams();
  const signedIn = useStore(session).customerId;
  const target: PreferencesTarget = id ? { customerId: id, signature: search.get('signature') ?? undefined } : { customerId: signedIn ?? '' };
  const heading = i18n.t('account.preferences.heading', 'Communication preferences');
  usePageTitle(heading, site.name);
  const resource = usePreferences(api, target);
  const { state, submit } = useSubmitOnce<Record<CommunicationMethod, boolean>, CommunicationPreferences, string>({
    send: (preferences) => savePreferences(api, target, { preferences }),
    toFailure: (error) => errorMessage(error),
  });
  const current = state.status === 'success' ? state.result : resource.status === 'success' ? resource.data : null;

  return (
    <div className="account-preferences">
      <PageHeading intro={i18n.t('account.preferences.intro', "Choose how we may tell you about draws, offers and news. We'll always send receipts, results of your tickets and security messages.")}>{heading}</PageHeading>
      {resource.status === 'loading' ? (
        <p role="status" className="account-preferences__muted">
          {i18n.t('account.preferences.loading', 'Loading your preferences')}
        </p>
      ) : null}
      {resource.status === 'error' ? <PreferencesLoadError title={i18n.t('account.preferences.load-error', "We couldn't load your preferences")} error={resource.error} i18n={i18n} onRetry={resource.retry} /> : null}
      {state.status === 'success' ? (
        <FocusOnShow focusKey={state}>
          <Alert tone="success">{i18n.t('account.preferences.saved', 'Your preferences have been saved.')}</Alert>
        </FocusOnShow>
      ) : null}
      {state.status === 'error' ? (
        <FocusOnShow focusKey={state}>
          <Alert tone="error" title={i18n.t('account.preferences.error-title', "We couldn't save your preferences")}>
            {state.failure}
          </Alert>
        </FocusOnShow>
      ) : null}
      {current ? (
        <div className="account-preferences__card">
          <PreferencesForm i18n={i18n} current={current} submitting={state.status === 'submitting'} onSubmit={(preferences) => void submit(preferences)} />
          {current.unsubscribedOffers.length > 0 ? (
            <p className="account-preferences__muted">
              {i18n.t('account.preferences.offers-off', 'You have unsubscribed from emails about {offers}. Ticking Email turns them back on.', { offers: current.unsubscribedOffers.map(offerName).join(', ') })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
