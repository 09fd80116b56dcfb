import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { DrawfrontEvent } from '@drawfront/shared/bus/events';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { buildLoginResult } from '../../../testing/build-customer';
import { SignupPage } from './signup-page';

const apiError = (status: number, message: string, code: string | null, errors: Record<string, unknown> = {}) =>
  new ApiError({ status, message, code, errors, result: null, reported: false, context: `POST /v2/signup answered ${status}` });

type Handlers = Partial<Record<string, (request: ApiRequest) => Promise<unknown>>>;

function renderSignup(handlers: Handlers = {}, entry = '/signup', minimumRegistrationAge = 18) {
  const request = jest.fn((req: ApiRequest) => {
    const handler = handlers[`${req.method ?? 'GET'} ${req.path}`];
    return handler ? handler(req) : Promise.reject(new Error(`Unexpected API call ${req.path}`));
  });
  const site = buildSite();
  const props = buildRemoteProps({
    site: { ...site, constants: { ...site.constants, minimumRegistrationAge } },
    api: buildApi(request),
    navigate: jest.fn(),
  });
  const events: DrawfrontEvent[] = [];
  props.bus.events$.subscribe((event) => events.push(event));
  render(
    <MemoryRouter initialEntries={[entry]}>
      <SignupPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />
    </MemoryRouter>,
  );
  return { request, events, navigate: props.navigate as jest.Mock };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Create account|Creating your account…/ }));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** A date `years` years before today (local calendar), as day, month, year strings. */
function yearsAgo(years: number, dayOffset = 0) {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + dayOffset);
  return { day: String(date.getDate()), month: String(date.getMonth() + 1), year: String(date.getFullYear()) };
}

function fillValidForm({ email = 'jo@example.com', dob = yearsAgo(30) } = {}) {
  type('First name', 'Jo');
  type('Last name', 'Citizen');
  type('Email address', email);
  type('Password', 'lucky7numbers');
  type('Day', dob.day);
  type('Month', dob.month);
  type('Year', dob.year);
  fireEvent.change(screen.getByLabelText('State or territory'), { target: { value: 'VIC' } });
  fireEvent.click(screen.getByLabelText(/I am \d+ or over and agree to the/));
}

describe('sign-up page', () => {
  it('shows every field labelled, the password rules, and the opt-in unticked', () => {
    renderSignup();
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeTruthy();
    for (const label of ['First name', 'Last name', 'Email address', 'Password', 'Day', 'Month', 'Year', 'State or territory']) expect(field(label)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeTruthy();
    expect(describedText(field('Password'))).toContain('At least 8 characters, with at least one letter and one digit.');
    const states = within(screen.getByLabelText('State or territory')).getAllByRole('option').map((option) => (option as HTMLOptionElement).value);
    expect(states).toEqual(['', 'ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA', 'OTHER']);
    expect(field('Email me news, offers and draw reminders (you can unsubscribe at any time)').checked).toBe(false);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(document.title).toBe('Create an account | Demo Lotto');
  });

  it('checks every field on submit, links each message to its field and focuses the first', () => {
    const { request } = renderSignup();
    submit();
    expect(screen.getAllByText('This field is required')).toHaveLength(6);
    expect(screen.getByText('You must agree to the terms and conditions to proceed.')).toBeTruthy();
    expect(document.activeElement).toBe(field('First name'));
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(describedText(field('Day'))).toContain('This field is required');
    const terms = screen.getByLabelText(/I am 18 or over/);
    expect(describedText(terms)).toContain('You must agree to the terms and conditions to proceed.');
    expect(request).not.toHaveBeenCalled();
  });

  it('refuses a customer one day short of 18 and accepts them on their 18th birthday', async () => {
    const { request } = renderSignup({ 'POST /signup': () => Promise.resolve(buildLoginResult()) });
    fillValidForm({ dob: yearsAgo(18, 1) });
    submit();
    expect(screen.getByText('You must be 18 or over to open an account.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Day'));
    expect(request).not.toHaveBeenCalled();
    const birthday = yearsAgo(18);
    type('Day', birthday.day);
    type('Month', birthday.month);
    type('Year', birthday.year);
    expect(screen.queryByText('You must be 18 or over to open an account.')).toBeNull();
    submit();
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
  });

  it("uses the site's minimum registration age", () => {
    renderSignup({}, '/signup', 21);
    fillValidForm({ dob: yearsAgo(20) });
    submit();
    expect(screen.getByText('You must be 21 or over to open an account.')).toBeTruthy();
  });

  it('explains a weak password', () => {
    renderSignup();
    fillValidForm();
    type('Password', 'password');
    submit();
    expect(describedText(field('Password'))).toContain('Your password needs at least 8 characters, including a letter and a digit.');
    expect(document.activeElement).toBe(field('Password'));
  });

  it('sends the account, then hands the session to the shell with the return address', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const result = buildLoginResult();
    const { request, events, navigate } = renderSignup({ 'POST /signup': () => new Promise((resolve) => (answer = resolve)) }, '/signup?returnTo=%2Fcart');
    fillValidForm({ dob: { day: '7', month: '3', year: '1990' } });
    fireEvent.click(field('Email me news, offers and draw reminders (you can unsubscribe at any time)'));
    submit();
    expect(request).toHaveBeenCalledWith({
      method: 'POST',
      path: '/signup',
      skipAuthRefresh: true,
      body: { email: 'jo@example.com', password: 'lucky7numbers', firstname: 'Jo', lastname: 'Citizen', dateOfBirth: '1990-03-07', state: 'VIC', acceptTerms: true, emailOptIn: true },
    });
    expect(screen.getByRole('button', { name: 'Creating your account…' }).getAttribute('aria-busy')).toBe('true');
    submit();
    expect(request).toHaveBeenCalledTimes(1);
    await act(async () => answer(result));
    expect(screen.getByText('Your account is ready. Welcome!')).toBeTruthy();
    expect(events).toEqual([
      { type: 'analytics/track', name: 'sign_up', properties: { method: 'email' } },
      { type: 'session/login-succeeded', result, returnTo: '/cart' },
    ]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('checks the email on blur and offers sign-in when it is taken', async () => {
    const { request, navigate } = renderSignup({ 'POST /check-email': () => Promise.resolve({ exists: true }) }, '/signup?returnTo=%2Fcart');
    type('Email address', ' jo@example.com ');
    fireEvent.blur(field('Email address'));
    expect(await screen.findByText('An account with this email already exists')).toBeTruthy();
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', path: '/check-email', body: { email: 'jo@example.com' } }));
    expect(describedText(field('Email address'))).toContain('An account with this email already exists');
    const signIn = screen.getByRole('link', { name: 'Sign in with this email instead' });
    expect(signIn.getAttribute('href')).toBe('/login?returnTo=%2Fcart');
    fireEvent.click(signIn);
    expect(navigate).toHaveBeenCalledWith('/login?returnTo=%2Fcart');
    // Blurring again with the same address asks nothing more.
    fireEvent.blur(field('Email address'));
    expect(request).toHaveBeenCalledTimes(1);
    type('Email address', 'jo.new@example.com');
    expect(screen.queryByText('An account with this email already exists')).toBeNull();
  });

  it('does not check an address that is not one yet, and ignores a failed check', async () => {
    const { request } = renderSignup({ 'POST /check-email': () => Promise.reject(apiError(503, 'Service unavailable', null)) });
    type('Email address', 'jo@');
    fireEvent.blur(field('Email address'));
    expect(request).not.toHaveBeenCalled();
    type('Email address', 'jo@example.com');
    fireEvent.blur(field('Email address'));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(field('Email address').getAttribute('aria-invalid')).toBeNull();
  });

  it('puts a 409 email_taken on the email field and focuses it', async () => {
    renderSignup({ 'POST /signup': () => Promise.reject(apiError(409, 'An account with this email address already exists.', 'email_taken')) });
    fillValidForm();
    submit();
    await screen.findByText('An account with this email already exists');
    await waitFor(() => expect(document.activeElement).toBe(field('Email address')));
    expect(screen.getByRole('link', { name: 'Sign in with this email instead' })).toBeTruthy();
  });

  it("maps the API's 422 field errors onto the fields and focuses the first", async () => {
    const { events } = renderSignup({
      'POST /signup': () =>
        Promise.reject(
          apiError(422, 'invalid body: password: Your password must contain at least one number.', 'validation_failed', {
            password: ['Your password must contain at least one number.'],
            dateOfBirth: ['You must be at least 18 years old to register.'],
          }),
        ),
    });
    fillValidForm();
    submit();
    await screen.findByText('Your password must contain at least one number.');
    expect(describedText(field('Day'))).toContain('You must be at least 18 years old to register.');
    await waitFor(() => expect(document.activeElement).toBe(field('Password')));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(events).toEqual([]);
    // The server's message on a field goes once the customer changes that field.
    type('Password', 'lucky8numbers');
    expect(screen.queryByText('Your password must contain at least one number.')).toBeNull();
    expect(screen.getByText('You must be at least 18 years old to register.')).toBeTruthy();
  });

  it("shows the API's message above the form when it fits no field", async () => {
    renderSignup({ 'POST /signup': () => Promise.reject(apiError(429, 'Too many sign-ups. Please try again later.', 'too_many_attempts')) });
    fillValidForm();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many sign-ups. Please try again later.');
    expect(document.activeElement?.contains(alert)).toBe(true);
  });
});
