import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { Button } from '@drawfront/shared/ui/button';
import { TextField } from '@drawfront/shared/ui/text-field';
import type { LoginCredentials, LoginErrors } from '../model/validate-login';
import { validateLogin } from '../model/validate-login';
import { PasswordField } from '../../../components/password-field';
import './login.css';

export interface LoginFormProps {
  i18n: I18n;
  submitting: boolean;
  onSubmit: (credentials: LoginCredentials) => void;
}

/**
 * Email and password with client checks. Errors appear on submit and then follow each keystroke;
 * focus moves to the first field in error so keyboard and screen-reader users land on it.
 */
export function LoginForm({ i18n, submitting, onSubmit }: LoginFormProps) {
  const [values, setValues] = useState<LoginCredentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [checked, setChecked] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const change = (field: keyof LoginCredentials, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) setErrors(validateLogin(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    setChecked(true);
    if (found.email) emailRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    else onSubmit(values);
  };

  return (
    <form className="account-login-form" noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      <TextField
        ref={emailRef}
        label={i18n.t('account.login.email', 'Email address')}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        value={values.email}
        error={errors.email}
        onChange={(event) => change('email', event.target.value)}
      />
      <PasswordField
        ref={passwordRef}
        i18n={i18n}
        label={i18n.t('account.login.password', 'Password')}
        name="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(event) => change('password', event.target.value)}
      />
      <Button type="submit" busy={submitting} className="account-login-form__submit">
        {submitting ? i18n.t('account.login.submitting', 'Signing in…') : i18n.t('account.login.submit', 'Sign in')}
      </Button>
    </form>
  );
}
