import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LoginResult, SignupAddress } from '@drawfront/shared/contract/customer';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { safeReturnPath } from '@drawfront/shared/rules/redirect-url';
import { Alert } from '@drawfront/shared/ui/alert';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { Spinner } from '@drawfront/shared/ui/spinner';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { FocusOnShow } from '../../../components/focus-on-show';
import type { SecondFactor } from '../../../lib/two-factor';
import { linkWithPassword, socialCallback, socialSecondFactor, socialSignup } from '../api/social-sign-in';
import type { SocialProvider, SocialSignupDetails } from '../api/social-sign-in';
import { describeLoginFailure } from '../model/login-failure';
import type { TwoFactorChallenge } from '../../../lib/two-factor';
import { FinishSignupStep } from './finish-signup-step';
import { LinkWithPasswordStep } from './link-with-password-step';
import { TwoFactorStep } from '../../../components/two-factor-step';
import './login.css';

type Step =
  | { kind: 'working' }
  | { kind: 'failed'; message: string }
  | { kind: 'password'; provider: SocialProvider; token: string; email: string }
  | { kind: 'signup'; provider: SocialProvider; token: string; email: string; firstname: string; lastname: string }
  | { kind: 'code'; challenge: TwoFactorChallenge; sentAt: number; send: (second?: SecondFactor) => Promise<LoginResult> };

export type SocialCallbackPageProps = Pick<RemoteProps, 'api' | 'bus' | 'i18n' | 'navigate' | 'site'>;

type SignupFieldErrors = Partial<Record<keyof SocialSignupDetails | keyof SignupAddress, string>>;

const fieldErrorsOf = (error: unknown): SignupFieldErrors => {
  const errors = (error as { errors?: Record<string, string[]> } | null)?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0] ?? ''])) as SignupFieldErrors;
};

/**
 * /login/social/callback: where Apple or Google send the browser back (`code` and `state`, or `error`). Signs the
 * customer in and hands over to the shell as the login page does; or asks the one more step the API wants:
 * the existing account's password before linking, the details a sign-up needs, or the two-factor code.
 */
export function SocialCallbackPage({ api, bus, i18n, navigate, site }: SocialCallbackPageProps) {
  const heading = i18n.t('account.social.callback-heading', 'Signing you in');
  usePageTitle(heading, site.name);
  const [query] = useSearchParams();
  const pathTo = usePathTo(site);
  const [step, setStep] = useState<Step>({ kind: 'working' });
  const [submitting, setSubmitting] = useState(false);
  const [stepError, setStepError] = useState<{ message: string | null; fields: SignupFieldErrors }>({ message: null, fields: {} });
  const returnTo = useRef<string | null>(null);

  const succeed = useCallback((result: LoginResult, kind: 'sign_in' | 'sign_up') => {
    if (kind === 'sign_up') bus.emit({ type: 'analytics/track', name: 'sign_up', properties: { method: 'social' } });
    bus.emit({ type: 'session/login-succeeded', result, returnTo: safeReturnPath(returnTo.current) });
  }, [bus]);

  /** Runs one call of a step: success hands over; `2fa_required` moves to the code step; anything else stays with its message. */
  const attempt = useCallback(
    async (send: (second?: SecondFactor) => Promise<LoginResult>, second: SecondFactor | undefined, kind: 'sign_in' | 'sign_up') => {
      setSubmitting(true);
      try {
        succeed(await send(second), kind);
      } catch (error) {
        const failure = describeLoginFailure(error);
        const token = (error as { result?: { followUpToken?: unknown } } | null)?.result?.followUpToken;
        if (failure.twoFactorAuth) {
          // A linked sign-in answers the code under a follow-up token; a link with a password sends the password again with it.
          const next = typeof token === 'string' ? (code?: SecondFactor) => socialSecondFactor(api, token, code ?? { otp: '', rememberDevice: false }) : send;
          setStep({ kind: 'code', challenge: failure.twoFactorAuth, sentAt: Date.now(), send: next });
          setStepError({ message: null, fields: {} });
        } else setStepError({ message: failure.message, fields: fieldErrorsOf(error) });
      } finally {
        setSubmitting(false);
      }
    },
    [api, succeed],
  );

  // One call per page: the state is single-use, so a re-render or remount must not send it again.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const state = query.get('state') ?? '';
    const code = query.get('code') ?? undefined;
    const error = query.get('error') ?? undefined;
    // Opened without what a provider sends back (a bookmark, a typed address): nothing to check.
    if (!state) {
      setStep({ kind: 'failed', message: i18n.t('account.social.no-state', 'This sign-in has no answer from Apple or Google to check. Please start again from the sign-in page.') });
      return;
    }
    void (async () => {
      try {
        const answer = await socialCallback(api, { state, code, error });
        returnTo.current = answer.returnTo;
        if (answer.status === 'signed_in') succeed(answer.login, 'sign_in');
        else if (answer.status === 'password_required') setStep({ kind: 'password', provider: answer.provider, token: answer.followUpToken, email: answer.email });
        else setStep({ kind: 'signup', provider: answer.provider, token: answer.followUpToken, email: answer.email, firstname: answer.firstname, lastname: answer.lastname });
      } catch (failure) {
        const described = describeLoginFailure(failure);
        const token = (failure as { result?: { followUpToken?: unknown } } | null)?.result?.followUpToken;
        if (described.twoFactorAuth && typeof token === 'string') {
          setStep({ kind: 'code', challenge: described.twoFactorAuth, sentAt: Date.now(), send: (second) => socialSecondFactor(api, token, second ?? { otp: '', rememberDevice: false }) });
        } else setStep({ kind: 'failed', message: described.message });
      }
    })();
  }, [api, i18n, query, succeed]);

  const loginPath = pathTo('login');
  return (
    <div className="account-login">
      <PageHeading>{heading}</PageHeading>
      {step.kind === 'working' ? <Spinner label={i18n.t('account.social.working', 'Checking your account…')} /> : null}
      {step.kind === 'failed' ? (
        <FocusOnShow focusKey={step}>
          <Alert tone="error" title={i18n.t('account.social.failed-title', "We couldn't sign you in")}>
            {step.message}
          </Alert>
          {loginPath ? (
            <p className="account-login__forgot">
              <ShellLink to={loginPath} navigate={navigate}>
                {i18n.t('account.social.back', 'Back to sign in')}
              </ShellLink>
            </p>
          ) : null}
        </FocusOnShow>
      ) : null}
      {step.kind === 'password' || step.kind === 'signup' || step.kind === 'code' ? (
        <div className="account-login__card">
          {step.kind === 'password' ? (
            <LinkWithPasswordStep
              i18n={i18n}
              provider={step.provider}
              email={step.email}
              submitting={submitting}
              error={stepError.message}
              onSubmit={(password) => void attempt((second) => linkWithPassword(api, step.token, password, second), undefined, 'sign_in')}
            />
          ) : null}
          {step.kind === 'signup' ? (
            <>
              {stepError.message && Object.keys(stepError.fields).length === 0 ? <Alert tone="error">{stepError.message}</Alert> : null}
              <FinishSignupStep
                i18n={i18n}
                provider={step.provider}
                email={step.email}
                initial={step}
                country={site.country}
                submitting={submitting}
                serverErrors={stepError.fields}
                onSubmit={(details) => void attempt(() => socialSignup(api, step.token, details), undefined, 'sign_up')}
              />
            </>
          ) : null}
          {step.kind === 'code' ? (
            <TwoFactorStep
              i18n={i18n}
              challenge={step.challenge}
              sentAt={step.sentAt}
              submitting={submitting}
              codeError={stepError.message}
              onSubmit={(second) => void attempt(step.send, second, 'sign_in')}
              onResend={() => void attempt(step.send, undefined, 'sign_in')}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
