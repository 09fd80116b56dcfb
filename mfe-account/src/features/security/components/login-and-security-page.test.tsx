import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildApi, buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { LoginAndSecurityPage } from './login-and-security-page';

const off = { enabled: false, method: null, rememberForDays: 30, locked: false };
const on = { enabled: true, method: 'authenticator', rememberForDays: 30, locked: false };

function renderPage(request: jest.Mock) {
  const props = buildRemoteProps({ api: buildApi(request), navigate: jest.fn(), notify: jest.fn() });
  render(
    <MemoryRouter>
      <LoginAndSecurityPage api={props.api} i18n={props.i18n} navigate={props.navigate} notify={props.notify} site={props.site} />
    </MemoryRouter>,
  );
  return props;
}

describe('login and security page', () => {
  it('sets up an authenticator: QR code and key, then a confirming code turns it on', async () => {
    const request = jest.fn((call: { path: string; method?: string }) => {
      if (call.path === '/customer/two-factor-auth') return Promise.resolve(off);
      if (call.path === '/customer/two-factor-auth/authenticator') return Promise.resolve({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AAAA' });
      if (call.path === '/customer/two-factor-auth/authenticator/confirm') return Promise.resolve(on);
      return Promise.reject(new Error(`unexpected ${call.path}`));
    });
    const props = renderPage(request);
    expect(screen.getByRole('link', { name: 'Change your password' }).getAttribute('href')).toBe('/change-Password');
    expect(screen.getByRole('link', { name: 'Start closing your account' }).getAttribute('href')).toBe('/close-my-account');
    fireEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect((await screen.findByRole('img', { name: 'QR code for your authenticator app' })).getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    await act(async () => fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => '123456' } }));
    expect(request).toHaveBeenCalledWith({ method: 'POST', path: '/customer/two-factor-auth/authenticator/confirm', body: { code: '123456' } });
    expect(await screen.findByText('On: your authenticator app gives you a code when you sign in.')).toBeTruthy();
    expect(props.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Two-factor authentication is on', level: 'success' }));
  });

  it('turns email two-factor off with a code it emails on request', async () => {
    const onEmail = { enabled: true, method: 'email', rememberForDays: 30, locked: false };
    const request = jest.fn((call: { path: string; method?: string }) => {
      if (call.path === '/customer/two-factor-auth') return Promise.resolve(onEmail);
      if (call.path === '/customer/two-factor-auth/code') return Promise.resolve({ sent: true, method: 'email', identifier: 'pl•••@example.com' });
      if (call.path === '/customer/two-factor-auth/disable') return Promise.resolve(off);
      return Promise.reject(new Error(`unexpected ${call.path}`));
    });
    renderPage(request);
    expect(await screen.findByText('We email you a 6 digit code when you ask for one.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Email me a code' })));
    expect(request).toHaveBeenCalledWith({ method: 'POST', path: '/customer/two-factor-auth/code' });
    expect(await screen.findByText('We have emailed a 6 digit code to pl•••@example.com.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Resend code in \d+ s/ }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => '654321' } }));
    expect(request).toHaveBeenCalledWith({ method: 'POST', path: '/customer/two-factor-auth/disable', body: { code: '654321' } });
    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeTruthy();
  });

  it('tells an authenticator customer turning it off that the code comes from the app', async () => {
    const request = jest.fn((call: { path: string }) => (call.path === '/customer/two-factor-auth' ? Promise.resolve(on) : Promise.reject(new Error(`unexpected ${call.path}`))));
    renderPage(request);
    expect(await screen.findByText('Open your authenticator app for the current 6 digit code.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Email me a code' })).toBeNull();
  });
});
