import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { safeReturnPath } from '@drawfront/shared/rules/redirect-url';
import { Alert } from '@drawfront/shared/ui/alert';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { useLogin } from '../hooks/use-login';
import { DEFAULT_AFTER_LOGIN_PATH, FORGOT_PASSWORD_PATH, SIGN_UP_PATH, withReturnTo } from '../model/account-paths';
import type { LoginResult } from '../model/login-result';
import { LoginForm } from './login-form';
import './login.css';

export type LoginPageProps = Pick<RemoteProps, 'api' | 'bus' | 'i18n' | 'navigate' | 'site'>;

/** /login: the sign-in form; afterwards the customer goes back to `?returnTo=` when it is an in-site path. */
export function LoginPage({ api, bus, i18n, navigate, site }: LoginPageProps) {
  const heading = i18n.t('account.login.heading', 'Sign in');
  usePageTitle(heading, site.name);
  const [searchParams] = useSearchParams();
  // Only same-site paths: an open redirect after sign-in is a phishing tool.
  const returnTo = safeReturnPath(searchParams.get('returnTo'));

  const onSuccess = useCallback(
    (result: LoginResult) => {
      if (result.customer?.customerId) bus.emit({ type: 'session/logged-in', customerId: result.customer.customerId });
      navigate(returnTo ?? DEFAULT_AFTER_LOGIN_PATH, { replace: true });
    },
    [bus, navigate, returnTo],
  );
  const { state, submit } = useLogin(api, onSuccess);

  return (
    <div className="account-login">
      <PageHeading intro={i18n.t('account.login.intro', 'Sign in to buy tickets and see your account.')}>{heading}</PageHeading>
      {state.status === 'error' ? (
        <Alert tone="error" title={i18n.t('account.login.error-title', "We couldn't sign you in")}>
          {state.message}
        </Alert>
      ) : null}
      {state.status === 'success' ? <Alert tone="success">{i18n.t('account.login.success', "You're signed in.")}</Alert> : null}
      <div className="account-login__card">
        <LoginForm i18n={i18n} submitting={state.status === 'submitting'} onSubmit={submit} />
        <p className="account-login__forgot">
          <ShellLink to={withReturnTo(FORGOT_PASSWORD_PATH, returnTo)} navigate={navigate}>
            {i18n.t('account.login.forgot', 'Forgot password?')}
          </ShellLink>
        </p>
      </div>
      <p className="account-login__sign-up">
        {i18n.t('account.login.new-customer', 'New here?')}{' '}
        <ShellLink to={withReturnTo(SIGN_UP_PATH, returnTo)} navigate={navigate}>
          {i18n.t('account.login.sign-up', 'Create an account')}
        </ShellLink>
      </p>
    </div>
  );
}
