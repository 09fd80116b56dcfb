import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { Spinner } from '@drawfront/shared/ui/spinner';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { autologin } from '../api/autologin';
import type { SignInLinkKind } from '../api/autologin';
import type { SecondFactor } from '../../../lib/two-factor';
import { autologinReturnTo } from '../model/autologin-return';
import { describeLoginFailure, UNAUTHORISED_MESSAGE, UNAUTHORISED_TITLE } from '../model/login-failure';
import type { LoginFailure } from '../model/login-failure';
import { isCodeRefusal } from '../../../lib/two-factor';
import type { TwoFactorChallenge } from '../../../lib/two-factor';
import { TwoFactorStep } from '../../../components/two-factor-step';
import './login.css';

/** Groups spec §8 "Autologin failure". */
export const LINK_INVALID_TITLE = 'Email link no longer valid';
export const LINK_INVALID_MESSAGE = 'It looks like the email link you clicked is no longer valid. This is likely because it has expired or has already been used.';

export type AutologinPageProps = Pick<RemoteProps, 'api' | 'bus' | 'i18n' | 'navigate' | 'notify' | 'site'> & {
  /** /login/autologin/… (an emailed link) or /login/transfer/… (a partner's hand-over). */
  kind: SignInLinkKind;
};

/**
 * /login/autologin/{autologinToken} and /login/transfer/{autologinToken} (groups spec §5): signs in with the
 * link's token while showing "Verifying Automatic Login", asks for the 6-digit code when two-factor is on,
 * and hands the sign-in to the shell as the login page does. A dead link goes to /login with the spec's notice.
 */
export function AutologinPage({ api, bus, i18n, navigate, notify, site, kind }: AutologinPageProps) {
  const heading = i18n.t('account.autologin.heading', 'Verifying Automatic Login');
  usePageTitle(heading, site.name);
  const { autologinToken = '' } = useParams();
  const [searchParams] = useSearchParams();
  const pathTo = usePathTo(site);
  const returnTo = autologinReturnTo(searchParams);
  const [challenge, setChallenge] = useState<{ challenge: TwoFactorChallenge; sentAt: number } | null>(null);

  const onSuccess = useCallback((result: LoginResult) => bus.emit({ type: 'session/login-succeeded', result, returnTo }), [bus, returnTo]);
  const { state, submit } = useSubmitOnce<SecondFactor | undefined, LoginResult, LoginFailure>({
    send: (second) => autologin(api, kind, autologinToken, second),
    toFailure: describeLoginFailure,
    onSuccess,
  });

  const giveUp = useCallback(
    (failure: LoginFailure) => {
      if (failure.code === 'autologin_link_invalid') {
        notify({ title: i18n.t('account.autologin.invalid-title', LINK_INVALID_TITLE), message: i18n.t('account.autologin.invalid-message', LINK_INVALID_MESSAGE), level: 'error' });
      } else {
        // Groups spec §8: any other failure shows the 401 notification (the API's own message when it has one).
        notify({ title: i18n.t('account.login.unauthorised-title', UNAUTHORISED_TITLE), message: failure.unauthorised ? UNAUTHORISED_MESSAGE : failure.message, level: 'error' });
      }
      const login = pathTo('login');
      if (login) navigate(login, { replace: true });
    },
    [i18n, navigate, notify, pathTo],
  );

  const signIn = useCallback(
    async (second?: SecondFactor) => {
      const next = await submit(second);
      if (next.status !== 'error') return;
      if (next.failure.twoFactorAuth) setChallenge({ challenge: next.failure.twoFactorAuth, sentAt: Date.now() });
      // A wrong code stays on the code step; everything else ends this page.
      else if (!isCodeRefusal(next.failure.code)) giveUp(next.failure);
    },
    [giveUp, submit],
  );

  // One call per page: the token is single-use, so a re-render or remount must not send it again.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signIn();
  }, [signIn]);

  const failure = state.status === 'error' ? state.failure : null;
  const codeError = isCodeRefusal(failure?.code) ? (failure?.message ?? null) : null;

  return (
    <div className="account-login">
      <PageHeading>{heading}</PageHeading>
      {challenge ? (
        <div className="account-login__card">
          <TwoFactorStep
            i18n={i18n}
            challenge={challenge.challenge}
            sentAt={challenge.sentAt}
            submitting={state.status === 'submitting' || state.status === 'success'}
            codeError={codeError}
            onSubmit={(second) => void signIn(second)}
            onResend={() => void signIn()}
          />
        </div>
      ) : (
        <Spinner label={i18n.t('account.autologin.verifying', 'Signing you in…')} />
      )}
    </div>
  );
}
