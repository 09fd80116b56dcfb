import { useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { REGION_CODES } from '@drawfront/shared/contract/customer';
import type { DetailsField } from '@drawfront/shared/contract/customer-details';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { countryProfile } from '@drawfront/shared/rules/country-profile';
import { addressConfigFor, DETAILS_COUNTRIES } from '@drawfront/shared/rules/customer-details';
import type { DetailsValues } from '@drawfront/shared/rules/customer-details';
import { Button } from '@drawfront/shared/ui/button';
import { TextField } from '@drawfront/shared/ui/text-field';
import { checkDetails, FIELD_LABELS, visibleFields } from '../model/details-form';
import type { DetailsErrors } from '../model/details-form';

export interface DetailsFormProps {
  i18n: I18n;
  initial: DetailsValues;
  immutableFields: readonly DetailsField[];
  /** The site's date (`YYYY-MM-DD`) and minimum age, for the date of birth. */
  today: string;
  minimumAge: number;
  /** Ask for the whole address even if none is begun (the upgrade page). */
  requireAddress: boolean;
  submitting: boolean;
  submitLabel: string;
  serverErrors?: DetailsErrors;
  onSubmit: (values: DetailsValues) => void;
  /** A second action beside the submit button (Cancel). */
  secondary?: ReactNode;
  /** The site's country (`site.country`): names and hints the fields while the customer has no address country yet. */
  siteCountry?: string;
}

const COUNTRY_NAMES: Record<string, string> = { AU: 'Australia', GB: 'United Kingdom' };
const STATES = REGION_CODES.filter((code) => code !== 'OTHER');
const AUTOCOMPLETE: Partial<Record<DetailsField, string>> = {
  firstname: 'given-name',
  lastname: 'family-name',
  email: 'email',
  phone: 'tel',
  dateOfBirth: 'bday',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  suburb: 'address-level2',
  postcode: 'postal-code',
  state: 'address-level1',
  country: 'country',
};

/** A labelled select with the kit's field look (the kit has text fields only). */
function SelectField({ label, value, options, error, disabled, onChange, name }: { label: string; value: string; options: { value: string; label: string }[]; error?: string; disabled: boolean; onChange: (value: string) => void; name: string }) {
  const id = useId();
  return (
    <div className={['df-ui-field', error ? 'df-ui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="df-ui-field__label" htmlFor={id}>
        {label}
      </label>
      {error ? (
        <p className="df-ui-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <div className="df-ui-field__row">
        <select id={id} name={name} className="df-ui-field__input" value={value} disabled={disabled} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} autoComplete={AUTOCOMPLETE[name as DetailsField]} onChange={(event) => onChange(event.target.value)}>
          <option value="">—</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/**
 * The details form: the fields the address's country has (groups spec §5 address configuration), immutable
 * ones read-only, checked by the API's rule before sending; focus goes to the first field in error.
 */
export function DetailsForm({ i18n, initial, immutableFields, today, minimumAge, requireAddress, submitting, submitLabel, serverErrors = {}, onSubmit, secondary, siteCountry = 'AU' }: DetailsFormProps) {
  const [values, setValues] = useState<DetailsValues>(initial);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [checked, setChecked] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const options = { today, minimumAge, requireAddress };
  const fields = visibleFields(values);
  const config = addressConfigFor(values.country);
  // The address's parts as its country names them (Town or city, County, Postcode in Britain), as sign-up does.
  const profile = countryProfile(values.country || siteCountry);
  const uk = profile.country === 'GB';
  const countryText = (field: 'suburb' | 'state' | 'postcode') => (uk ? i18n.t(`account.details.${field}-gb`, profile.labels[field]) : i18n.t(`account.details.${field}`, profile.labels[field]));

  const change = (field: DetailsField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) setErrors(checkDetails(next, options));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkDetails(values, options);
    setErrors(found);
    setChecked(true);
    const first = fields.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    else onSubmit(values);
  };
  const label = (field: DetailsField) => {
    // A British county's label says it is optional already.
    if (field === 'suburb' || field === 'postcode' || field === 'state') return countryText(field);
    const text = i18n.t(`account.details.${field}`, FIELD_LABELS[field]);
    const optional = field === 'phone' || (field === 'addressLine2' && config.addressLine2 === 'optional');
    return optional ? i18n.t('account.details.optional', '{label} (optional)', { label: text }) : text;
  };
  const locked = (field: DetailsField) => immutableFields.includes(field);
  const hint = (field: DetailsField) => (locked(field) ? i18n.t('account.details.locked', 'Contact support to change this.') : undefined);
  const formHint = (field: 'phone' | 'postcode') => i18n.t(`account.details.${field}-hint-${profile.country.toLowerCase()}`, profile.hints[field]);

  return (
    <form ref={form} className="account-details-form" noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      <fieldset className="account-details-form__group">
        <legend className="account-details-form__legend">{i18n.t('account.details.about-you', 'About you')}</legend>
        {(['firstname', 'lastname', 'email', 'phone'] as const).map((field) => (
          <TextField
            key={field}
            name={field}
            label={label(field)}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            autoComplete={AUTOCOMPLETE[field]}
            value={values[field]}
            readOnly={locked(field)}
            hint={field === 'email' && !locked(field) ? i18n.t('account.details.email-hint', "If you change it, we'll send a link to the new address to confirm it.") : field === 'phone' && !locked(field) ? formHint('phone') : hint(field)}
            error={errors[field] ?? serverErrors[field]}
            onChange={(event) => change(field, event.target.value)}
          />
        ))}
        <TextField
          name="dateOfBirth"
          label={label('dateOfBirth')}
          type="date"
          autoComplete="bday"
          value={values.dateOfBirth}
          readOnly={locked('dateOfBirth')}
          hint={hint('dateOfBirth')}
          error={errors.dateOfBirth ?? serverErrors.dateOfBirth}
          onChange={(event) => change('dateOfBirth', event.target.value)}
        />
      </fieldset>
      <fieldset className="account-details-form__group">
        <legend className="account-details-form__legend">{i18n.t('account.details.address', 'Your address')}</legend>
        {(['addressLine1', 'addressLine2', 'suburb', 'postcode'] as const)
          .filter((field) => fields.includes(field))
          .map((field) => (
            <TextField
              key={field}
              name={field}
              label={label(field)}
              autoComplete={AUTOCOMPLETE[field]}
              inputMode={field === 'postcode' && config.format === 'standard' ? 'numeric' : undefined}
              value={values[field]}
              readOnly={locked(field)}
              hint={field === 'postcode' && !locked(field) ? formHint('postcode') : hint(field)}
              error={errors[field] ?? serverErrors[field]}
              onChange={(event) => change(field, event.target.value)}
            />
          ))}
        {fields.includes('state') && uk ? (
          <TextField name="state" label={label('state')} autoComplete={AUTOCOMPLETE.state} value={values.state} readOnly={locked('state')} hint={hint('state')} error={errors.state ?? serverErrors.state} onChange={(event) => change('state', event.target.value)} />
        ) : null}
        {fields.includes('state') && !uk ? (
          <SelectField name="state" label={label('state')} value={values.state} disabled={locked('state')} options={STATES.map((code) => ({ value: code, label: code }))} error={errors.state ?? serverErrors.state} onChange={(value) => change('state', value)} />
        ) : null}
        <SelectField
          name="country"
          label={label('country')}
          value={values.country}
          disabled={locked('country')}
          options={DETAILS_COUNTRIES.map((code) => ({ value: code, label: COUNTRY_NAMES[code] ?? code }))}
          error={errors.country ?? serverErrors.country}
          onChange={(value) => change('country', value)}
        />
      </fieldset>
      <div className="account-details-form__actions">
        <Button type="submit" busy={submitting}>
          {submitLabel}
        </Button>
        {secondary}
      </div>
    </form>
  );
}
