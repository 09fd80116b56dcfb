import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { codeOf, emptyCells, resendWaitSeconds, validateCode } from '@drawfront/shared/rules/digit-code';
import { Button } from '@drawfront/shared/ui/button';
import { DigitCodeInput } from '@drawfront/shared/ui/digit-code-input';
import { CheckboxField } from './checkbox-field';
import type { SecondFactor, TwoFactorChallenge } from '../lib/two-factor';
import './two-factor-step.css';

export interface TwoFactorStepProps {
  i18n: I18n;
  challenge: TwoFactorChallenge;
  submitting: boolean;
  /** The API's message for a refused code (`2fa_incorrect`, `2fa_code_used`), shown under the cells. */
  codeError: string | null;
  onSubmit: (second: SecondFactor) => void;
  /** Asks for a new emailed code (the sign-in again without a code). */
  onResend: () => void;
  /** When the last code was sent (ms), for the 60 s resend wait. */
  sentAt: number;
}

/** The second step of every way in (groups spec §5): the 6-digit code, "remember this device", and resend for emailed codes. */
export function TwoFactorStep({ i18n, challenge, submitting, codeError, onSubmit, onResend, sentAt }: TwoFactorStepProps) {
  const [cells, setCells] = useState(emptyCells());
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const wait = resendWaitSeconds(sentAt, now);

  useEffect(() => {
    if (wait === 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [wait]);
  // A wrong code clears the cells for the next try.
  useEffect(() => {
    if (codeError) setCells(emptyCells());
  }, [codeError]);

  const send = (code: string) => onSubmit({ otp: code, rememberDevice: remember });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateCode(cells);
    setError(problem);
    if (!problem) send(codeOf(cells));
  };

  const intro =
    challenge.method === 'email'
      ? i18n.t('account.login.2fa.email', 'We have emailed a 6 digit code to {identifier}.', { identifier: challenge.identifier })
      : i18n.t('account.login.2fa.authenticator', 'Enter the 6 digit code your authenticator app shows for {identifier}.', { identifier: challenge.identifier });

  return (
    <form className="account-two-factor" noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      <h2 className="account-two-factor__heading">{i18n.t('account.login.2fa.heading', 'Two-factor authentication')}</h2>
      <p>{intro}</p>
      <DigitCodeInput
        label={i18n.t('account.login.2fa.code', 'Verification code')}
        cells={cells}
        onChange={(next) => {
          setCells(next);
          if (error) setError(validateCode(next));
        }}
        onComplete={send}
        error={error ?? codeError}
        disabled={submitting}
        autoFocus
      />
      <CheckboxField
        label={i18n.t('account.login.2fa.remember', 'Remember this device for {days} days', { days: challenge.rememberForDays })}
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
      />
      <Button type="submit" busy={submitting} className="account-two-factor__submit">
        {i18n.t('account.login.2fa.submit', 'Verify')}
      </Button>
      {challenge.method === 'email' ? (
        <p className="account-two-factor__resend">
          <Button variant="secondary" disabled={wait > 0 || submitting} onClick={onResend}>
            {wait > 0 ? i18n.t('account.login.2fa.resend-wait', 'Resend code in {seconds} s', { seconds: wait }) : i18n.t('account.login.2fa.resend', 'Resend code')}
          </Button>
        </p>
      ) : null}
    </form>
  );
}
