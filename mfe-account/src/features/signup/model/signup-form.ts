/** What the sign-up form holds while the customer types; the date of birth is three text boxes. */
export interface SignupFormValues {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  dobDay: string;
  dobMonth: string;
  dobYear: string;
  state: string;
  /** The address, asked for where the site's country wants it at sign-up (Britain: `country-profile.ts`). */
  addressLine1: string;
  addressLine2: string;
  suburb: string;
  county: string;
  postcode: string;
  acceptTerms: boolean;
  emailOptIn: boolean;
}

/** Fields that can carry an error message; the date of birth is one field made of three inputs. */
export type SignupField =
  | 'firstname'
  | 'lastname'
  | 'email'
  | 'password'
  | 'dateOfBirth'
  | 'state'
  | 'addressLine1'
  | 'addressLine2'
  | 'suburb'
  | 'county'
  | 'postcode'
  | 'acceptTerms'
  | 'emailOptIn';

export type SignupErrors = Partial<Record<SignupField, string>>;

/** Page order: focus goes to the first of these that has an error. */
export const SIGNUP_FIELD_ORDER: readonly SignupField[] = ['firstname', 'lastname', 'email', 'password', 'dateOfBirth', 'state', 'addressLine1', 'addressLine2', 'suburb', 'county', 'postcode', 'acceptTerms', 'emailOptIn'];

export const emptySignupForm: SignupFormValues = {
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  dobDay: '',
  dobMonth: '',
  dobYear: '',
  state: '',
  addressLine1: '',
  addressLine2: '',
  suburb: '',
  county: '',
  postcode: '',
  acceptTerms: false,
  // Opt-in defaults to false (groups spec §5).
  emailOptIn: false,
};

/** The first field in page order that has an error, or null. */
export function firstErrorField(errors: SignupErrors): SignupField | null {
  return SIGNUP_FIELD_ORDER.find((field) => errors[field]) ?? null;
}
