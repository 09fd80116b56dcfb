import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { changePassword } from '../api/passwords';
import { describePasswordFailure } from '../model/password-form';
import type { PasswordFailure, PasswordFormValues } from '../model/password-form';
import { NewPasswordBlock } from './new-password-block';
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
    <NewPasswordBlock
      i18n={i18n}
      heading={heading}
      intro={i18n.t('account.change-password.intro', 'Changing your password signs you out on every other device.')}
      focusKey={state}
      failure={failure?.formMessage ? { message: failure.formMessage } : null}
      success={state.status === 'success' ? i18n.t('account.change-password.success', 'Your password has been changed, and you have been signed out on every other device.') : null}
      successReplacesForm
    >
      <NewPasswordForm
        i18n={i18n}
        askCurrent
        submitting={state.status === 'submitting'}
        submitLabel={i18n.t('account.change-password.submit', 'Change password')}
        serverErrors={failure?.fieldErrors}
        onSubmit={(values) => void submit(values)}
      />
    </NewPasswordBlock>
  );
}
