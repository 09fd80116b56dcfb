import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { DrawfrontEvent } from '@drawfront/shared/bus/events';
import type { Deposit } from '@drawfront/shared/contract/funds';
import { QueryClientProvider } from '@drawfront/shared/data/data-context';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { shellQueries } from '@drawfront/shared/testing/shell-queries';
import { buildCustomer } from '../../../testing/build-customer';
import { DEPOSIT_FAILED_MESSAGE } from '@drawfront/shared/rules/deposit-failure';
import { storeDepositReturnTo } from '../model/funds-paths';
import { buildDeposit } from '@drawfront/shared/testing/build-funds';
import { DepositAuthorisationPage } from './deposit-authorisation-page';
import { DepositDetailsPage } from './deposit-details-page';
import { CurrentPath } from '../../../testing/current-path';

function renderFunds(path: string, deposit: Deposit | (() => never), balance = 4500) {
  const request = jest.fn(async (r: ApiRequest) => {
    if (r.path === `/deposits/${encodeURIComponent('dep-1')}`) return typeof deposit === 'function' ? deposit() : deposit;
    if (r.path === '/customer') return buildCustomer({ balance: { amount: balance, currency: 'AUD' } });
    throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
  });
  const navigate = jest.fn();
  const assignLocation = jest.fn();
  // A site that takes deposits, so the deposit pages link to each other.
  const props = buildRemoteProps({ api: buildApi(request), navigate, site: buildSite({ capabilities: ['wallet-deposit', 'viewing-orders'] }) });
  // The shell's page cache, with its one publisher of the balance, as the parcel mounts the page.
  const queries = shellQueries(props, 'c-42');
  const events: DrawfrontEvent[] = [];
  props.bus.on('wallet/changed').subscribe((event) => events.push(event));
  const details = <DepositDetailsPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />;
  render(
    <QueryClientProvider client={queries}>
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/my-account/deposit/details/:depositID" element={details} />
        <Route path="/my-account/deposit/details/:depositID/success" element={details} />
        <Route path="/my-account/deposit/details/:depositID/failure" element={details} />
        <Route
          path="/my-account/deposit/authorisation/:depositID"
          element={<DepositAuthorisationPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} assignLocation={assignLocation} />}
        />
        <Route path="/my-account/deposit" element={<p>deposit form</p>} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>
    </QueryClientProvider>,
  );
  return { request, navigate, assignLocation, events };
}

describe('deposit details', () => {
  afterEach(() => sessionStorage.clear());

  it('a checkout deposit whose order was not bought says why and leads back to checkout', async () => {
    const purchaseMessage = 'Your cart changed while your bank checked the payment, so we did not buy it.';
    renderFunds('/my-account/deposit/details/dep-1/success', buildDeposit({ purchaseType: 'checkout', purchaseMessage }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit successful' })).toBeTruthy();
    expect(screen.getByText(purchaseMessage)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to checkout' }).getAttribute('href')).toBe('/cart/buy');
  });

  it('a checkout deposit that bought its order links to the receipt', async () => {
    renderFunds('/my-account/deposit/details/dep-1/success', buildDeposit({ purchaseType: 'checkout', checkoutId: 'CHK-5' }));
    expect((await screen.findByRole('link', { name: 'View your receipt' })).getAttribute('href')).toBe('/receipt/CHK-5');
  });

  it('a declined checkout deposit leads back to checkout rather than to the deposit form', async () => {
    renderFunds('/my-account/deposit/details/dep-1/failure', buildDeposit({ status: 'failed', message: "Your bank couldn't confirm it was you, so nothing was charged. Try again or use another card.", purchaseType: 'checkout' }));
    expect(await screen.findByText("Your bank couldn't confirm it was you, so nothing was charged. Try again or use another card.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to checkout' }).getAttribute('href')).toBe('/cart/buy');
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
  });

  it('shows the success, the amount and the new balance, and tells the other remotes the balance', async () => {
    const { events, navigate } = renderFunds('/my-account/deposit/details/dep-1/success', buildDeposit({ amount: { amount: 2500, currency: 'AUD' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit successful' })).toBeTruthy();
    expect(screen.getByText('$25.00')).toBeTruthy();
    expect(screen.getByText('$45.00')).toBeTruthy();
    await waitFor(() => expect(events).toEqual([{ type: 'wallet/changed', balance: { amount: 4500, currency: 'AUD' } }]));
    expect(document.title).toBe('Deposit successful | Demo Lotto');
    const link = screen.getByRole('link', { name: 'Continue' });
    expect(link.getAttribute('href')).toBe('/my-account');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/my-account');
  });

  it('continues to the stored return path', async () => {
    storeDepositReturnTo('/cart/buy');
    renderFunds('/my-account/deposit/details/dep-1/success', buildDeposit());
    expect((await screen.findByRole('link', { name: 'Continue' })).getAttribute('href')).toBe('/cart/buy');
  });

  it('ignores a tampered stored return path', async () => {
    sessionStorage.setItem('drawfront.account.deposit-return-to', 'https://evil.example');
    renderFunds('/my-account/deposit/details/dep-1/success', buildDeposit());
    expect((await screen.findByRole('link', { name: 'Continue' })).getAttribute('href')).toBe('/my-account');
  });

  it("shows the decline message and 'Try again'", async () => {
    const { events } = renderFunds('/my-account/deposit/details/dep-1/failure', buildDeposit({ status: 'failed', message: 'Your bank declined this payment. Try another card or contact your bank.' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Your deposit didn't go through" })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Your bank declined this payment. Try another card or contact your bank.');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/my-account/deposit');
    expect(events).toEqual([]);
  });

  it('falls back to the spec text when the failure has no message', async () => {
    renderFunds('/my-account/deposit/details/dep-1/failure', buildDeposit({ status: 'failed', message: null }));
    expect((await screen.findByRole('alert')).textContent).toBe(DEPOSIT_FAILED_MESSAGE);
  });

  it("trusts the deposit's status over the path", async () => {
    renderFunds('/my-account/deposit/details/dep-1/success', buildDeposit({ status: 'failed', message: 'Expired card' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Your deposit didn't go through" })).toBeTruthy();
  });

  it('sends a deposit still waiting for the bank to the authorisation page', async () => {
    renderFunds('/my-account/deposit/details/dep-1', buildDeposit({ status: 'requires_action', redirectUrl: 'https://bank.example/3ds' }));
    expect(await screen.findByRole('button', { name: "Continue to your bank's check" })).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/my-account/deposit/authorisation/dep-1');
  });

  it('says when the deposit is still processing', async () => {
    renderFunds('/my-account/deposit/details/dep-1', buildDeposit({ status: 'pending' }));
    expect(await screen.findByText(/still being processed/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
  });

  it('shows not found for an unknown deposit', async () => {
    renderFunds('/my-account/deposit/details/dep-1', () => {
      throw new ApiError({ status: 404, message: 'Not found', code: 'not_found', errors: {}, result: null, reported: false, context: 'test' });
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText('Deposit successful')).toBeNull();
  });
});

describe('deposit authorisation', () => {
  it("explains the bank's check and goes there on request", async () => {
    const { assignLocation } = renderFunds('/my-account/deposit/authorisation/dep-1', buildDeposit({ status: 'requires_action', redirectUrl: 'https://bank.example/3ds?d=1' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your deposit with your bank' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: "Continue to your bank's check" }));
    expect(assignLocation).toHaveBeenCalledWith('https://bank.example/3ds?d=1');
    expect(screen.getByText(/\$25\.00 deposit/)).toBeTruthy();
  });

  it.each([
    ['succeeded', '/my-account/deposit/details/dep-1/success'],
    ['failed', '/my-account/deposit/details/dep-1/failure'],
    ['pending', '/my-account/deposit/details/dep-1'],
  ] as const)('sends a %s deposit to its details', async (status, path) => {
    renderFunds('/my-account/deposit/authorisation/dep-1', buildDeposit({ status }));
    await screen.findByRole('heading', { level: 1, name: /Deposit successful|didn't go through|Your deposit/ });
    expect(screen.getByTestId('path').textContent).toBe(path);
  });

  it('never follows a non-web redirect URL', async () => {
    const { assignLocation } = renderFunds('/my-account/deposit/authorisation/dep-1', buildDeposit({ status: 'requires_action', redirectUrl: 'javascript:alert(1)' }));
    await screen.findByText(/still being processed/);
    expect(assignLocation).not.toHaveBeenCalled();
  });
});
