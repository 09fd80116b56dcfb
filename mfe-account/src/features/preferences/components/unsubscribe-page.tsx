import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { CommunicationPreferences } from '@drawfront/shared/contract/communication-preferences';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { FocusOnShow } from '../../../components/focus-on-show';
import { savePreferences } from '../api/preferences-api';
import { PreferencesLoadError } from './link-error';
import { usePreferences } from '../hooks/use-preferences';
import { offerName, UNSUBSCRIBE_REASONS } from '../model/preferences';
import './preferences.css';

export type UnsubscribePageProps = Pick<RemoteProps, 'api' | 'i18n' | 'site'>;

/**
 * /unsubscribe/{customerId}/{productOfferKey?}?signature=… (public): the unsubscribe link in an email. The link is
 * checked on arrival (a bad signature is refused with the API's message); the customer may say why, then
 * "preferences.email false" is sent, for the one offer when the link names it.
 */
export function UnsubscribePage({ api, i18n, site }: UnsubscribePageProps) {
  const { customerId = '', productOfferKey } = useParams();
  const [search] = useSearchParams();
  const signature = search.get('signature') ?? undefined;
  const offer = productOfferKey ? offerName(productOfferKey) : null;
  const heading = offer ? i18n.t('account.unsubscribe.heading-offer', 'Unsubscribe from {offer} emails', { offer }) : i18n.t('account.unsubscribe.heading', 'Unsubscribe from our emails');
  usePageTitle(heading, site.name);
  const pathTo = usePathTo(site);
  const resource = usePreferences(api, { customerId, signature });
  const [reasons, setReasons] = useState<string[]>([]);
  const { state, submit } = useSubmitOnce<string[], CommunicationPreferences, string>({
    send: (chosen) => savePreferences(api, { customerId, signature }, { preferences: { email: false }, unsubscribeReasons: chosen }, productOfferKey),
    toFailure: (error) => errorMessage(error),
    lockAfterSuccess: true,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(reasons);
  };
  const preferencesPath = pathTo('communication-preferences-link', { id: customerId }, { signature });

  return (
    <div className="account-preferences">
      <PageHeading>{heading}</PageHeading>
      {resource.status === 'loading' ? (
        <p role="status" className="account-preferences__muted">
          {i18n.t('account.unsubscribe.checking', 'Checking your link')}
        </p>
      ) : null}
      {resource.status === 'error' ? <PreferencesLoadError title={i18n.t('account.unsubscribe.link-error', "We couldn't open this link")} error={resource.error} i18n={i18n} onRetry={resource.retry} /> : null}
      {state.status === 'success' ? (
        <FocusOnShow focusKey={state}>
          <Alert tone="success" title={i18n.t('account.unsubscribe.done', "You're unsubscribed.")} actions={preferencesPath ? <Link to={preferencesPath}>{i18n.t('account.unsubscribe.manage', 'Manage all your email preferences')}</Link> : null}>
            {offer ? i18n.t('account.unsubscribe.done-offer', "We won't email you about {offer} any more.", { offer }) : i18n.t('account.unsubscribe.done-all', "We won't send you marketing emails any more. You'll still get receipts, your tickets' results and security messages.")}
          </Alert>
        </FocusOnShow>
      ) : null}
      {resource.status === 'success' && state.status !== 'success' ? (
        <form className="account-preferences__card" onSubmit={onSubmit} aria-busy={state.status === 'submitting' || undefined}>
          {state.status === 'error' ? (
            <Alert tone="error" title={i18n.t('account.unsubscribe.error-title', "We couldn't unsubscribe you")}>
              {state.failure}
            </Alert>
          ) : null}
          <fieldset className="account-preferences-form__group">
            <legend className="account-preferences-form__legend">{i18n.t('account.unsubscribe.why', 'Why are you unsubscribing? (optional)')}</legend>
            {UNSUBSCRIBE_REASONS.map((reason) => (
              <label key={reason} className="account-preferences-form__choice">
                <input type="checkbox" name="reason" value={reason} checked={reasons.includes(reason)} onChange={(event) => setReasons(event.target.checked ? [...reasons, reason] : reasons.filter((each) => each !== reason))} />
                {i18n.t(`account.unsubscribe.reason-${UNSUBSCRIBE_REASONS.indexOf(reason)}`, reason)}
              </label>
            ))}
          </fieldset>
          <Button type="submit" busy={state.status === 'submitting'}>
            {i18n.t('account.unsubscribe.submit', 'Unsubscribe')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
