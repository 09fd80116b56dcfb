import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { DrawfrontEvent } from '@drawfront/shared/bus/events';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { buildCustomer } from '../../../testing/build-customer';
import { SocialCallbackPage } from './social-callback-page';
import { SocialSignInButtons } from './social-sign-in-buttons';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';

const loginResult = { customer: buildCustomer(), accessToken: 'header.payload.signature', refreshToken: 'refresh', deviceUuid: 'device' };
const apiError = (status: number, code: string, message: string, result: unknown = null, errors: Record<string, string[]> = {}) =>
  new ApiError({ status, message, code, errors, result, reported: false, context: `answered ${status}` });
const pending = (status: 'password_required' | 'signup_required') => ({ status, provider: 'google', returnTo: '/my-account', followUpToken: 'follow-1', email: 'gina@google.test', firstname: 'Gina', lastname: 'Tester' });

function renderCallback(request: jest.Mock, entry = '/login/social/callback?code=c-1&state=s-1', site = buildSite()) {
  const props = buildRemoteProps({ api: buildApi(request), navigate: jest.fn(), site });
  const events: DrawfrontEvent[] = [];
  props.bus.events$.subscribe((event) => events.push(event));
  const view = render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/login/social/callback" element={<SocialCallbackPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...view, events };
}

const pathOf = (request: jest.Mock, index: number) => (request.mock.calls[index]![0] as ApiRequest).path;

describe('social sign-in callback page', () => {
  it('hands a linked sign-in to the shell with the return address it started with, calling the API once', async () => {
    const request = jest.fn().mockResolvedValue({ status: 'signed_in', provider: 'google', returnTo: '/my-account', login: loginResult });
    const { events } = renderCallback(request);
    await waitFor(() => expect(events).toEqual([{ type: 'session/login-succeeded', result: loginResult, returnTo: '/my-account' }]));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', path: '/social-auth/callback', body: expect.objectContaining({ code: 'c-1', state: 's-1' }) }));
  });

  it('asks the existing account’s password before linking, showing a wrong one and then signing in', async () => {
    const request = jest.fn().mockResolvedValueOnce(pending('password_required')).mockRejectedValueOnce(apiError(401, 'invalid_credentials', 'Incorrect email or password.')).mockResolvedValueOnce(loginResult);
    const { container, events } = renderCallback(request);
    expect(await screen.findByRole('heading', { name: 'Link your Google account' })).toBeTruthy();
    expect(screen.getByText(/You already have an account with gina@google.test/)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Link and sign in' }));
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Link and sign in' })));
    expect(await screen.findByText('Incorrect email or password.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Password123' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Link and sign in' })));
    await waitFor(() => expect(events).toEqual([{ type: 'session/login-succeeded', result: loginResult, returnTo: '/my-account' }]));
    expect(pathOf(request, 2)).toBe('/social-auth/link-with-password');
    expect(request.mock.calls[2]![0]).toMatchObject({ body: { followUpToken: 'follow-1', password: 'Password123' } });
  });

  it('asks a new customer the details a sign-up needs, with the name from the provider filled in', async () => {
    const request = jest.fn().mockResolvedValueOnce(pending('signup_required')).mockResolvedValueOnce(loginResult);
    const { container, events } = renderCallback(request);
    expect(await screen.findByRole('heading', { name: 'Finish creating your account' })).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Gina');
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(screen.getByText('Please accept the terms and conditions.')).toBeTruthy();
    expect(request).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-04-01' } });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'NSW' } });
    fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create my account' })));
    await waitFor(() => expect(events.map((event) => event.type)).toEqual(['analytics/track', 'session/login-succeeded']));
    expect(request.mock.calls[1]![0]).toMatchObject({ path: '/social-auth/signup', body: { followUpToken: 'follow-1', firstname: 'Gina', dateOfBirth: '1990-04-01', state: 'NSW', acceptTerms: true } });
  });

  it('asks a sign-up on the en-GB site for the UK address, checks the postcode as the email sign-up does, and sends it', async () => {
    const request = jest.fn().mockResolvedValueOnce(pending('signup_required')).mockResolvedValueOnce(loginResult);
    const { container, events } = renderCallback(request, undefined, buildSite({ locale: 'en-GB' }));
    expect(await screen.findByRole('heading', { name: 'Finish creating your account' })).toBeTruthy();
    expect(screen.queryByLabelText('State')).toBeNull();
    expect(screen.getByRole('group', { name: 'Your address' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-04-01' } });
    fireEvent.change(screen.getByLabelText('Address line 1'), { target: { value: '1 Test Street' } });
    fireEvent.change(screen.getByLabelText('Town or city'), { target: { value: 'London' } });
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: '2000' } });
    fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(screen.getByText('Please enter a valid postcode, e.g. SW1A 1AA.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Postcode'));
    expect(request).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: 'EC1A 1BB' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create my account' })));
    await waitFor(() => expect(events.map((event) => event.type)).toEqual(['analytics/track', 'session/login-succeeded']));
    expect(request.mock.calls[1]![0]).toMatchObject({
      path: '/social-auth/signup',
      body: { followUpToken: 'follow-1', dateOfBirth: '1990-04-01', state: 'OTHER', address: { addressLine1: '1 Test Street', addressLine2: '', suburb: 'London', county: '', postcode: 'EC1A 1BB' } },
    });
  });

  it('asks for the two-factor code of a linked account and sends it with the follow-up token', async () => {
    const required = apiError(401, '2fa_required', 'A 6 digit code is required.', { twoFactorAuth: { method: 'authenticator', identifier: 'Drawfront', rememberForDays: 30 }, followUpToken: 'follow-2fa' });
    const request = jest.fn().mockRejectedValueOnce(required).mockResolvedValueOnce(loginResult);
    const { events } = renderCallback(request);
    const cells = await screen.findAllByRole('textbox');
    await act(async () => {
      '123456'.split('').forEach((digit, index) => fireEvent.change(cells[index]!, { target: { value: digit } }));
    });
    await waitFor(() => expect(events.map((event) => event.type)).toContain('session/login-succeeded'));
    expect(request.mock.calls[1]![0]).toMatchObject({ path: '/social-auth/second-factor', body: { followUpToken: 'follow-2fa', otp: '123456' } });
  });

  it('says why a refused or replayed sign-in failed, with the way back to sign in', async () => {
    const request = jest.fn().mockRejectedValue(apiError(401, 'social_auth_refused', 'Sign-in with Google was cancelled or refused.'));
    const { container, events } = renderCallback(request, '/login/social/callback?error=access_denied&state=s-1');
    expect(await screen.findByText('Sign-in with Google was cancelled or refused.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeTruthy();
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ body: expect.objectContaining({ error: 'access_denied', state: 's-1' }) }));
    expect(events).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('calls nothing when opened without a provider answer', async () => {
    const request = jest.fn();
    renderCallback(request, '/login/social/callback');
    expect(await screen.findByText('This sign-in has no answer from Apple or Google to check. Please start again from the sign-in page.')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });
});

describe('social sign-in buttons', () => {
  it('offers the site’s providers only, and leaves for the provider with the page’s return address', async () => {
    const request = jest.fn().mockResolvedValue({ redirectUrl: '/test-idp/authorize?client_id=drawfront-google' });
    const leave = jest.fn();
    const props = buildRemoteProps({ api: buildApi(request) });
    const site = { ...props.site, capabilities: ['sign-in-google'] as typeof props.site.capabilities };
    render(
      <MemoryRouter initialEntries={['/login?returnTo=%2Fcart']}>
        <SocialSignInButtons api={props.api} i18n={props.i18n} site={site} leave={leave} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Sign in with Apple' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' })));
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', path: '/social-auth/google/start', body: { returnTo: '/cart' } }));
    expect(leave).toHaveBeenCalledWith('/test-idp/authorize?client_id=drawfront-google');
  });

  it('renders nothing on a site without Apple or Google sign-in', () => {
    const props = buildRemoteProps();
    const site = { ...props.site, capabilities: [] as typeof props.site.capabilities };
    const { container } = render(
      <MemoryRouter>
        <SocialSignInButtons api={props.api} i18n={props.i18n} site={site} />
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
  });
});
