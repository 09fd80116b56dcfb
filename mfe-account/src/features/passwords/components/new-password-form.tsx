import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { Button } from '@drawfront/shared/ui/button';
import { PasswordField } from '../../../components/password-field';
import { PASSWORD_RULES_HINT } from '../../../lib/password-rule';
import { validatePasswordForm } from '../model/password-form';
import type { PasswordFormErrors, PasswordFormValues } from '../model/password-form';

export interface NewPasswordFormProps {
  i18n: I18n;
  /** Ask for the current password too (the signed-in change). */
  askCurrent?: boolean;
  submitting: boolean;
  submitLabel: string;
  /** Messages from the server, under their fields. */
  serverErrors?: PasswordFormErrors;
  onSubmit: (values: PasswordFormValues) => void;
}

/** A new password (and the current one when asked), checked by the API's rule before sending; focus goes to the first field in error. */
export function NewPasswordForm({ i18n, askCurrent = false, submitting, submitLabel, serverErrors = {}, onSubmit }: NewPasswordFormProps) {
  const [values, setValues] = useState<PasswordFormValues>({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<PasswordFormErrors>({});
  const [checked, setChecked] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const newRef = useRef<HTMLInputElement>(null);

  const change = (field: keyof PasswordFormValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) setErrors(validatePasswordForm(next, askCurrent));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validatePasswordForm(values, askCurrent);
    setErrors(found);
    setChecked(true);
    if (found.currentPassword) currentRef.current?.focus();
    else if (found.newPassword) newRef.current?.focus();
    else onSubmit(values);
  };

  return (
    <form className="account-password-form" noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      {askCurrent ? (
        <PasswordField
          ref={currentRef}
          i18n={i18n}
          label={i18n.t('account.password.current', 'Current password')}
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          error={errors.currentPassword ?? serverErrors.currentPassword}
          onChange={(event) => change('currentPassword', event.target.value)}
        />
      ) : null}
      <PasswordField
        ref={newRef}
        i18n={i18n}
        label={i18n.t('account.password.new', 'New password')}
        hint={i18n.t('account.password.rules', PASSWORD_RULES_HINT)}
        name="newPassword"
        autoComplete="new-password"
        value={values.newPassword}
        error={errors.newPassword ?? serverErrors.newPassword}
        onChange={(event) => change('newPassword', event.target.value)}
      />
      <Button type="submit" busy={submitting} className="account-password-form__submit">
        {submitLabel}
      </Button>
    </form>
  );
}
