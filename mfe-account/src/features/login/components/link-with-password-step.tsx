import { useState } from 'react';
import type { FormEvent } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { Button } from '@drawfront/shared/ui/button';
import { PasswordField } from '../../../components/password-field';
import type { SocialProvider } from '../api/social-sign-in';

export interface LinkWithPasswordStepProps {
  i18n: I18n;
  provider: SocialProvider;
  email: string;
  submitting: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
}

export const PROVIDER_NAMES: Record<SocialProvider, string> = { apple: 'Apple', google: 'Google' };

/**
 * A new social sign-in whose email already has an account: that account's password proves it is the same
 * person before the provider account is linked to it (anyone could make a provider account with any address).
 */
export function LinkWithPasswordStep({ i18n, provider, email, submitting, error, onSubmit }: LinkWithPasswordStepProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const name = PROVIDER_NAMES[provider];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit(password);
  };
  return (
    <form className="account-login-form" noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      <h2 className="account-social__step-heading">{i18n.t('account.social.link-heading', `Link your ${name} account`)}</h2>
      <p>
        {i18n.t('account.social.link-intro', `You already have an account with ${email}. Enter its password to link your ${name} account to it; next time you can sign in with either.`)}
      </p>
      <PasswordField
        i18n={i18n}
        label={i18n.t('account.social.link-password', 'Password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing ? i18n.t('account.social.link-password-required', 'Please enter your password.') : error}
        announceError={!missing}
      />
      <Button type="submit" busy={submitting} className="account-login-form__submit">
        {i18n.t('account.social.link-submit', 'Link and sign in')}
      </Button>
    </form>
  );
}
