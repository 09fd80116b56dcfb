import { useState } from 'react';
import type { FormEvent } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { VerifyLicenceRequest } from '@drawfront/shared/contract/verification';
import { AU_STATES, licenceErrors } from '@drawfront/shared/rules/identity-verification';
import { Button } from '@drawfront/shared/ui/button';
import { TextField } from '@drawfront/shared/ui/text-field';
import { SelectField } from '../../../components/select-field';
import type { LicenceField } from '../model/verify-form';
import { todayIso } from '../model/verify-form';

export interface LicenceFormProps {
  i18n: I18n;
  initial: Partial<VerifyLicenceRequest>;
  submitting: boolean;
  serverErrors?: Partial<Record<LicenceField, string>>;
  onSubmit: (licence: VerifyLicenceRequest) => void;
}

type Values = Required<VerifyLicenceRequest>;
const STATE_OPTIONS = AU_STATES.map((state) => ({ value: state, label: state }));

/** An Australian driver's licence, checked against the licence register. */
export function LicenceForm({ i18n, initial, submitting, serverErrors = {}, onSubmit }: LicenceFormProps) {
  const [values, setValues] = useState<Values>({ firstname: '', lastname: '', dateOfBirth: '', licenceNumber: '', licenceState: '', cardNumber: '', ...initial });
  const [errors, setErrors] = useState<Partial<Record<LicenceField, string>>>({});
  const field = (name: LicenceField) => ({
    name,
    value: values[name],
    error: errors[name] ?? serverErrors[name] ?? null,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const found = licenceErrors({ ...values }, todayIso()) as Partial<Record<LicenceField, string>>;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const { cardNumber, ...rest } = values;
    onSubmit({ ...rest, firstname: rest.firstname.trim(), lastname: rest.lastname.trim(), ...(cardNumber ? { cardNumber } : {}) });
  };

  return (
    <form className="account-verify__form" noValidate onSubmit={submit} aria-label={i18n.t('account.verify.licence.form', "Verify with your driver's licence")}>
      <TextField label={i18n.t('account.verify.firstname', 'First name')} autoComplete="given-name" {...field('firstname')} />
      <TextField label={i18n.t('account.verify.lastname', 'Last name')} autoComplete="family-name" {...field('lastname')} />
      <TextField label={i18n.t('account.verify.dob', 'Date of birth')} hint={i18n.t('account.verify.dob-hint', 'As YYYY-MM-DD, e.g. 1990-04-01')} autoComplete="bday" inputMode="numeric" {...field('dateOfBirth')} />
      <TextField label={i18n.t('account.verify.licence-number', 'Licence number')} autoComplete="off" {...field('licenceNumber')} />
      <SelectField label={i18n.t('account.verify.licence-state', 'State or territory of issue')} placeholder={i18n.t('account.verify.state-placeholder', 'Choose')} options={STATE_OPTIONS} {...field('licenceState')} />
      <TextField label={i18n.t('account.verify.card-number', 'Card number (optional)')} hint={i18n.t('account.verify.card-number-hint', 'Printed on the licence card, if it has one')} autoComplete="off" {...field('cardNumber')} />
      <Button type="submit" busy={submitting} disabled={submitting}>
        {i18n.t('account.verify.licence.submit', 'Verify my licence')}
      </Button>
    </form>
  );
}
