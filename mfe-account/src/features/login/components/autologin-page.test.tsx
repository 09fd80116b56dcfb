import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { DrawfrontEvent } from '@drawfront/shared/bus/events';
import { buildApi, buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { buildCustomer } from '../../../testing/build-customer';
import { AutologinPage } from './autologin-page';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';

const loginResult = { customer: buildCustomer(), accessToken: 'header.payload.signature', refreshToken: 'refresh', deviceUuid: 'device' };
const apiError = (status: number, code: string | null, message: string, result: unknown = null) =>
  new ApiError({ status, message, code, errors: {}, result, reported: false, context: `POST /v2/autologin answered ${status}` });
const linkInvalid = apiError(410, 'autologin_link_invalid', 'It looks like the email link you clicked is no longer valid. This is likely because it has expired or has already been used.');
const required = apiError(401, '2fa_required', 'A 6 digit code is required.', { twoFactorAuth: { method: 'authenticator', identifier: 'Drawfront', rememberForDays: 30 } });
const incorrect = apiError(401, '2fa_incorrect', 'Code is incorrect or expired. Try again or contact support');

function renderAutologin(request: jest.Mock, entry = '/login/autologin/tok-123', kind: 'autologin' | 'transfer' = 'autologin') {
  const notify = jest.fn();
  const props = buildRemoteProps({ api: buildApi(request), navigate: jest.fn(), notify });
  const events: DrawfrontEvent[] = [];
  props.bus.events$.subscribe((event) => events.push(event));
  const view = render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path={`/login/${kind}/:autologinToken`} element={<AutologinPage kind={kind} api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} notify={notify} site={props.site} />} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...view, events, notify, navigate: props.navigate as jest.Mock };
}

describe('autologin page', () => {
  it('shows "Verifying Automatic Login" with a spinner, then hands the sign-in to the shell with the target and the page query merged', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const request = jest.fn(() => new Promise((resolve) => (answer = resolve)));
    const { container, events } = renderAutologin(request, '/login/autologin/tok-123?target=%2Fmy-account%2Fdeposit%3Famount%3D20&utm_source=mail');
    expect(screen.getByRole('heading', { level: 1, name: 'Verifying Automatic Login' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Signing you in');
    expect(await axeViolations(container)).toEqual([]);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', path: '/autologin', form: false, skipAuthRefresh: true, body: expect.objectContaining({ autologinToken: 'tok-123' }) }));
    await act(async () => answer(loginResult));
    await waitFor(() => expect(events).toEqual([{ type: 'session/login-succeeded', result: loginResult, returnTo: '/my-account/deposit?amount=20&utm_source=mail' }]));
  });

  it('sends a transfer link to POST /transfer as a form, and returns home without a target', async () => {
    const request = jest.fn().mockResolvedValue(loginResult);
    const { events } = renderAutologin(request, '/login/transfer/tok-9', 'transfer');
    await waitFor(() => expect(events).toEqual([{ type: 'session/login-succeeded', result: loginResult, returnTo: null }]));
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ path: '/transfer', form: true, body: expect.objectContaining({ autologinToken: 'tok-9' }) }));
  });

  it('goes to /login with the spec’s notice when the link is used, expired or unknown', async () => {
    const { notify, navigate, events } = renderAutologin(jest.fn().mockRejectedValue(linkInvalid));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: true }));
    expect(notify).toHaveBeenCalledWith({
      title: 'Email link no longer valid',
      message: 'It looks like the email link you clicked is no longer valid. This is likely because it has expired or has already been used.',
      level: 'error',
    });
    expect(events).toEqual([]);
  });

  it('shows the 401 notice for any other failure', async () => {
    const { notify, navigate } = renderAutologin(jest.fn().mockRejectedValue(apiError(403, 'account_closed', 'This account is closed.')));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: true }));
    expect(notify).toHaveBeenCalledWith({ title: '401 - Something went wrong', message: 'This account is closed.', level: 'error' });
  });

  it('asks for the 6-digit code when two-factor is on, keeps a wrong code on the step, and signs in with the right one', async () => {
    const request = jest.fn().mockRejectedValueOnce(required).mockRejectedValueOnce(incorrect).mockResolvedValueOnce(loginResult);
    const { container, events, navigate } = renderAutologin(request);
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    const cell = (position: number) => screen.getByLabelText(`Digit ${position} of 6`);
    await act(async () => fireEvent.paste(cell(1), { clipboardData: { getData: () => '123456' } }));
    expect(await screen.findByText('Code is incorrect or expired. Try again or contact support')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    ['6', '5', '4', '3', '2', '1'].forEach((digit, index) => fireEvent.change(cell(index + 1), { target: { value: digit } }));
    await waitFor(() => expect(events).toEqual([{ type: 'session/login-succeeded', result: loginResult, returnTo: null }]));
    expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ body: expect.objectContaining({ autologinToken: 'tok-123', otp: '654321', rememberDevice: false }) }));
  });
});
