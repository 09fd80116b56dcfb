import { useState } from 'react';
import type { FormEvent } from 'react';
import { REGION_CODES } from '@drawfront/shared/contract/customer';
import type { SignupAddress } from '@drawfront/shared/contract/customer';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { countryProfile } from '@drawfront/shared/rules/country-profile';
import { validateSignupAddress } from '@drawfront/shared/rules/customer-details';
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
  /** The sub-variant's country (`site.country`): a British sign-up gives its postal address, an Australian its state. */
  country?: string;
  submitting: boolean;
  /** Field errors from the API (its `errors`), by field name (an address's by its part). */
  serverErrors: Partial<Record<keyof SocialSignupDetails | keyof SignupAddress, string>>;
  onSubmit: (details: SocialSignupDetails) => void;
}

const REQUIRED = 'This field is required.';
const NO_ADDRESS: SignupAddress = { addressLine1: '', addressLine2: '', suburb: '', county: '', postcode: '' };
type AddressPart = keyof SignupAddress;

/**
 * A sign-up with Apple or Google: the provider gave the email and name; the shop still needs age, the terms, and
 * the state (Australia) or the postal address (Britain, checked by the shared rule as the email sign-up does).
 */
export function FinishSignupStep({ i18n, provider, email, initial, country = 'AU', submitting, serverErrors, onSubmit }: FinishSignupStepProps) {
  const profile = countryProfile(country);
  const asksAddress = profile.signUpAsksAddress;
  const [values, setValues] = useState<SocialSignupDetails>({ firstname: initial.firstname, lastname: initial.lastname, dateOfBirth: '', state: '', acceptTerms: false, emailOptIn: false });
  const [address, setAddress] = useState<SignupAddress>(NO_ADDRESS);
  const [errors, setErrors] = useState<FinishSignupStepProps['serverErrors']>({});
  const set = <K extends keyof SocialSignupDetails>(key: K, value: SocialSignupDetails[K]) => setValues((current) => ({ ...current, [key]: value }));
  const shown = { ...serverErrors, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FinishSignupStepProps['serverErrors'] = {};
    for (const key of ['firstname', 'lastname', 'dateOfBirth', ...(asksAddress ? [] : ['state' as const])] as const) if (values[key].trim() === '') found[key] = i18n.t('account.social.required', REQUIRED);
    if (asksAddress) Object.assign(found, validateSignupAddress(address, country));
    if (!values.acceptTerms) found.acceptTerms = i18n.t('account.social.terms-required', 'Please accept the terms and conditions.');
    setErrors(found);
    // The first field in error takes focus, so a keyboard or screen-reader user lands on it.
    const first = Object.keys(found)[0];
    if (first) document.querySelector<HTMLElement>(`.account-login-form [name="${first}"]`)?.focus();
    // A British customer has no Australian state: the API keeps their county there, as the email sign-up sends.
    else onSubmit(asksAddress ? { ...values, state: 'OTHER', address } : values);
  };
  const addressField = (part: AddressPart, label: string, autoComplete: string, hint?: string) => (
    <TextField
      label={label}
      name={part}
      autoComplete={autoComplete}
      value={address[part]}
      hint={hint}
      error={shown[part]}
      onChange={(event) => {
        const value = event.target.value;
        setAddress((current) => ({ ...current, [part]: value }));
      }}
    />
  );

  return (
    <form className="account-login-form" noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      <h2 className="account-social__step-heading">{i18n.t('account.social.signup-heading', 'Finish creating your account')}</h2>
      <p>{i18n.t('account.social.signup-intro', `You're signing up with your ${PROVIDER_NAMES[provider]} account, ${email}. A few more details and you're in.`)}</p>
      <TextField label={i18n.t('account.signup.firstname', 'First name')} name="firstname" autoComplete="given-name" value={values.firstname} onChange={(event) => set('firstname', event.target.value)} error={shown.firstname} />
      <TextField label={i18n.t('account.signup.lastname', 'Last name')} name="lastname" autoComplete="family-name" value={values.lastname} onChange={(event) => set('lastname', event.target.value)} error={shown.lastname} />
      <TextField label={i18n.t('account.social.date-of-birth', 'Date of birth')} name="dateOfBirth" type="date" autoComplete="bday" value={values.dateOfBirth} onChange={(event) => set('dateOfBirth', event.target.value)} error={shown.dateOfBirth} />
      {asksAddress ? (
        <fieldset className="account-social__address">
          <legend>{i18n.t('account.signup.address', 'Your address')}</legend>
          {addressField('addressLine1', i18n.t('account.signup.address-line1', 'Address line 1'), 'address-line1')}
          {addressField('addressLine2', i18n.t('account.signup.address-line2', 'Address line 2 (optional)'), 'address-line2')}
          {addressField('suburb', i18n.t('account.signup.town', profile.labels.suburb), 'address-level2')}
          {addressField('county', i18n.t('account.signup.county', profile.labels.state), 'address-level1')}
          {addressField('postcode', i18n.t('account.signup.postcode', profile.labels.postcode), 'postal-code', i18n.t('account.signup.postcode-hint', profile.hints.postcode))}
        </fieldset>
      ) : (
        <SelectField
          label={i18n.t('account.signup.state', 'State')}
          name="state"
          placeholder={i18n.t('account.signup.state-placeholder', 'Choose your state')}
          options={REGION_CODES.map((code) => ({ value: code, label: code }))}
          value={values.state}
          onChange={(event) => set('state', event.target.value)}
          error={shown.state}
        />
      )}
      <CheckboxField label={i18n.t('account.social.terms', 'I accept the terms and conditions')} checked={values.acceptTerms} onChange={(event) => set('acceptTerms', event.target.checked)} error={shown.acceptTerms} />
      <CheckboxField label={i18n.t('account.social.opt-in', 'Email me news and offers (optional)')} checked={values.emailOptIn} onChange={(event) => set('emailOptIn', event.target.checked)} />
      <Button type="submit" busy={submitting} className="account-login-form__submit">
        {i18n.t('account.social.signup-submit', 'Create my account')}
      </Button>
    </form>
  );
}
