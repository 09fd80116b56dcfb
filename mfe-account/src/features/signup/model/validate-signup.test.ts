import { emptySignupForm } from './signup-form';
import type { SignupFormValues } from './signup-form';
import {
  DATE_OF_BIRTH_MESSAGE,
  PASSWORD_MESSAGE,
  toSignupRequest,
  validateDateOfBirth,
  validatePassword,
  validateSignup,
} from './validate-signup';

const today = { year: 2026, month: 11, day: 22 };
const rules = { today, minimumAge: 18 };

function buildForm(overrides: Partial<SignupFormValues> = {}): SignupFormValues {
  return {
    ...emptySignupForm,
    firstname: 'Jo',
    lastname: 'Citizen',
    email: 'jo@example.com',
    password: 'lucky7numbers',
    dobDay: '27',
    dobMonth: '3',
    dobYear: '1990',
    state: 'NSW',
    acceptTerms: true,
    ...overrides,
  };
}

describe('validateSignup', () => {
  it('passes a complete form', () => {
    expect(validateSignup(buildForm(), rules)).toEqual({});
  });

  it('requires every field with the spec text, and the terms with theirs', () => {
    expect(validateSignup(emptySignupForm, rules)).toEqual({
      firstname: 'This field is required',
      lastname: 'This field is required',
      email: 'This field is required',
      password: 'This field is required',
      dateOfBirth: 'This field is required',
      state: 'This field is required',
      acceptTerms: 'You must agree to the terms and conditions to proceed.',
    });
  });

  it('leaves the email opt-in optional', () => {
    expect(validateSignup(buildForm({ emailOptIn: false }), rules)).toEqual({});
    expect(validateSignup(buildForm({ emailOptIn: true }), rules)).toEqual({});
  });

  it('rejects a badly formed email and an unknown state', () => {
    expect(validateSignup(buildForm({ email: 'jo@example', state: 'GB' }), rules)).toEqual({
      email: 'Enter an email address like name@example.com',
      state: 'This field is required',
    });
  });
});

describe('validatePassword', () => {
  it.each(['abcdefg1', 'pass word 9', 'пароль123', 'LUCKY777'])('accepts %p', (password) => {
    expect(validatePassword(password)).toBeNull();
  });

  it.each([
    ['abcdef1', 'seven characters'],
    ['abcdefgh', 'no digit'],
    ['12345678', 'no letter'],
    ['!!!!!!!!', 'neither'],
  ])('rejects %p (%s)', (password) => {
    expect(validatePassword(password)).toBe(PASSWORD_MESSAGE);
  });
});

describe('validateDateOfBirth', () => {
  const dob = (day: string, month: string, year: string) => validateDateOfBirth({ dobDay: day, dobMonth: month, dobYear: year }, rules);

  it('accepts a customer on their 18th birthday', () => {
    expect(dob('22', '11', '2008')).toBeNull();
  });

  it('refuses a customer one day short of 18, naming the age', () => {
    expect(dob('23', '11', '2008')).toBe('You must be 18 or over to open an account.');
  });

  it("follows the site's minimum registration age", () => {
    expect(validateDateOfBirth({ dobDay: '23', dobMonth: '11', dobYear: '2005' }, { today, minimumAge: 21 })).toBe('You must be 21 or over to open an account.');
    expect(validateDateOfBirth({ dobDay: '22', dobMonth: '11', dobYear: '2005' }, { today, minimumAge: 21 })).toBeNull();
  });

  it('refuses impossible and future dates', () => {
    expect(dob('31', '2', '1990')).toBe(DATE_OF_BIRTH_MESSAGE);
    expect(dob('1', '1', '2030')).toBe(DATE_OF_BIRTH_MESSAGE);
    expect(dob('1', '', '1990')).toBe(DATE_OF_BIRTH_MESSAGE);
  });
});

describe('toSignupRequest', () => {
  it('builds the API body: trimmed names and email, ISO date, choices as ticked', () => {
    expect(toSignupRequest(buildForm({ firstname: ' Jo ', email: ' jo@example.com ', dobDay: '7', emailOptIn: true }))).toEqual({
      email: 'jo@example.com',
      password: 'lucky7numbers',
      firstname: 'Jo',
      lastname: 'Citizen',
      dateOfBirth: '1990-03-07',
      state: 'NSW',
      acceptTerms: true,
      emailOptIn: true,
    });
  });
});

describe('sign-up on the en-GB site', () => {
  const gb = { ...rules, country: 'GB' };
  const british = buildForm({ state: '', addressLine1: '1 Test Street', suburb: 'London', postcode: 'ec1a 1bb' });

  it('asks for a British address instead of a state, with an optional county', () => {
    expect(validateSignup(british, gb)).toEqual({});
    expect(validateSignup(buildForm({ state: '' }), gb)).toEqual({ addressLine1: 'This field is required', suburb: 'This field is required', postcode: 'This field is required' });
    expect(validateSignup({ ...british, postcode: '2000' }, gb)).toEqual({ postcode: 'Please enter a valid postcode, e.g. SW1A 1AA.' });
  });

  it('sends the address, with OTHER for the state', () => {
    expect(toSignupRequest({ ...british, county: ' Kent ' }, gb)).toMatchObject({
      state: 'OTHER',
      address: { addressLine1: '1 Test Street', addressLine2: '', suburb: 'London', county: 'Kent', postcode: 'ec1a 1bb' },
    });
    expect(toSignupRequest(buildForm(), { country: 'AU' })).not.toHaveProperty('address');
  });
});
