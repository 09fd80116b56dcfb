import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { buildDeposit } from '@drawfront/shared/testing/build-funds';
import { buildCustomer } from '../../../testing/build-customer';
import { DepositCancelPage } from './deposit-cancel-page';
import { DepositSummaryPage } from './deposit-summary-page';

const notFound = () => new ApiError({ status: 404, message: 'not found', code: 'deposit_not_found', errors: {}, result: null, reported: false, context: 'test' });

function renderAt(path: string, deposit = buildDeposit({ id: 'dep-1', methodCode: 'pl', transactionId: 'tx-1' })) {
  const request = jest.fn(async (r: ApiRequest) => {
    if (r.path === '/deposits/by-transaction/tx-1') return deposit;
    if (r.path === '/deposits/by-transaction/tx-unknown') throw notFound();
    if (r.path === '/deposits/dep-1') return deposit;
    if (r.path === '/customer') return buildCustomer({ balance: { amount: 2500, currency: 'AUD' } });
    throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
  });
  // A site that takes deposits, so the cancel page links to another try.
  const props = buildRemoteProps({ api: buildApi(request), site: buildSite({ capabilities: ['wallet-deposit', 'viewing-orders'] }) });
  const page = { api: props.api, bus: props.bus, i18n: props.i18n, navigate: props.navigate, site: props.site };
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/my-account/deposit/summary/:transactionID" element={<DepositSummaryPage {...page} />} />
        <Route path="/my-account/deposit/:depositId/cancel" element={<DepositCancelPage {...page} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('deposit summary and cancel pages', () => {
  it('the summary finds the deposit by its transaction and shows the amount and new balance', async () => {
    renderAt('/my-account/deposit/summary/tx-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit successful' })).toBeTruthy();
    expect(screen.getAllByText('$25.00').length).toBeGreaterThan(0);
  });

  it('an unknown transaction is the not-found page', async () => {
    renderAt('/my-account/deposit/summary/tx-unknown');
    expect(await screen.findByText("It's looking like you may have taken a wrong turn.")).toBeTruthy();
  });

  it('the cancel page shows why the deposit did not go through and offers to try again', async () => {
    renderAt('/my-account/deposit/dep-1/cancel', buildDeposit({ id: 'dep-1', status: 'failed', message: 'You cancelled the PayPal payment. No money was taken.' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Your deposit didn't go through" })).toBeTruthy();
    expect(screen.getByText('You cancelled the PayPal payment. No money was taken.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/my-account/deposit');
  });
});
