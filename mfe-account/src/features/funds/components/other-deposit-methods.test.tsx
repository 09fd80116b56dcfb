import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { PaymentMethod } from '@drawfront/shared/contract/funds';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import { buildCardMethod, buildDeposit, buildFund } from '@drawfront/shared/testing/build-funds';
import { DepositPage } from './deposit-page';
import { groupReference } from './bank-transfer-details';
import { CurrentPath } from '../../../testing/current-path';

const other = (code: PaymentMethod['code'], type: PaymentMethod['type'], cart = true) => buildCardMethod({ code, type, funds: [], availableGateways: code === 'bd' || code === 'td' ? [] : ['test'], attributes: { cart, withdraw: false, digitalWallets: code === 'ap' || code === 'gp', failedVerification: false } });
const ALL = [buildCardMethod(), other('pl', 'paypal'), other('ap', 'apple_pay'), other('gp', 'google_pay'), other('bd', 'bank_deposit', false), other('td', 'payid', false)];
const BANK = { reference: 'ABCD2345', accountName: 'Drawfront Pty Ltd', bsb: '062-000', accountNumber: '1234 5678', payId: 'deposits@drawfront.example' };

function renderPage(methods: PaymentMethod[], deposit: (request: ApiRequest) => unknown = () => buildDeposit()) {
  const request = jest.fn(async (r: ApiRequest) => {
    if (r.path === '/payment_methods') return { paymentMethods: methods };
    if (r.path === '/funds/bd/reference') return BANK;
    if (r.method === 'POST' && /^\/funds\/(pl|ap|gp)\/test\/deposit$/.test(r.path)) return deposit(r);
    throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
  });
  const assignLocation = jest.fn();
  // With viewing-orders the site has the deposit summary page a wallet payment lands on.
  const props = buildRemoteProps({ api: buildApi(request), site: buildSite({ capabilities: ['wallet-deposit', 'wallet-manage', 'viewing-orders'] }) });
  render(
    <MemoryRouter initialEntries={['/my-account/deposit']}>
      <Routes>
        <Route path="/my-account/deposit" element={<DepositPage api={props.api} i18n={props.i18n} site={props.site} assignLocation={assignLocation} newIdempotencyKey={() => 'key-1'} />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
  return { request, assignLocation };
}

const posts = (request: jest.Mock) => request.mock.calls.map(([r]) => r as ApiRequest).filter((r) => r.method === 'POST');

describe('other ways to deposit', () => {
  it('offers PayPal, the wallets the API lists and the bank reference in groups of 4', async () => {
    renderPage(ALL);
    expect(await screen.findByRole('button', { name: 'Pay with PayPal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay with Apple Pay' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay with Google Pay' })).toBeTruthy();
    expect(await screen.findByText('ABCD 2345')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bank transfer or PayID' })).toBeTruthy();
    expect(screen.getByText('deposits@drawfront.example')).toBeTruthy();
  });

  it('offers no wallet the site does not take (the API leaves them out)', async () => {
    renderPage([buildCardMethod(), other('pl', 'paypal')]);
    expect(await screen.findByRole('button', { name: 'Pay with PayPal' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay with Apple Pay' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Bank transfer/ })).toBeNull();
  });

  it('PayPal: sends the amount with an idempotency key and leaves for the approval page', async () => {
    const { request, assignLocation } = renderPage(ALL, () => buildDeposit({ status: 'requires_action', redirectUrl: '/test-gateway/paypal/pp_1' }));
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/test-gateway/paypal/pp_1'));
    expect(posts(request)).toEqual([expect.objectContaining({ path: '/funds/pl/test/deposit', idempotencyKey: 'key-1', body: { amount: 2500, returnPath: '/my-account/deposit' } })]);
  });

  it('a wallet payment goes to its summary', async () => {
    const { request } = renderPage(ALL, () => buildDeposit({ status: 'succeeded', transactionId: 'tx-9' }));
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '12.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay with Google Pay' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/my-account/deposit/summary/tx-9');
    expect(posts(request)[0]).toMatchObject({ path: '/funds/gp/test/deposit', body: { amount: 1200, walletToken: 'wallet_tok_approved' } });
  });

  it('checks the amount before calling the API', async () => {
    const { request } = renderPage(ALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Amount'));
    expect(posts(request)).toEqual([]);
  });

  it('has one amount field for cards, PayPal and the wallets; without a saved card, the PayPal section shows it', async () => {
    renderPage(ALL);
    await screen.findByRole('button', { name: 'Pay with PayPal' });
    expect(screen.getAllByRole('textbox', { name: /amount/i })).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '40' } });
    expect(screen.getByRole('button', { name: 'Deposit $40.00' })).toBeTruthy();
    expect(await axeViolations(document.querySelector('.account-funds')!)).toEqual([]);

    cleanup();
    const { request } = renderPage([buildCardMethod({ funds: [] }), other('pl', 'paypal')], () => buildDeposit({ status: 'requires_action', redirectUrl: '/test-gateway/paypal/pp_2' }));
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '15' } });
    expect(screen.getAllByRole('textbox', { name: /amount/i })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(posts(request)).toEqual([expect.objectContaining({ path: '/funds/pl/test/deposit', body: expect.objectContaining({ amount: 1500 }) })]));
  });

  it('shows a declined wallet payment', async () => {
    renderPage(ALL, () => buildDeposit({ status: 'failed', message: 'Your bank declined this payment. Try another card or contact your bank.' }));
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay with Apple Pay' }));
    expect(await screen.findByText('Your bank declined this payment. Try another card or contact your bank.')).toBeTruthy();
  });

  it("the card form shows the en-GB refusal of a credit card in the API's words", async () => {
    const message = "Credit cards can't be used to deposit in Great Britain. Please use a debit card, PayPal or a bank transfer.";
    const request = jest.fn(async (r: ApiRequest) => {
      if (r.path === '/payment_methods') return { paymentMethods: [buildCardMethod({ funds: [buildFund({ id: 'fund-1', default: true })] })] };
      if (r.method === 'POST') throw new ApiError({ status: 422, message, code: 'credit_card_not_allowed', errors: {}, result: null, reported: false, context: 'test' });
      throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
    });
    const props = buildRemoteProps({ api: buildApi(request), site: buildSite({ capabilities: ['wallet-deposit'] }) });
    render(
      <MemoryRouter initialEntries={['/my-account/deposit']}>
        <Routes>
          <Route path="/my-account/deposit" element={<DepositPage api={props.api} i18n={props.i18n} site={props.site} newIdempotencyKey={() => 'key-1'} />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit $20.00' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('groups a reference in fours', () => {
    expect(groupReference('ABCD2345')).toBe('ABCD 2345');
    expect(groupReference('ABCDE')).toBe('ABCD E');
  });
});
