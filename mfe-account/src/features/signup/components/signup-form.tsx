import { useEffect, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { REGION_CODES } from '@drawfront/shared/contract/customer';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { countryProfile } from '@drawfront/shared/rules/country-profile';
import { Button } from '@drawfront/shared/ui/button';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { TextField } from '@drawfront/shared/ui/text-field';
import { CheckboxField } from '../../../components/checkbox-field';
import { PasswordField } from '../../../components/password-field';
import { SelectField } from '../../../components/select-field';
import { emptySignupForm, firstErrorField } from '../model/signup-form';
import type { SignupErrors, SignupField, SignupFormValues } from '../model/signup-form';
import { EMAIL_TAKEN_MESSAGE, PASSWORD_RULES_HINT, validateSignup } from '../model/validate-signup';
import type { SignupRules } from '../model/validate-signup';
import { DateOfBirthField } from './date-of-birth-field';
import { regionLabel } from './region-labels';
import { SignupAddressFields } from './signup-address-fields';

export interface SignupFormProps {
  i18n: I18n;
  navigate: RemoteProps['navigate'];
  rules: SignupRules;
  submitting: boolean;
  /** Field errors from the last `POST /signup`; each one stays until its field changes. */
  serverErrors: SignupErrors;
  /** Where "Sign in instead" goes (with the return address); null leaves the link out. */
  signInPath: string | null;
  /** The site's terms and conditions page; null leaves the words without a link. */
  termsPath: string | null;
  /** Checks the address with the API when the email box loses focus. */
  onEmailBlur: (email: string) => void;
  /** Whether the API said this address already has an account. */
  isEmailTaken: (email: string) => boolean;
  onSubmit: (values: SignupFormValues) => void;
}

type FieldRefs = Record<SignupField, RefObject<HTMLInputElement | HTMLSelectElement | null>>;

const fieldOf = (key: keyof SignupFormValues): SignupField => (key === 'dobDay' || key === 'dobMonth' || key === 'dobYear' ? 'dateOfBirth' : key);

/**
 * The sign-up fields. Errors appear on submit and then follow each change; focus moves to the first
 * field in error (client or server), so keyboard and screen-reader users land on it.
 */
export function SignupForm({ i18n, navigate, rules, submitting, serverErrors, signInPath, termsPath, onEmailBlur, isEmailTaken, onSubmit }: SignupFormProps) {
  const [values, setValues] = useState<SignupFormValues>(emptySignupForm);
  const [clientErrors, setClientErrors] = useState<SignupErrors>({});
  const [fromServer, setFromServer] = useState<SignupErrors>(serverErrors);
  const [checked, setChecked] = useState(false);
  const refs: FieldRefs = {
    firstname: useRef<HTMLInputElement>(null),
    lastname: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    dateOfBirth: useRef<HTMLInputElement>(null),
    state: useRef<HTMLSelectElement>(null),
    addressLine1: useRef<HTMLInputElement>(null),
    addressLine2: useRef<HTMLInputElement>(null),
    suburb: useRef<HTMLInputElement>(null),
    county: useRef<HTMLInputElement>(null),
    postcode: useRef<HTMLInputElement>(null),
    acceptTerms: useRef<HTMLInputElement>(null),
    emailOptIn: useRef<HTMLInputElement>(null),
  };
  const refsRef = useRef(refs);
  refsRef.current = refs;

  // New server errors replace the old ones and take the focus.
  useEffect(() => {
    setFromServer(serverErrors);
    const first = firstErrorField(serverErrors);
    if (first) refsRef.current[first].current?.focus();
  }, [serverErrors]);

  const errorFor = (field: SignupField): string | undefined => {
    if (clientErrors[field]) return clientErrors[field];
    if (fromServer[field]) return fromServer[field];
    if (field === 'email' && isEmailTaken(values.email)) return EMAIL_TAKEN_MESSAGE;
    return undefined;
  };

  const change = <K extends keyof SignupFormValues>(key: K, value: SignupFormValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    const field = fieldOf(key);
    if (fromServer[field]) setFromServer(({ [field]: _dropped, ...rest }) => rest);
    if (checked) setClientErrors(validateSignup(next, rules));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignup(values, rules);
    if (!found.email && isEmailTaken(values.email)) found.email = EMAIL_TAKEN_MESSAGE;
    setClientErrors(found);
    setChecked(true);
    const first = firstErrorField({ ...fromServer, ...found });
    if (first) refs[first].current?.focus();
    else onSubmit(values);
  };

  const emailError = errorFor('email');
  return (
    <form className="account-signup-form" noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      <div className="account-signup-form__names">
        <TextField
          ref={refs.firstname as RefObject<HTMLInputElement>}
          label={i18n.t('account.signup.first-name', 'First name')}
          name="firstname"
          autoComplete="given-name"
          value={values.firstname}
          error={errorFor('firstname')}
          onChange={(event) => change('firstname', event.target.value)}
        />
        <TextField
          ref={refs.lastname as RefObject<HTMLInputElement>}
          label={i18n.t('account.signup.last-name', 'Last name')}
          name="lastname"
          autoComplete="family-name"
          value={values.lastname}
          error={errorFor('lastname')}
          onChange={(event) => change('lastname', event.target.value)}
        />
      </div>
      <TextField
        ref={refs.email as RefObject<HTMLInputElement>}
        label={i18n.t('account.signup.email', 'Email address')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        value={values.email}
        error={emailError}
        onChange={(event) => change('email', event.target.value)}
        onBlur={(event) => onEmailBlur(event.target.value)}
      />
      {emailError === EMAIL_TAKEN_MESSAGE && signInPath ? (
        <p className="account-signup-form__sign-in">
          <ShellLink to={signInPath} navigate={navigate}>
            {i18n.t('account.signup.sign-in-instead', 'Sign in with this email instead')}
          </ShellLink>
        </p>
      ) : null}
      <PasswordField
        ref={refs.password as RefObject<HTMLInputElement>}
        i18n={i18n}
        label={i18n.t('account.signup.password', 'Password')}
        hint={i18n.t('account.signup.password-rules', PASSWORD_RULES_HINT)}
        name="password"
        autoComplete="new-password"
        value={values.password}
        error={errorFor('password')}
        onChange={(event) => change('password', event.target.value)}
      />
      <DateOfBirthField
        i18n={i18n}
        value={values}
        error={errorFor('dateOfBirth')}
        dayRef={refs.dateOfBirth as RefObject<HTMLInputElement>}
        onChange={(part, text) => change(part, text)}
      />
      {countryProfile(rules.country ?? 'AU').signUpAsksAddress ? (
        <SignupAddressFields i18n={i18n} country={rules.country ?? 'AU'} values={values} refs={refs} errorFor={errorFor} onChange={(part, text) => change(part, text)} />
      ) : (
        <SelectField
          ref={refs.state as RefObject<HTMLSelectElement>}
          label={i18n.t('account.signup.state', 'State or territory')}
          placeholder={i18n.t('account.signup.state-placeholder', 'Select your state or territory')}
          name="state"
          autoComplete="address-level1"
          options={REGION_CODES.map((code) => ({ value: code, label: regionLabel(code, i18n) }))}
          value={values.state}
          error={errorFor('state')}
          onChange={(event) => change('state', event.target.value)}
        />
      )}
      <CheckboxField
        ref={refs.acceptTerms as RefObject<HTMLInputElement>}
        name="acceptTerms"
        checked={values.acceptTerms}
        error={errorFor('acceptTerms')}
        onChange={(event) => change('acceptTerms', event.target.checked)}
        label={
          <>
            {i18n.t('account.signup.terms-before', 'I am {age} or over and agree to the', { age: rules.minimumAge })}{' '}
            {termsPath ? (
              <ShellLink to={termsPath} navigate={navigate} target="_blank" rel="noopener">
                {i18n.t('account.signup.terms-link', 'terms and conditions')}
                <span className="df-ui-visually-hidden"> {i18n.t('account.signup.new-tab', '(opens in a new tab)')}</span>
              </ShellLink>
            ) : (
              i18n.t('account.signup.terms-link', 'terms and conditions')
            )}
          </>
        }
      />
      <CheckboxField
        ref={refs.emailOptIn as RefObject<HTMLInputElement>}
        name="emailOptIn"
        checked={values.emailOptIn}
        error={errorFor('emailOptIn')}
        onChange={(event) => change('emailOptIn', event.target.checked)}
        label={i18n.t('account.signup.opt-in', 'Email me news, offers and draw reminders (you can unsubscribe at any time)')}
      />
      <Button type="submit" busy={submitting} className="account-signup-form__submit">
        {submitting ? i18n.t('account.signup.submitting', 'Creating your account…') : i18n.t('account.signup.submit', 'Create account')}
      </Button>
    </form>
  );
}
