import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { DrawfrontEvent } from '@drawfront/shared/bus/events';
import { buildApi, buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { buildCustomer } from '../../../testing/build-customer';
import { LoginPage } from './login-page';

const loginResult = { customer: buildCustomer(), accessToken: 'header.payload.signature', refreshToken: 'refresh', deviceUuid: 'device' };

function renderCheckoutLogin(entry = '/checkout/login?returnTo=/cart/buy') {
  const props = buildRemoteProps({ api: buildApi(jest.fn().mockResolvedValue(loginResult)), navigate: jest.fn() });
  const events: DrawfrontEvent[] = [];
  props.bus.events$.subscribe((event) => events.push(event));
  render(
    <MemoryRouter initialEntries={[entry]}>
      <LoginPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} checkout />
    </MemoryRouter>,
  );
  const steps = () => events.filter((event) => event.type === 'analytics/track' && event.name === 'checkout_step').map((event) => (event as { properties: unknown }).properties);
  return { props, events, steps };
}

describe('/checkout/login', () => {
  it('asks to sign in to check out, counted as checkout step 1 (login_register)', () => {
    const { steps } = renderCheckoutLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to check out' })).toBeTruthy();
    expect(document.title).toBe('Sign in to check out | Demo Lotto');
    expect(steps()).toEqual([{ step: 1, option: 'login_register' }]);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup?returnTo=%2Fcart%2Fbuy');
  });

  it('signs in as step 2 (login) and hands the shell the way back to payment', async () => {
    const { events, steps } = renderCheckoutLogin('/checkout/login');
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'jo@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Password123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(events.some((event) => event.type === 'session/login-succeeded')).toBe(true));
    // No returnTo asked for: checkout's sign-in goes back to payment all the same.
    expect(events.find((event) => event.type === 'session/login-succeeded')).toMatchObject({ returnTo: '/cart/buy' });
    expect(steps()).toEqual([
      { step: 1, option: 'login_register' },
      { step: 2, option: 'login' },
    ]);
  });

  it('counts choosing to register as step 2 (register)', () => {
    const { steps } = renderCheckoutLogin();
    fireEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(steps()).toEqual([
      { step: 1, option: 'login_register' },
      { step: 2, option: 'register' },
    ]);
  });
});
