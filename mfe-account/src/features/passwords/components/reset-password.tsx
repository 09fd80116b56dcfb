import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { safeReturnPath } from '@drawfront/shared/rules/redirect-url';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { TwoFactorStep } from '../../../components/two-factor-step';
import { isCodeRefusal } from '../../../lib/two-factor';
import type { SecondFactor, TwoFactorChallenge } from '../../../lib/two-factor';
import { resetPassword } from '../api/passwords';
import { describePasswordFailure } from '../model/password-form';
import type { PasswordFailure } from '../model/password-form';
import { NewPasswordBlock } from './new-password-block';
import { NewPasswordForm } from './new-password-form';
import './passwords.css';

export type ResetPasswordProps = Pick<RemoteProps, 'api' | 'bus' | 'i18n' | 'navigate' | 'site'> & { token: string };

/**
 * The reset link's page (/forgot-password?token=…): a new password, then, with two-factor on, the 6-digit code
 * (the link signs in like a password, so it asks for the code the same way); the shell takes the new sign-in over.
 */
export function ResetPassword({ api, bus, i18n, navigate, site, token }: ResetPasswordProps) {
  const heading = i18n.t('account.reset.heading', 'Choose a new password');
  usePageTitle(heading, site.name);
  const pathTo = usePathTo(site);
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('returnTo'));
  // The password waits here while the code is asked for: the link changes nothing until the call with the code.
  const [pending, setPending] = useState<{ password: string; challenge: TwoFactorChallenge; sentAt: number } | null>(null);
  // The shell takes the new sign-in over, as after /login: it stores the tokens and moves on.
  const onSuccess = useCallback((result: LoginResult) => bus.emit({ type: 'session/login-succeeded', result, returnTo }), [bus, returnTo]);
  const { state, submit } = useSubmitOnce<{ password: string; second?: SecondFactor }, LoginResult, PasswordFailure>({
    send: ({ password, second }) => resetPassword(api, token, password, second),
    toFailure: describePasswordFailure,
    onSuccess,
    lockAfterSuccess: true,
  });
  const reset = async (password: string, second?: SecondFactor) => {
    const next = await submit({ password, second });
    if (next.status === 'error' && next.failure.twoFactorAuth) setPending({ password, challenge: next.failure.twoFactorAuth, sentAt: Date.now() });
  };
  const failure = state.status === 'error' ? state.failure : null;
  const codeError = pending && isCodeRefusal(failure?.code) ? (failure?.formMessage ?? null) : null;
  const formMessage = failure && !failure.twoFactorAuth && !codeError ? failure.formMessage : null;
  const newLink = pathTo('forgot-password', {}, { returnTo: returnTo ?? undefined });
  const submitting = state.status === 'submitting' || state.status === 'success';

  return (
    <NewPasswordBlock
      i18n={i18n}
      heading={heading}
      intro={i18n.t('account.reset.intro', 'Choosing a new password signs you out everywhere else.')}
      focusKey={state}
      failure={
        formMessage
          ? {
              message: formMessage,
              title: failure?.status === 410 ? i18n.t('account.reset.link-invalid-title', 'This link no longer works') : undefined,
              actions:
                failure?.status === 410 && newLink ? (
                  <ShellLink to={newLink} navigate={navigate}>
                    {i18n.t('account.reset.new-link', 'Email me a new link')}
                  </ShellLink>
                ) : null,
            }
          : null
      }
      success={state.status === 'success' ? i18n.t('account.reset.success', 'Your password has been changed.') : null}
    >
      {pending ? (
        <TwoFactorStep
          i18n={i18n}
          challenge={pending.challenge}
          sentAt={pending.sentAt}
          submitting={submitting}
          codeError={codeError}
          onSubmit={(second) => void reset(pending.password, second)}
          onResend={() => void reset(pending.password)}
        />
      ) : (
        <NewPasswordForm
          i18n={i18n}
          submitting={submitting}
          submitLabel={i18n.t('account.reset.submit', 'Save new password')}
          serverErrors={failure?.fieldErrors}
          onSubmit={(values) => void reset(values.newPassword)}
        />
      )}
    </NewPasswordBlock>
  );
}
