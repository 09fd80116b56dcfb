import { useCallback } from 'react';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { Alert } from '@drawfront/shared/ui/alert';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { FocusOnShow } from '../../../components/focus-on-show';
import { forcePasswordChange } from '../api/passwords';
import { describePasswordFailure } from '../model/password-form';
import type { PasswordFailure, PasswordFormValues } from '../model/password-form';
import { NewPasswordForm } from './new-password-form';
import './passwords.css';

export type ForcePasswordChangePageProps = Pick<RemoteProps, 'api' | 'bus' | 'i18n' | 'site'>;

/**
 * /force-password-change: where the shell sends a customer flagged forcePasswordChange (groups spec §2
 * "Forced redirects"). The new password answers a new sign-in, which the shell takes over as after
 * /login; the customer is no longer flagged, so it goes on home.
 */
export function ForcePasswordChangePage({ api, bus, i18n, site }: ForcePasswordChangePageProps) {
  const heading = i18n.t('account.force-change.heading', 'Change your password');
  usePageTitle(heading, site.name);
  const onSuccess = useCallback((result: LoginResult) => bus.emit({ type: 'session/login-succeeded', result, returnTo: null }), [bus]);
  const { state, submit } = useSubmitOnce<PasswordFormValues, LoginResult, PasswordFailure>({
    send: (values) => forcePasswordChange(api, values.newPassword),
    toFailure: describePasswordFailure,
    onSuccess,
    lockAfterSuccess: true,
  });
  const failure = state.status === 'error' ? state.failure : null;
  return (
    <div className="account-password">
      <PageHeading intro={i18n.t('account.force-change.intro', 'For your security, please choose a new password before you continue.')}>{heading}</PageHeading>
      {failure?.formMessage ? (
        <FocusOnShow focusKey={state}>
          <Alert tone="error" title={i18n.t('account.reset.error-title', "We couldn't change your password")}>
            {failure.formMessage}
          </Alert>
        </FocusOnShow>
      ) : null}
      {state.status === 'success' ? <Alert tone="success">{i18n.t('account.reset.success', 'Your password has been changed.')}</Alert> : null}
      <div className="account-password__card">
        <NewPasswordForm
          i18n={i18n}
          submitting={state.status === 'submitting' || state.status === 'success'}
          submitLabel={i18n.t('account.reset.submit', 'Save new password')}
          serverErrors={failure?.fieldErrors}
          onSubmit={(values) => void submit(values)}
        />
      </div>
    </div>
  );
}
