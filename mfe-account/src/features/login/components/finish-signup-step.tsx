import { useState } from 'react';
import type { FormEvent } from 'react';
import { REGION_CODES } from '@drawfront/shared/contract/customer';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { Button } from '@drawfront/shared/ui/button';
import { TextField } from '@drawfront/shared/ui/text-field';
import { CheckboxField } from '../../../components/checkbox-field';
import { SelectField } from '../../../components/select-field';
import type { SocialProvider, SocialSignupDetails } from '../api/social-sign-in';
import { PROVIDER_NAMES } from './link-with-password-step';

export interface FinishSignupStepProps {
  i18n: I18n;
  provider: SocialProvider;
  email: string;
  initial: { firstname: string; lastname: string };
  submitting: boolean;
  /** Field errors from the API (its `errors`), by field name. */
  serverErrors: Partial<Record<keyof SocialSignupDetails, string>>;
  onSubmit: (details: SocialSignupDetails) => void;
}

const REQUIRED = 'This field is required.';

/** A sign-up with Apple or Google: the provider gave the email and name; the shop still needs age, state and the terms. */
export function FinishSignupStep({ i18n, provider, email, initial, submitting, serverErrors, onSubmit }: FinishSignupStepProps) {
  const [values, setValues] = useState<SocialSignupDetails>({ firstname: initial.firstname, lastname: initial.lastname, dateOfBirth: '', state: '', acceptTerms: false, emailOptIn: false });
  const [errors, setErrors] = useState<Partial<Record<keyof SocialSignupDetails, string>>>({});
  const set = <K extends keyof SocialSignupDetails>(key: K, value: SocialSignupDetails[K]) => setValues((current) => ({ ...current, [key]: value }));
  const shown = { ...serverErrors, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<keyof SocialSignupDetails, string>> = {};
    for (const key of ['firstname', 'lastname', 'dateOfBirth', 'state'] as const) if (values[key].trim() === '') found[key] = i18n.t('account.social.required', REQUIRED);
    if (!values.acceptTerms) found.acceptTerms = i18n.t('account.social.terms-required', 'Please accept the terms and conditions.');
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <form className="account-login-form" noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      <h2 className="account-social__step-heading">{i18n.t('account.social.signup-heading', 'Finish creating your account')}</h2>
      <p>{i18n.t('account.social.signup-intro', `You're signing up with your ${PROVIDER_NAMES[provider]} account, ${email}. A few more details and you're in.`)}</p>
      <TextField label={i18n.t('account.signup.firstname', 'First name')} name="firstname" autoComplete="given-name" value={values.firstname} onChange={(event) => set('firstname', event.target.value)} error={shown.firstname} />
      <TextField label={i18n.t('account.signup.lastname', 'Last name')} name="lastname" autoComplete="family-name" value={values.lastname} onChange={(event) => set('lastname', event.target.value)} error={shown.lastname} />
      <TextField label={i18n.t('account.social.date-of-birth', 'Date of birth')} name="dateOfBirth" type="date" autoComplete="bday" value={values.dateOfBirth} onChange={(event) => set('dateOfBirth', event.target.value)} error={shown.dateOfBirth} />
      <SelectField
        label={i18n.t('account.signup.state', 'State')}
        name="state"
        placeholder={i18n.t('account.signup.state-placeholder', 'Choose your state')}
        options={REGION_CODES.map((code) => ({ value: code, label: code }))}
        value={values.state}
        onChange={(event) => set('state', event.target.value)}
        error={shown.state}
      />
      <CheckboxField label={i18n.t('account.social.terms', 'I accept the terms and conditions')} checked={values.acceptTerms} onChange={(event) => set('acceptTerms', event.target.checked)} error={shown.acceptTerms} />
      <CheckboxField label={i18n.t('account.social.opt-in', 'Email me news and offers (optional)')} checked={values.emailOptIn} onChange={(event) => set('emailOptIn', event.target.checked)} />
      <Button type="submit" busy={submitting} className="account-login-form__submit">
        {i18n.t('account.social.signup-submit', 'Create my account')}
      </Button>
    </form>
  );
}
