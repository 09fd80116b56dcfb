import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { Alert } from '@drawfront/shared/ui/alert';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { FocusOnShow } from '../../../components/focus-on-show';
import { changePassword } from '../api/passwords';
import { describePasswordFailure } from '../model/password-form';
import type { PasswordFailure, PasswordFormValues } from '../model/password-form';
import { NewPasswordForm } from './new-password-form';
import './passwords.css';

export type ChangePasswordPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'site'>;

/** /change-Password: the signed-in change (`POST /customer/change-password`); this sign-in stays, every other ends. */
export function ChangePasswordPage({ api, i18n, site }: ChangePasswordPageProps) {
  const heading = i18n.t('account.change-password.heading', 'Change password');
  usePageTitle(heading, site.name);
  const { state, submit } = useSubmitOnce<PasswordFormValues, { passwordChanged: true }, PasswordFailure>({
    send: (values) => changePassword(api, values.currentPassword, values.newPassword),
    toFailure: describePasswordFailure,
  });
  const failure = state.status === 'error' ? state.failure : null;
  return (
    <div className="account-password">
      <PageHeading intro={i18n.t('account.change-password.intro', 'Changing your password signs you out on every other device.')}>{heading}</PageHeading>
      {failure?.formMessage ? (
        <FocusOnShow focusKey={state}>
          <Alert tone="error" title={i18n.t('account.reset.error-title', "We couldn't change your password")}>
            {failure.formMessage}
          </Alert>
        </FocusOnShow>
      ) : null}
      {state.status === 'success' ? (
        <FocusOnShow focusKey={state}>
          <Alert tone="success">{i18n.t('account.change-password.success', 'Your password has been changed, and you have been signed out on every other device.')}</Alert>
        </FocusOnShow>
      ) : (
        <div className="account-password__card">
          <NewPasswordForm
            i18n={i18n}
            askCurrent
            submitting={state.status === 'submitting'}
            submitLabel={i18n.t('account.change-password.submit', 'Change password')}
            serverErrors={failure?.fieldErrors}
            onSubmit={(values) => void submit(values)}
          />
        </div>
      )}
    </div>
  );
}
