import { useCallback, useState } from 'react';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useResource } from '@drawfront/shared/data/use-resource';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { confirmTwoFactor, startAuthenticator, startEmailCodes, twoFactorStatus } from '../api/two-factor';
import type { AuthenticatorSetup, TwoFactorStatus } from '../api/two-factor';
import { CodeForm } from './code-form';
import { LinkedAccountsSection } from './linked-accounts-section';
import { TurnOffTwoFactor } from './turn-off-two-factor';
import './security.css';

export type LoginAndSecurityPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'notify' | 'site'>;

type Setup = { method: 'authenticator'; details: AuthenticatorSetup } | { method: 'email' } | null;

/** /my-account/login-and-security: the password (a link to change it) and two-factor authentication: set up, status, turn off. */
export function LoginAndSecurityPage({ api, i18n, navigate, notify, site }: LoginAndSecurityPageProps) {
  const heading = i18n.t('account.security.heading', 'Login and security');
  usePageTitle(heading, site.name);
  const pathTo = usePathTo(site);
  const status = useResource(useCallback((signal: AbortSignal) => twoFactorStatus(api, signal), [api]));
  const [setup, setSetup] = useState<Setup>(null);
  const changePassword = pathTo('change-password');
  const closeAccount = pathTo('close-my-account');

  const starting = useSubmitOnce<'authenticator' | 'email', Setup, string>({
    send: async (method) => (method === 'authenticator' ? { method, details: await startAuthenticator(api) } : (await startEmailCodes(api), { method })),
    toFailure: errorMessage,
    onSuccess: setSetup,
  });
  const confirming = useSubmitOnce<{ method: 'authenticator' | 'email'; code: string }, TwoFactorStatus, string>({
    send: ({ method, code }) => confirmTwoFactor(api, method, code),
    toFailure: errorMessage,
    onSuccess: (next) => {
      setSetup(null);
      status.replace(next);
      notify({ title: i18n.t('account.security.on-title', 'Two-factor authentication is on'), message: i18n.t('account.security.on', 'You will be asked for a code when you sign in.'), level: 'success' });
    },
  });

  return (
    <div className="account-security">
      <PageHeading>{heading}</PageHeading>
      <section className="account-security__section" aria-labelledby="account-security-password">
        <h2 id="account-security-password">{i18n.t('account.security.password', 'Password')}</h2>
        {changePassword ? (
          <ShellLink to={changePassword} navigate={navigate}>
            {i18n.t('account.security.change-password', 'Change your password')}
          </ShellLink>
        ) : null}
      </section>
      <LinkedAccountsSection api={api} i18n={i18n} notify={notify} site={site} />
      <section className="account-security__section" aria-labelledby="account-security-2fa">
        <h2 id="account-security-2fa">{i18n.t('account.security.2fa', 'Two-factor authentication')}</h2>
        {status.status === 'loading' ? <Skeleton height="6rem" /> : null}
        {status.status === 'error' ? <LoadError title={i18n.t('account.security.load-error', "We couldn't load your two-factor settings")} error={status.error} i18n={i18n} onRetry={status.retry} /> : null}
        {status.status === 'success' && status.data.enabled ? (
          <>
            <p>
              {status.data.method === 'email'
                ? i18n.t('account.security.on-email', 'On: we email you a code when you sign in.')
                : i18n.t('account.security.on-authenticator', 'On: your authenticator app gives you a code when you sign in.')}
            </p>
            <TurnOffTwoFactor api={api} i18n={i18n} method={status.data.method === 'email' ? 'email' : 'authenticator'} onTurnedOff={status.replace} />
          </>
        ) : null}
        {status.status === 'success' && !status.data.enabled && !setup ? (
          <>
            <p>{i18n.t('account.security.off', 'Off. Add a second step to signing in: a code from an authenticator app or by email.')}</p>
            {starting.state.status === 'error' ? <Alert tone="error">{starting.state.failure}</Alert> : null}
            <div className="account-security__actions">
              <Button onClick={() => void starting.submit('authenticator')} busy={starting.state.status === 'submitting'}>
                {i18n.t('account.security.setup-authenticator', 'Set up an authenticator app')}
              </Button>
              <Button variant="secondary" onClick={() => void starting.submit('email')} busy={starting.state.status === 'submitting'}>
                {i18n.t('account.security.setup-email', 'Use codes by email')}
              </Button>
            </div>
          </>
        ) : null}
        {setup ? (
          <div className="account-security__setup">
            {setup.method === 'authenticator' ? (
              <>
                <p>{i18n.t('account.security.scan', 'Scan this QR code with your authenticator app, then enter the 6 digit code it shows.')}</p>
                <img className="account-security__qr" src={setup.details.qrCode} width={240} height={240} alt={i18n.t('account.security.qr-alt', 'QR code for your authenticator app')} />
                <p>
                  {i18n.t('account.security.key', 'Or enter this key in the app:')} <code className="account-security__secret" data-testid="two-factor-secret">{setup.details.secret}</code>
                </p>
              </>
            ) : (
              <p>{i18n.t('account.security.email-sent', 'We have emailed you a 6 digit code. Enter it to turn on codes by email.')}</p>
            )}
            <CodeForm
              i18n={i18n}
              label={i18n.t('account.security.confirm-code', 'Verification code')}
              submitLabel={i18n.t('account.security.turn-on', 'Turn on')}
              submitting={confirming.state.status === 'submitting'}
              serverError={confirming.state.status === 'error' ? confirming.state.failure : null}
              onSubmit={(code) => void confirming.submit({ method: setup.method, code })}
            />
          </div>
        ) : null}
      </section>
      {closeAccount ? (
        <section className="account-security__section" aria-labelledby="account-security-close">
          <h2 id="account-security-close">{i18n.t('account.security.close', 'Close your account')}</h2>
          <p>{i18n.t('account.security.close-intro', "If you no longer want to play with us, you can close your account. You'll be told what happens to your balance first.")}</p>
          <ShellLink to={closeAccount} navigate={navigate}>
            {i18n.t('account.security.close-link', 'Start closing your account')}
          </ShellLink>
        </section>
      ) : null}
    </div>
  );
}
