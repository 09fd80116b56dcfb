import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { ConfirmResult } from '@drawfront/shared/contract/customer-details';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import type { ConfirmationKind } from '@drawfront/shared/rules/confirmation-banner';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { Spinner } from '@drawfront/shared/ui/spinner';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { confirmWithToken } from '../api/details-api';
import './details.css';

export type ConfirmAddressPageProps = Pick<RemoteProps, 'api' | 'bus' | 'i18n' | 'site'>;

const TOKEN = /^[A-Za-z0-9_-]+$/;

/**
 * /my-account/confirm-address/{token?} (public): the page a confirmation mail links to. `?kind=email` marks an
 * email address's link. The token is spent once on arrival; signed in or not, the result is shown here.
 */
export function ConfirmAddressPage({ api, bus, i18n, site }: ConfirmAddressPageProps) {
  const { token } = useParams();
  const [search] = useSearchParams();
  const kind: ConfirmationKind = search.get('kind') === 'email' ? 'email' : 'address';
  const what = kind === 'email' ? i18n.t('account.confirm.email', 'email address') : i18n.t('account.confirm.address', 'address');
  const heading = i18n.t('account.confirm.heading', 'Confirm your {what}', { what });
  usePageTitle(heading, site.name);
  const pathTo = usePathTo(site);
  const valid = token !== undefined && TOKEN.test(token);
  const { state, submit } = useSubmitOnce<string, ConfirmResult, string>({
    send: (value) => confirmWithToken(api, kind, value),
    toFailure: (error) => errorMessage(error),
    lockAfterSuccess: true,
    // A signed-in customer's banner goes away at once.
    onSuccess: () => bus.emit({ type: 'customer/changed' }),
  });

  // One call per page: the link is single-use, so a re-render or remount must not send it again.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !valid) return;
    started.current = true;
    void submit(token);
  }, [submit, token, valid]);

  const details = pathTo('my-details');
  const detailsLink = details ? <Link to={details}>{i18n.t('account.confirm.details-link', 'Go to my details')}</Link> : null;

  return (
    <div className="account-details">
      <PageHeading>{heading}</PageHeading>
      {!valid ? (
        <Alert tone="info" actions={detailsLink}>
          {i18n.t('account.confirm.no-token', 'Open the link in the email we sent you to confirm your {what}.', { what })}
        </Alert>
      ) : null}
      {valid && (state.status === 'idle' || state.status === 'submitting') ? (
        <p className="account-details__muted">
          <Spinner label={i18n.t('account.confirm.confirming', 'Confirming your {what}', { what })} />
        </p>
      ) : null}
      {state.status === 'success' ? (
        <Alert tone="success" title={i18n.t('account.confirm.done', 'Thanks, your {what} is confirmed.', { what })} actions={detailsLink}>
          {kind === 'email' ? i18n.t('account.confirm.done-email', "We'll send mail to {email} from now on.", { email: state.result.email }) : i18n.t('account.confirm.done-address', 'Nothing else needs doing.')}
        </Alert>
      ) : null}
      {state.status === 'error' ? (
        <Alert tone="error" title={i18n.t('account.confirm.failed', "We couldn't confirm your {what}", { what })} actions={detailsLink}>
          {state.failure}
        </Alert>
      ) : null}
    </div>
  );
}
