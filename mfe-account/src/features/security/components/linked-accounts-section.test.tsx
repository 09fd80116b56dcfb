import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildApi, buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { LinkedAccountsSection } from './linked-accounts-section';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';

const googleOnly = { hasPassword: false, accounts: [{ provider: 'google', email: 'gina@google.test', linkedAt: '2026-11-01T00:00:00.000Z' }] };
const lastMethod = new ApiError({ status: 409, code: 'last_sign_in_method', message: "You can't unlink your only way to sign in. Set a password or link another account first.", errors: {}, result: null, reported: false, context: 'DELETE answered 409' });

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderSection(respond: (request: ApiRequest) => Promise<unknown>, entry = '/my-account/login-and-security') {
  const request = jest.fn(respond);
  const leave = jest.fn();
  const notify = jest.fn();
  const props = buildRemoteProps({ api: buildApi(request) });
  const site = { ...props.site, capabilities: ['sign-in-google', 'sign-in-apple'] as typeof props.site.capabilities };
  const view = render(
    <MemoryRouter initialEntries={[entry]}>
      <LinkedAccountsSection api={props.api} i18n={props.i18n} notify={notify} site={site} leave={leave} />
      <Location />
    </MemoryRouter>,
  );
  return { ...view, request, leave, notify };
}

describe('linked accounts section', () => {
  it('lists the linked account, links another through its provider, and shows the refusal to unlink the last one', async () => {
    const { container, request, leave } = renderSection(async (call) => {
      if (call.method === 'DELETE') throw lastMethod;
      if (call.method === 'POST') return { redirectUrl: '/test-idp/authorize?client_id=drawfront-apple' };
      return googleOnly;
    });
    expect(await screen.findByText('linked: gina@google.test')).toBeTruthy();
    expect(screen.getByText('not linked')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Link Apple' })));
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', path: '/customer/social-accounts/apple' }));
    expect(leave).toHaveBeenCalledWith('/test-idp/authorize?client_id=drawfront-apple');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unlink Google' })));
    expect(await screen.findByText("You can't unlink your only way to sign in. Set a password or link another account first.")).toBeTruthy();
    expect(screen.getByText('linked: gina@google.test')).toBeTruthy();
  });

  it('finishes a link the provider sent back once, and drops the spent state from the address', async () => {
    const both = { hasPassword: false, accounts: [...googleOnly.accounts, { provider: 'apple', email: 'gina@apple.test', linkedAt: '2026-11-02T00:00:00.000Z' }] };
    const { request, notify } = renderSection(async (call) => (call.method === 'POST' ? both : googleOnly), '/my-account/login-and-security?code=c-1&state=s-1');
    expect(await screen.findByText('linked: gina@apple.test')).toBeTruthy();
    const finishes = request.mock.calls.filter(([call]) => call.path === '/customer/social-accounts/callback');
    expect(finishes).toHaveLength(1);
    expect(finishes[0]![0]).toMatchObject({ method: 'POST', body: { state: 's-1', code: 'c-1' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/my-account/login-and-security'));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Account linked', level: 'success' }));
  });
});
