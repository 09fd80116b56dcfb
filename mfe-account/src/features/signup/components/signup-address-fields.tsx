import type { RefObject } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { countryProfile } from '@drawfront/shared/rules/country-profile';
import { TextField } from '@drawfront/shared/ui/text-field';
import type { SignupField, SignupFormValues } from '../model/signup-form';

type AddressPart = 'addressLine1' | 'addressLine2' | 'suburb' | 'county' | 'postcode';

export interface SignupAddressFieldsProps {
  i18n: I18n;
  country: string;
  values: Pick<SignupFormValues, AddressPart>;
  refs: Record<AddressPart, RefObject<HTMLInputElement | HTMLSelectElement | null>>;
  errorFor: (field: SignupField) => string | undefined;
  onChange: (part: AddressPart, value: string) => void;
}

/** The postal address a British customer gives at sign-up, named as the country's profile names its parts. */
export function SignupAddressFields({ i18n, country, values, refs, errorFor, onChange }: SignupAddressFieldsProps) {
  const { labels } = countryProfile(country);
  const field = (part: AddressPart, label: string, autoComplete: string, extra: { hint?: string } = {}) => (
    <TextField
      ref={refs[part] as RefObject<HTMLInputElement>}
      label={label}
      name={part}
      autoComplete={autoComplete}
      value={values[part]}
      error={errorFor(part)}
      onChange={(event) => onChange(part, event.target.value)}
      {...extra}
    />
  );
  return (
    <fieldset className="account-signup-form__address">
      <legend className="account-signup-form__legend">{i18n.t('account.signup.address', 'Your address')}</legend>
      {field('addressLine1', i18n.t('account.signup.address-line1', 'Address line 1'), 'address-line1')}
      {field('addressLine2', i18n.t('account.signup.address-line2', 'Address line 2 (optional)'), 'address-line2')}
      {field('suburb', i18n.t('account.signup.town', labels.suburb), 'address-level2')}
      {field('county', i18n.t('account.signup.county', labels.state), 'address-level1')}
      {field('postcode', i18n.t('account.signup.postcode', labels.postcode), 'postal-code', { hint: i18n.t('account.signup.postcode-hint', 'For example, SW1A 1AA') })}
    </fieldset>
  );
}
