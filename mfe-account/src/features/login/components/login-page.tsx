import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { checkoutStepEvent } from '@drawfront/shared/rules/checkout-steps';
import { safeReturnPath } from '@drawfront/shared/rules/redirect-url';
import { Alert } from '@drawfront/shared/ui/alert';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { FocusOnShow } from '../../../components/focus-on-show';
import { useLogin } from '../hooks/use-login';
import { UNAUTHORISED_TITLE } from '../model/login-failure';
import { LoginForm } from './login-form';
import { TwoFactorStep } from '../../../components/two-factor-step';
import type { LoginCredentials } from '../model/validate-login';
import { isCodeRefusal } from '../../../lib/two-factor';
import type { TwoFactorChallenge } from '../../../lib/two-factor';
import './login.css';

export type LoginPageProps = Pick<RemoteProps, 'api' | 'bus' | 'i18n' | 'navigate' | 'site'> & {
  /** /checkout/login: the same sign-in in the checkout layout, back to payment afterwards, counted as checkout steps. */
  checkout?: boolean;
  /** The site's other sign-in methods (Apple, Google), composed in by the app. */
  otherMethods?: ReactNode;
};

/**
 * /login and /checkout/login: the sign-in form. On success the shell takes over (`session/login-succeeded`):
 * it checks and stores the tokens, merges the cart and sends the customer to `?returnTo=` (checkout: to
 * payment by default) or home.
 */
export function LoginPage({ api, bus, i18n, navigate, site, checkout = false, otherMethods }: LoginPageProps) {
  const heading = checkout ? i18n.t('account.checkout-login.heading', 'Sign in to check out') : i18n.t('account.login.heading', 'Sign in');
  usePageTitle(heading, site.name);
  const [searchParams] = useSearchParams();
  const pathTo = usePathTo(site);
  // Only same-site paths: an open redirect after sign-in is a phishing tool.
  const returnTo = safeReturnPath(searchParams.get('returnTo')) ?? (checkout ? pathTo('cart-buy') : null);
  // Recovery and sign-up carry the return address on, so they can send the customer back too.
  const onward = { returnTo: returnTo ?? undefined };
  const forgotPasswordPath = pathTo('forgot-password', {}, onward);
  const signUpPath = pathTo('signup', {}, onward);

  useEffect(() => {
    if (checkout) bus.emit(checkoutStepEvent('login_register'));
  }, [bus, checkout]);

  const onSuccess = useCallback((result: LoginResult) => bus.emit({ type: 'session/login-succeeded', result, returnTo }), [bus, returnTo]);
  const { state, submit } = useLogin(api, onSuccess);
  // After `2fa_required` the page asks for the code and signs in again with the same details and it.
  const credentials = useRef<LoginCredentials | null>(null);
  const [challenge, setChallenge] = useState<{ challenge: TwoFactorChallenge; sentAt: number } | null>(null);
  const signIn = async (values: LoginCredentials, second?: Parameters<typeof submit>[0]['second']) => {
    credentials.current = values;
    if (checkout && !second) bus.emit(checkoutStepEvent('login'));
    const next = await submit({ ...values, second });
    if (next.status === 'error' && next.failure.twoFactorAuth) {
      if (checkout) bus.emit(checkoutStepEvent('2fa'));
      setChallenge({ challenge: next.failure.twoFactorAuth, sentAt: Date.now() });
    }
  };
  const failure = state.status === 'error' ? state.failure : null;
  const codeError = isCodeRefusal(failure?.code) ? (failure?.message ?? null) : null;
  // The code step shows its own messages: a wrong code under the cells; `2fa_required` is the step itself.
  const alert = failure && !failure.twoFactorAuth && !codeError ? failure : null;

  return (
    <div className="account-login">
      <PageHeading
        intro={checkout ? i18n.t('account.checkout-login.intro', 'Sign in or create an account, then pay for your tickets.') : i18n.t('account.login.intro', 'Sign in to buy tickets and see your account.')}
      >
        {heading}
      </PageHeading>
      {alert ? (
        <FocusOnShow focusKey={state}>
          <Alert
            tone="error"
            title={alert.unauthorised ? i18n.t('account.login.unauthorised-title', UNAUTHORISED_TITLE) : i18n.t('account.login.error-title', "We couldn't sign you in")}
          >
            {alert.message}
          </Alert>
        </FocusOnShow>
      ) : null}
      {state.status === 'success' ? <Alert tone="success">{i18n.t('account.login.success', "You're signed in.")}</Alert> : null}
      <div className="account-login__card">
        {challenge && credentials.current ? (
          <TwoFactorStep
            i18n={i18n}
            challenge={challenge.challenge}
            sentAt={challenge.sentAt}
            submitting={state.status === 'submitting' || state.status === 'success'}
            codeError={codeError}
            onSubmit={(second) => void signIn(credentials.current!, second)}
            onResend={() => void signIn(credentials.current!)}
          />
        ) : (
          <LoginForm i18n={i18n} submitting={state.status === 'submitting'} onSubmit={(values) => void signIn(values)} />
        )}
        {forgotPasswordPath ? (
          <p className="account-login__forgot">
            <ShellLink to={forgotPasswordPath} navigate={navigate}>
              {i18n.t('account.login.forgot', 'Forgot password?')}
            </ShellLink>
          </p>
        ) : null}
        {challenge ? null : otherMethods}
      </div>
      {signUpPath ? (
        <p className="account-login__sign-up">
          {i18n.t('account.login.new-customer', 'New here?')}{' '}
          <ShellLink to={signUpPath} navigate={navigate} onClick={checkout ? () => bus.emit(checkoutStepEvent('register')) : undefined}>
            {i18n.t('account.login.sign-up', 'Create an account')}
          </ShellLink>
        </p>
      ) : null}
    </div>
  );
}
