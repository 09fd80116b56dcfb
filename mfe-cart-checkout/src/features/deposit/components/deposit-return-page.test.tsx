import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { DrawfrontEvent } from '@drawfront/shared/bus/events';
import type { Deposit } from '@drawfront/shared/contract/funds';
import { QueryClientProvider } from '@drawfront/shared/data/data-context';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { shellQueries } from '@drawfront/shared/testing/shell-queries';
import { buildDeposit } from '@drawfront/shared/testing/build-funds';
import { buildCustomer } from '../../../testing/builders';
import { DepositReturnPage } from './deposit-return-page';

function renderAt(path: string, deposit: Deposit) {
  const request = jest.fn(async (r: ApiRequest) => {
    if (r.path === '/deposits/dep-1') return deposit;
    if (r.path === '/customer') return buildCustomer({ balance: { amount: 4000, currency: 'AUD' } });
    throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
  });
  const props = buildRemoteProps({ api: buildApi(request), site: buildSite({ capabilities: ['wallet-deposit'] }) });
  // The shell's page cache, with its one publisher of the balance, as the parcel mounts the page.
  const queries = shellQueries(props, 'cust-1');
  const events: DrawfrontEvent[] = [];
  props.bus.on('wallet/changed').subscribe((event) => events.push(event));
  const page = <DepositReturnPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />;
  render(
    <QueryClientProvider client={queries}>
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/checkout/deposit/:depositId/success" element={page} />
        <Route path="/checkout/deposit/:depositId/cancel" element={page} />
      </Routes>
    </MemoryRouter>
    </QueryClientProvider>,
  );
  return { request, events };
}

describe('checkout deposit success and cancel', () => {
  it('success: the amount, the new balance (told to the shell) and the way back to checkout', async () => {
    const { events } = renderAt('/checkout/deposit/dep-1/success', buildDeposit({ id: 'dep-1', amount: { amount: 1500, currency: 'AUD' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit successful' })).toBeTruthy();
    expect(screen.getByText('$15.00')).toBeTruthy();
    expect(screen.getByText('$40.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to checkout' }).getAttribute('href')).toBe('/cart/buy');
    await waitFor(() => expect(events).toEqual([{ type: 'wallet/changed', balance: { amount: 4000, currency: 'AUD' } }]));
  });

  it("cancel: the deposit's message and no balance call", async () => {
    const { request } = renderAt('/checkout/deposit/dep-1/cancel', buildDeposit({ id: 'dep-1', status: 'failed', message: 'You cancelled the PayPal payment. No money was taken.' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Your deposit didn't go through" })).toBeTruthy();
    expect(screen.getByText('You cancelled the PayPal payment. No money was taken.')).toBeTruthy();
    expect(request.mock.calls.map(([r]) => (r as ApiRequest).path)).toEqual(['/deposits/dep-1']);
  });

  it('the path does not decide: a credited deposit on the cancel path shows its success', async () => {
    renderAt('/checkout/deposit/dep-1/cancel', buildDeposit({ id: 'dep-1' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit successful' })).toBeTruthy();
  });
});
