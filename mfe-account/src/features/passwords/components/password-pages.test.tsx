import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { DrawfrontEvent } from '@drawfront/shared/bus/events';
import { buildApi, buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { buildCustomer } from '../../../testing/build-customer';
import { ChangePasswordPage } from './change-password-page';
import { ForcePasswordChangePage } from './force-password-change-page';
import { ForgotPasswordPage } from './forgot-password-page';

const loginResult = { customer: buildCustomer(), accessToken: 'header.payload.signature', refreshToken: 'refresh', deviceUuid: 'device' };
const apiError = (status: number, message: string, errors: Record<string, unknown> = {}) =>
  new ApiError({ status, message, code: null, errors, result: null, reported: false, context: `answered ${status}` });

function renderPage(page: 'forgot' | 'force' | 'change', request: jest.Mock, entry = '/forgot-password') {
  const props = buildRemoteProps({ api: buildApi(request), navigate: jest.fn() });
  const events: DrawfrontEvent[] = [];
  props.bus.events$.subscribe((event) => events.push(event));
  render(
    <MemoryRouter initialEntries={[entry]}>
      {page === 'forgot' ? <ForgotPasswordPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} /> : null}
      {page === 'force' ? <ForcePasswordChangePage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} /> : null}
      {page === 'change' ? <ChangePasswordPage api={props.api} i18n={props.i18n} site={props.site} /> : null}
    </MemoryRouter>,
  );
  return { events };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('forgot password page', () => {
  it('requires an email, then asks for a link and says where it went without saying whether the account exists', async () => {
    const request = jest.fn().mockResolvedValue({ sent: true });
    renderPage('forgot', request);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
    type('Email address', ' jo@example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(request).toHaveBeenCalledWith({ method: 'POST', path: '/password/forgot', body: { email: 'jo@example.com' }, skipAuthRefresh: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('If an account exists for jo@example.com, we have sent it a link');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('with a token, sets the new password and hands the new sign-in to the shell', async () => {
    const request = jest.fn().mockResolvedValue(loginResult);
    const { events } = renderPage('forgot', request, '/forgot-password?token=abc_DEF-123');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    type('New password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByText('Your password needs at least 8 characters, including a letter and a digit.')).toBeTruthy();
    type('New password', 'Another456');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save new password' })));
    expect(request).toHaveBeenCalledWith({ method: 'POST', path: '/password/reset', body: { token: 'abc_DEF-123', password: 'Another456' }, skipAuthRefresh: true });
    expect(events).toEqual([{ type: 'session/login-succeeded', result: loginResult, returnTo: null }]);
  });

  it('with two-factor on, asks for the code after the new password and sends both with the link', async () => {
    const required = new ApiError({ status: 401, message: 'A 6 digit code is required.', code: '2fa_required', errors: {}, result: { twoFactorAuth: { method: 'email', identifier: 'jo•••@example.com', rememberForDays: 30 } }, reported: false, context: 'answered 401' });
    const wrong = new ApiError({ status: 401, message: 'Code is incorrect or expired. Try again or contact support', code: '2fa_incorrect', errors: {}, result: null, reported: false, context: 'answered 401' });
    const request = jest.fn().mockRejectedValueOnce(required).mockRejectedValueOnce(wrong).mockResolvedValueOnce(loginResult);
    const { events } = renderPage('forgot', request, '/forgot-password?token=abc_DEF-123');
    type('New password', 'Another456');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save new password' })));
    expect(await screen.findByText('We have emailed a 6 digit code to jo•••@example.com.')).toBeTruthy();
    expect(screen.queryByText('A 6 digit code is required.')).toBeNull();
    await act(async () => fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => '111111' } }));
    expect(await screen.findByText('Code is incorrect or expired. Try again or contact support')).toBeTruthy();
    await act(async () => fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => '123456' } }));
    expect(request).toHaveBeenLastCalledWith({ method: 'POST', path: '/password/reset', body: { token: 'abc_DEF-123', password: 'Another456', otp: '123456', rememberDevice: false }, skipAuthRefresh: true });
    expect(events).toEqual([{ type: 'session/login-succeeded', result: loginResult, returnTo: null }]);
  });

  it('offers a new link when the link has expired or was used', async () => {
    renderPage('forgot', jest.fn().mockRejectedValue(apiError(410, 'This password reset link is no longer valid. It may have expired or already been used: ask for a new one.')), '/forgot-password?token=old');
    type('New password', 'Another456');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This link no longer works');
    expect(alert.textContent).toContain('It may have expired or already been used');
    expect(screen.getByRole('link', { name: 'Email me a new link' }).getAttribute('href')).toBe('/forgot-password');
  });
});

describe('force password change page', () => {
  it('sends the new password and hands the new sign-in to the shell, which moves on', async () => {
    const request = jest.fn().mockResolvedValue(loginResult);
    const { events } = renderPage('force', request);
    expect(screen.getByRole('heading', { level: 1, name: 'Change your password' })).toBeTruthy();
    type('New password', 'Another456');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save new password' })));
    expect(request).toHaveBeenCalledWith({ method: 'POST', path: '/password/force-change', body: { password: 'Another456' } });
    expect(events).toEqual([{ type: 'session/login-succeeded', result: loginResult, returnTo: null }]);
  });
});

describe('change password page', () => {
  it('sends both passwords as a form and confirms', async () => {
    const request = jest.fn().mockResolvedValue({ passwordChanged: true });
    renderPage('change', request);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    type('Current password', 'Password123');
    type('New password', 'Another456');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(request).toHaveBeenCalledWith({ method: 'POST', path: '/customer/change-password', body: { currentPassword: 'Password123', newPassword: 'Another456' }, form: true });
    expect((await screen.findByRole('status')).textContent).toContain('Your password has been changed');
  });

  it('shows a wrong current password under its field', async () => {
    renderPage('change', jest.fn().mockRejectedValue(apiError(422, 'Your current password is incorrect.', { currentPassword: ['Your current password is incorrect.'] })));
    type('Current password', 'Wrong12345');
    type('New password', 'Another456');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is incorrect.')).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  });
});
