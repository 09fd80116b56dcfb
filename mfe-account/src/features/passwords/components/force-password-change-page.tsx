import { useCallback } from 'react';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { forcePasswordChange } from '../api/passwords';
import { describePasswordFailure } from '../model/password-form';
import type { PasswordFailure, PasswordFormValues } from '../model/password-form';
import { NewPasswordBlock } from './new-password-block';
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
    <NewPasswordBlock
      i18n={i18n}
      heading={heading}
      intro={i18n.t('account.force-change.intro', 'For your security, please choose a new password before you continue.')}
      focusKey={state}
      failure={failure?.formMessage ? { message: failure.formMessage } : null}
      success={state.status === 'success' ? i18n.t('account.reset.success', 'Your password has been changed.') : null}
    >
      <NewPasswordForm
        i18n={i18n}
        submitting={state.status === 'submitting' || state.status === 'success'}
        submitLabel={i18n.t('account.reset.submit', 'Save new password')}
        serverErrors={failure?.fieldErrors}
        onSubmit={(values) => void submit(values)}
      />
    </NewPasswordBlock>
  );
}
