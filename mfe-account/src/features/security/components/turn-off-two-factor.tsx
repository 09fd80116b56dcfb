import { useEffect, useState } from 'react';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { resendWaitSeconds } from '@drawfront/shared/rules/digit-code';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { disableTwoFactor, sendTwoFactorCode } from '../api/two-factor';
import type { CodeSent, TwoFactorStatus } from '../api/two-factor';
import { CodeForm } from './code-form';

export interface TurnOffTwoFactorProps extends Pick<RemoteProps, 'api' | 'i18n'> {
  method: 'authenticator' | 'email';
  onTurnedOff: (status: TwoFactorStatus) => void;
}

/**
 * Turning two-factor off asks for a current code, so it says where one comes from: the authenticator app, or an
 * email the customer asks for here ("Email me a code", then a resend after the spec's 60 s wait).
 */
export function TurnOffTwoFactor({ api, i18n, method, onTurnedOff }: TurnOffTwoFactorProps) {
  const [sent, setSent] = useState<{ identifier: string; at: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const wait = resendWaitSeconds(sent?.at ?? null, now);
  useEffect(() => {
    if (wait === 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [wait]);

  const sending = useSubmitOnce<void, CodeSent, string>({
    send: () => sendTwoFactorCode(api),
    toFailure: errorMessage,
    onSuccess: (answer) => {
      const at = Date.now();
      setSent({ identifier: answer.identifier, at });
      setNow(at);
    },
  });
  const disabling = useSubmitOnce<string, TwoFactorStatus, string>({ send: (code) => disableTwoFactor(api, code), toFailure: errorMessage, onSuccess: onTurnedOff });

  const where =
    method === 'authenticator'
      ? i18n.t('account.security.code-from-app', 'Open your authenticator app for the current 6 digit code.')
      : sent
        ? i18n.t('account.security.code-sent', 'We have emailed a 6 digit code to {identifier}.', { identifier: sent.identifier })
        : i18n.t('account.security.code-by-email', 'We email you a 6 digit code when you ask for one.');

  return (
    <div className="account-security__turn-off">
      <p aria-live="polite">{where}</p>
      {method === 'email' ? (
        <div className="account-security__actions">
          <Button variant="secondary" onClick={() => void sending.submit()} busy={sending.state.status === 'submitting'} disabled={wait > 0}>
            {wait > 0
              ? i18n.t('account.login.2fa.resend-wait', 'Resend code in {seconds} s', { seconds: wait })
              : sent
                ? i18n.t('account.login.2fa.resend', 'Resend code')
                : i18n.t('account.security.send-code', 'Email me a code')}
          </Button>
        </div>
      ) : null}
      {sending.state.status === 'error' ? <Alert tone="error">{sending.state.failure}</Alert> : null}
      <CodeForm
        i18n={i18n}
        label={i18n.t('account.security.disable-code', 'To turn it off, enter a current code')}
        submitLabel={i18n.t('account.security.disable', 'Turn off two-factor authentication')}
        submitting={disabling.state.status === 'submitting'}
        serverError={disabling.state.status === 'error' ? disabling.state.failure : null}
        onSubmit={(code) => void disabling.submit(code)}
      />
    </div>
  );
}
