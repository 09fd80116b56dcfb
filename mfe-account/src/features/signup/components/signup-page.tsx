import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { safeReturnPath } from '@drawfront/shared/rules/redirect-url';
import { Alert } from '@drawfront/shared/ui/alert';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { FocusOnShow } from '../../../components/focus-on-show';
import { useEmailCheck } from '../hooks/use-email-check';
import { useSignup } from '../hooks/use-signup';
import { calendarDateOf } from '../model/date-of-birth';
import type { SignupErrors, SignupFormValues } from '../model/signup-form';
import { DEFAULT_MINIMUM_AGE, toSignupRequest } from '../model/validate-signup';
import { SignupForm } from './signup-form';
import './signup.css';

export type SignupPageProps = Pick<RemoteProps, 'api' | 'bus' | 'i18n' | 'navigate' | 'site'> & {
  /** The site's other sign-in methods (Apple, Google), composed in by the app. */
  otherMethods?: ReactNode;
};

const NO_ERRORS: SignupErrors = {};

/**
 * /signup: opens an account. The API signs the new customer in, so success hands the result to the
 * shell (`session/login-succeeded`), which stores the session and sends the customer on.
 */
export function SignupPage({ api, bus, i18n, navigate, site, otherMethods }: SignupPageProps) {
  const heading = i18n.t('account.signup.heading', 'Create an account');
  usePageTitle(heading, site.name);
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('returnTo'));
  const minimumAge = site.constants.minimumRegistrationAge || DEFAULT_MINIMUM_AGE;
  // "Today" is fixed for the life of the page, so the age rule cannot change under a half-filled form.
  const rules = useMemo(() => ({ today: calendarDateOf(new Date()), minimumAge, country: site.country }), [minimumAge, site.country]);

  const onSuccess = useCallback(
    (result: LoginResult) => {
      // Groups spec §4 "Signup success": like a login, plus registration tracking.
      bus.emit({ type: 'analytics/track', name: 'sign_up', properties: { method: 'email' } });
      bus.emit({ type: 'session/login-succeeded', result, returnTo });
    },
    [bus, returnTo],
  );
  const { state, submit } = useSignup(api, onSuccess);
  const emailCheck = useEmailCheck(api);
  const onSubmit = useCallback((values: SignupFormValues) => void submit(toSignupRequest(values, rules)), [submit, rules]);
  const serverErrors = state.status === 'error' ? state.failure.fieldErrors : NO_ERRORS;
  const formMessage = state.status === 'error' ? state.failure.formMessage : null;
  const pathTo = usePathTo(site);
  const signInPath = pathTo('login', {}, { returnTo: returnTo ?? undefined });

  return (
    <div className="account-signup">
      <PageHeading intro={i18n.t('account.signup.intro', 'It only takes a minute. All fields are required unless marked optional.')}>{heading}</PageHeading>
      {formMessage ? (
        <FocusOnShow focusKey={state}>
          <Alert tone="error" title={i18n.t('account.signup.error-title', "We couldn't create your account")}>
            {formMessage}
          </Alert>
        </FocusOnShow>
      ) : null}
      {state.status === 'success' ? (
        <FocusOnShow focusKey={state}>
          <Alert tone="success">{i18n.t('account.signup.success', 'Your account is ready. Welcome!')}</Alert>
        </FocusOnShow>
      ) : null}
      <div className="account-signup__card">
        <SignupForm
          i18n={i18n}
          navigate={navigate}
          rules={rules}
          submitting={state.status === 'submitting'}
          serverErrors={serverErrors}
          signInPath={signInPath}
          termsPath={pathTo('about-terms-and-conditions')}
          onEmailBlur={emailCheck.run}
          isEmailTaken={emailCheck.isTaken}
          onSubmit={onSubmit}
        />
        {otherMethods}
      </div>
      {signInPath ? (
        <p className="account-signup__sign-in">
          {i18n.t('account.signup.have-account', 'Already have an account?')}{' '}
          <ShellLink to={signInPath} navigate={navigate}>
            {i18n.t('account.signup.sign-in', 'Sign in')}
          </ShellLink>
        </p>
      ) : null}
    </div>
  );
}
