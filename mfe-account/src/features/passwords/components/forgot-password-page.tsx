import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { safeReturnPath } from '@drawfront/shared/rules/redirect-url';
import { REQUIRED_MESSAGE } from '@drawfront/shared/rules/amount-validation';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { TextField } from '@drawfront/shared/ui/text-field';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { FocusOnShow } from '../../../components/focus-on-show';
import { requestPasswordReset } from '../api/passwords';
import { ResetPassword } from './reset-password';
import './passwords.css';

export type ForgotPasswordPageProps = Pick<RemoteProps, 'api' | 'bus' | 'i18n' | 'navigate' | 'site'>;

/**
 * /forgot-password: asks for the account's email and mails a single-use reset link; the link opens
 * this page again with `?token=`, where the customer chooses a new password and is signed in.
 */
export function ForgotPasswordPage(props: ForgotPasswordPageProps) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? <ResetPassword {...props} token={token} /> : <RequestReset {...props} />;
}

function BackToSignIn({ i18n, navigate, site, returnTo }: Pick<ForgotPasswordPageProps, 'i18n' | 'navigate' | 'site'> & { returnTo?: string }) {
  const pathTo = usePathTo(site);
  const login = pathTo('login', {}, { returnTo });
  return login ? (
    <p className="account-password__back">
      <ShellLink to={login} navigate={navigate}>
        {i18n.t('account.password.back-to-sign-in', 'Back to sign in')}
      </ShellLink>
    </p>
  ) : null;
}

function RequestReset({ api, i18n, navigate, site }: ForgotPasswordPageProps) {
  const heading = i18n.t('account.forgot.heading', 'Forgot your password?');
  usePageTitle(heading, site.name);
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('returnTo')) ?? undefined;
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const { state, submit } = useSubmitOnce<string, { sent: true }, string>({ send: (address) => requestPasswordReset(api, address), toFailure: errorMessage });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = email.trim() === '' ? REQUIRED_MESSAGE : null;
    setFieldError(problem);
    if (problem) emailRef.current?.focus();
    else void submit(email);
  };

  if (state.status === 'success') {
    return (
      <div className="account-password">
        <PageHeading>{i18n.t('account.forgot.sent-heading', 'Check your email')}</PageHeading>
        <FocusOnShow focusKey={state}>
          <Alert tone="success">
            {i18n.t('account.forgot.sent', 'If an account exists for {email}, we have sent it a link to choose a new password. The link works once, within 60 minutes.', { email: email.trim() })}
          </Alert>
        </FocusOnShow>
        <BackToSignIn i18n={i18n} navigate={navigate} site={site} returnTo={returnTo} />
      </div>
    );
  }
  return (
    <div className="account-password">
      <PageHeading intro={i18n.t('account.forgot.intro', "Enter the email address of your account and we'll email you a link to choose a new password.")}>{heading}</PageHeading>
      {state.status === 'error' ? (
        <FocusOnShow focusKey={state}>
          <Alert tone="error" title={i18n.t('account.forgot.error-title', "We couldn't send the link")}>
            {state.failure}
          </Alert>
        </FocusOnShow>
      ) : null}
      <div className="account-password__card">
        <form className="account-password-form" noValidate onSubmit={onSubmit} aria-busy={state.status === 'submitting' || undefined}>
          <TextField
            ref={emailRef}
            label={i18n.t('account.login.email', 'Email address')}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            value={email}
            error={fieldError}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" busy={state.status === 'submitting'} className="account-password-form__submit">
            {i18n.t('account.forgot.submit', 'Email me a link')}
          </Button>
        </form>
      </div>
      <BackToSignIn i18n={i18n} navigate={navigate} site={site} returnTo={returnTo} />
    </div>
  );
}
