import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { DrawfrontEvent } from '@drawfront/shared/bus/events';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { buildApi, buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { buildCustomer } from '../../../testing/build-customer';
import { LoginPage } from './login-page';

const loginResult = { customer: buildCustomer(), accessToken: 'header.payload.signature', refreshToken: 'refresh', deviceUuid: 'device' };
const apiError = (status: number, message: string) =>
  new ApiError({ status, message, code: null, errors: {}, result: null, reported: false, context: `POST /v2/login answered ${status}` });
// Until the login endpoint exists the API answers 404 with its own message.
const notFound = apiError(404, 'Route POST:/v2/login not found');

function renderLogin(request: jest.Mock = jest.fn(), entry = '/login', overrides: Partial<RemoteProps> = {}) {
  const props = buildRemoteProps({ api: buildApi(request), navigate: jest.fn(), ...overrides });
  const events: DrawfrontEvent[] = [];
  props.bus.events$.subscribe((event) => events.push(event));
  render(
    <MemoryRouter initialEntries={[entry]}>
      <LoginPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />
    </MemoryRouter>,
  );
  return { props, events, navigate: props.navigate as jest.Mock };
}

const email = () => screen.getByLabelText('Email address') as HTMLInputElement;
const password = () => screen.getByLabelText('Password') as HTMLInputElement;
const signIn = () => screen.getByRole('button', { name: /Sign(ing)? in/ });

function fillIn(emailValue: string, passwordValue: string) {
  fireEvent.change(email(), { target: { value: emailValue } });
  fireEvent.change(password(), { target: { value: passwordValue } });
}

describe('login page', () => {
  it('shows the sign-in form with links to password recovery and sign-up', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(email().getAttribute('autocomplete')).toBe('username');
    expect(password().getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('type')).toBe('submit');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    expect(document.title).toBe('Sign in | Demo Lotto');
  });

  it('requires both fields, links each message to its field and focuses the first', () => {
    const request = jest.fn();
    renderLogin(request);
    fireEvent.click(signIn());
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(email().getAttribute('aria-invalid')).toBe('true');
    const describedBy = email().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('This field is required');
    expect(document.activeElement).toBe(email());
    expect(request).not.toHaveBeenCalled();
  });

  it('checks the email looks like one, and clears the message once it does', () => {
    renderLogin();
    fillIn('jo.example.com', 'secret');
    fireEvent.click(signIn());
    expect(screen.getByText('Enter an email address like name@example.com')).toBeTruthy();
    fireEvent.change(email(), { target: { value: 'jo@example.com' } });
    expect(screen.queryByText('Enter an email address like name@example.com')).toBeNull();
    expect(email().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows and hides the password', () => {
    renderLogin();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    fireEvent.click(toggle);
    expect(password().getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().getAttribute('type')).toBe('password');
  });

  it('signs in, tells the shell and returns to the requested page', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const request = jest.fn(() => new Promise((resolve) => (answer = resolve)));
    const { events, navigate } = renderLogin(request, '/login?returnTo=%2Flotto-party');
    fillIn(' jo@example.com ', 'secret');
    fireEvent.click(signIn());
    // With this browser's device id, so "remember this device" has something to remember.
    expect(request).toHaveBeenCalledWith({ method: 'POST', path: '/login', body: { email: 'jo@example.com', password: 'secret', deviceUuid: expect.stringMatching(/^[0-9a-f-]{36}$/) }, skipAuthRefresh: true });
    expect(screen.getByRole('button', { name: 'Signing in…' }).getAttribute('aria-busy')).toBe('true');
    // A second press while the first call is in flight sends nothing more.
    fireEvent.click(signIn());
    expect(request).toHaveBeenCalledTimes(1);
    await act(async () => answer(loginResult));
    expect(screen.getByText("You're signed in.")).toBeTruthy();
    // The shell stores the tokens and navigates; the page only hands over the result and the return address.
    expect(events).toEqual([{ type: 'session/login-succeeded', result: loginResult, returnTo: '/lotto-party' }]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('carries the return address to the sign-up and recovery links', () => {
    renderLogin(jest.fn(), '/login?returnTo=%2Flotto-party');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup?returnTo=%2Flotto-party');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password?returnTo=%2Flotto-party');
  });

  it('never hands the shell a return address on another site', async () => {
    const { events } = renderLogin(jest.fn().mockResolvedValue(loginResult), '/login?returnTo=%2F%2Fevil.example%2Fphish');
    fillIn('jo@example.com', 'secret');
    fireEvent.click(signIn());
    await waitFor(() => expect(events).toEqual([{ type: 'session/login-succeeded', result: loginResult, returnTo: null }]));
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
  });

  it("shows the API's message when sign-in fails and lets the customer try again", async () => {
    const request = jest.fn().mockRejectedValueOnce(notFound).mockRejectedValueOnce(apiError(401, 'Incorrect email or password.'));
    const { navigate, events } = renderLogin(request);
    fillIn('jo@example.com', 'secret');
    fireEvent.click(signIn());
    expect((await screen.findByRole('alert')).textContent).toContain('Route POST:/v2/login not found');
    expect(email().value).toBe('jo@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Incorrect email or password.');
    expect(document.activeElement?.contains(screen.getByRole('alert'))).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it("shows the API's message when there were too many attempts", async () => {
    renderLogin(jest.fn().mockRejectedValue(apiError(429, 'Too many attempts. Please wait a few minutes and try again.')));
    fillIn('jo@example.com', 'secret');
    fireEvent.click(signIn());
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts. Please wait a few minutes and try again.');
  });

  it("uses the spec's 401 notification text when a 401 carries no message", async () => {
    renderLogin(jest.fn().mockRejectedValue(apiError(401, 'Something went wrong')));
    fillIn('jo@example.com', 'secret');
    fireEvent.click(signIn());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('401 - Something went wrong');
    expect(alert.textContent).toContain('Sorry, looks like we had some trouble verifying your login details. Please try again.');
  });

  it('falls back to the generic text when the failure has no message', async () => {
    renderLogin(jest.fn().mockRejectedValue(new Error('')));
    fillIn('jo@example.com', 'secret');
    fireEvent.click(signIn());
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
  });

  describe('two-factor step', () => {
    const required = new ApiError({
      status: 401,
      message: 'A 6 digit code is required.',
      code: '2fa_required',
      errors: {},
      result: { twoFactorAuth: { method: 'email', identifier: 'jo•••@example.com', rememberForDays: 30 } },
      reported: false,
      context: 'POST /v2/login answered 401',
    });
    const incorrect = new ApiError({ status: 401, message: 'Code is incorrect or expired. Try again or contact support', code: '2fa_incorrect', errors: {}, result: null, reported: false, context: 'POST /v2/login answered 401' });
    const cell = (position: number) => screen.getByLabelText(`Digit ${position} of 6`);

    it('asks for the code after 2fa_required, refuses an incomplete one, and signs in with the code typed', async () => {
      const request = jest.fn().mockRejectedValueOnce(required).mockRejectedValueOnce(incorrect).mockResolvedValueOnce(loginResult);
      const { events } = renderLogin(request);
      fillIn('jo@example.com', 'secret');
      fireEvent.click(signIn());
      expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
      expect(screen.getByText('We have emailed a 6 digit code to jo•••@example.com.')).toBeTruthy();
      expect(screen.getByRole('button', { name: /Resend code in \d+ s/ }).hasAttribute('disabled')).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(screen.getByText('A 6 digit code is required.')).toBeTruthy();
      fireEvent.click(screen.getByLabelText('Remember this device for 30 days'));
      await act(async () => fireEvent.paste(cell(1), { clipboardData: { getData: () => '123 456' } }));
      expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ body: expect.objectContaining({ email: 'jo@example.com', password: 'secret', otp: '123456', rememberDevice: true }) }));
      expect(await screen.findByText('Code is incorrect or expired. Try again or contact support')).toBeTruthy();
      ['6', '5', '4', '3', '2', '1'].forEach((digit, index) => fireEvent.change(cell(index + 1), { target: { value: digit } }));
      await waitFor(() => expect(events).toEqual([{ type: 'session/login-succeeded', result: loginResult, returnTo: null }]));
      expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ body: expect.objectContaining({ otp: '654321' }) }));
    });
  });
});
