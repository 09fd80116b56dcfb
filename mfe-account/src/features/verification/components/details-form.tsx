import { useState } from 'react';
import type { FormEvent } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { VerifyDetailsRequest } from '@drawfront/shared/contract/verification';
import { AU_STATES, detailsErrors } from '@drawfront/shared/rules/identity-verification';
import { Button } from '@drawfront/shared/ui/button';
import { TextField } from '@drawfront/shared/ui/text-field';
import { SelectField } from '../../../components/select-field';
import type { DetailsField } from '../model/verify-form';
import { todayIso } from '../model/verify-form';

export interface DetailsFormProps {
  i18n: I18n;
  initial: Partial<VerifyDetailsRequest>;
  submitting: boolean;
  serverErrors?: Partial<Record<DetailsField, string>>;
  onSubmit: (details: VerifyDetailsRequest) => void;
}

const STATE_OPTIONS = AU_STATES.map((state) => ({ value: state, label: state }));

/** Name, date of birth and home address, as on the customer's ID: checked against the provider's sources. */
export function DetailsForm({ i18n, initial, submitting, serverErrors = {}, onSubmit }: DetailsFormProps) {
  const [values, setValues] = useState<VerifyDetailsRequest>({ firstname: '', lastname: '', dateOfBirth: '', streetAddress: '', suburb: '', postcode: '', state: '', ...initial });
  const [errors, setErrors] = useState<Partial<Record<DetailsField, string>>>({});
  const shown = (field: DetailsField) => errors[field] ?? serverErrors[field] ?? null;
  const field = (name: DetailsField) => ({
    name,
    value: values[name],
    error: shown(name),
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const found = detailsErrors({ ...values }, todayIso()) as Partial<Record<DetailsField, string>>;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first field in error gets focus once it is marked, so the customer hears what to fix.
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onSubmit({ ...values, firstname: values.firstname.trim(), lastname: values.lastname.trim() });
  };

  return (
    <form className="account-verify__form" noValidate onSubmit={submit} aria-label={i18n.t('account.verify.details.form', 'Verify with your address')}>
      <TextField label={i18n.t('account.verify.firstname', 'First name')} autoComplete="given-name" {...field('firstname')} />
      <TextField label={i18n.t('account.verify.lastname', 'Last name')} autoComplete="family-name" {...field('lastname')} />
      <TextField label={i18n.t('account.verify.dob', 'Date of birth')} hint={i18n.t('account.verify.dob-hint', 'As YYYY-MM-DD, e.g. 1990-04-01')} autoComplete="bday" inputMode="numeric" {...field('dateOfBirth')} />
      <TextField label={i18n.t('account.verify.street', 'Street address')} autoComplete="address-line1" {...field('streetAddress')} />
      <TextField label={i18n.t('account.verify.suburb', 'Suburb')} autoComplete="address-level2" {...field('suburb')} />
      <TextField label={i18n.t('account.verify.postcode', 'Postcode')} autoComplete="postal-code" inputMode="numeric" maxLength={4} {...field('postcode')} />
      <SelectField label={i18n.t('account.verify.state', 'State or territory')} placeholder={i18n.t('account.verify.state-placeholder', 'Choose')} options={STATE_OPTIONS} {...field('state')} />
      <Button type="submit" busy={submitting} disabled={submitting}>
        {i18n.t('account.verify.details.submit', 'Verify my details')}
      </Button>
    </form>
  );
}
