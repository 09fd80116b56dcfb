import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { Capability } from '@drawfront/shared/contract/capabilities';
import type { Withdrawal, WithdrawalAccount } from '@drawfront/shared/contract/withdrawals';
import { MAX_AMOUNT_MESSAGE, REQUIRED_MESSAGE } from '@drawfront/shared/rules/amount-validation';
import { ACCOUNT_NUMBER_MESSAGE, BSB_MESSAGE } from '@drawfront/shared/rules/bank-account';
import { QueryClientProvider } from '@drawfront/shared/data/data-context';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { shellQueries } from '@drawfront/shared/testing/shell-queries';
import { CurrentPath } from '../../../testing/current-path';
import { WithdrawDetailsPage } from './withdraw-details-page';
import { WithdrawPage } from './withdraw-page';

const SITE: Capability[] = ['wallet-withdrawal', 'viewing-orders'];
const ACCOUNT: WithdrawalAccount = { id: 'acc-1', methodCode: 'tt', type: 'national', bankCode: '062-000', accountNumberHint: '•••678', accountName: 'Pat Player' };

function buildWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return { id: 'wd-1', status: 'pending', amount: { amount: 1250, currency: 'AUD' }, account: ACCOUNT, transactionId: 'tx-1', message: null, createdAt: '2026-11-24T09:00:00.000Z', settledAt: null, ...overrides };
}

function renderPage(path: string, handle: (request: ApiRequest) => unknown) {
  const request = jest.fn(async (r: ApiRequest) => {
    const answer = handle(r);
    if (answer instanceof Error) throw answer;
    if (answer === undefined) throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
    return answer;
  });
  const props = buildRemoteProps({ api: buildApi(request), site: buildSite({ capabilities: SITE }) });
  const emit = jest.spyOn(props.bus, 'emit');
  // The shell's page cache, with its one publisher of the balance, as the parcel mounts the page.
  const queries = shellQueries(props, 'c-42');
  render(
    <QueryClientProvider client={queries}>
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/my-account/withdraw" element={<WithdrawPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} newIdempotencyKey={() => 'key-1'} />} />
        <Route path="/my-account/withdraw/details/:withdrawID" element={<WithdrawDetailsPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>
    </QueryClientProvider>,
  );
  return { request, emit };
}

const overview = (accounts: WithdrawalAccount[], withdrawable = 5000) => (r: ApiRequest) => {
  if (r.path === '/customer/withdrawable-funds') return { withdrawableFunds: { amount: withdrawable, currency: 'AUD' }, balance: { amount: withdrawable, currency: 'AUD' } };
  if (r.path === '/withdrawal_methods') return { withdrawalMethods: [{ code: 'tt', funds: accounts }] };
  if (r.path === '/withdrawals' && (r.method ?? 'GET') === 'GET') return { withdrawals: [] };
  return undefined;
};
const fieldError = (field: string, message: string) => new ApiError({ status: 422, message: `invalid body: ${field}`, code: 'validation_failed', errors: { [field]: [message] }, result: null, reported: false, context: 'test' });
const describedText = (element: HTMLElement) => element.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent);

describe('withdraw page', () => {
  it('shows what may be withdrawn and, with no account yet, the bank account form; checks the BSB and number before sending', async () => {
    const { request } = renderPage('/my-account/withdraw', overview([]));
    expect(await screen.findByText('$50.00', { selector: '.account-withdraw__amount' })).toBeTruthy();
    expect(screen.getByText('Add a bank account or PayID to withdraw to.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('BSB'), { target: { value: '06200' } });
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Name on the account'), { target: { value: 'Pat Player' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save account' }));
    expect(describedText(screen.getByLabelText('BSB'))).toContain(BSB_MESSAGE);
    expect(describedText(screen.getByLabelText('Account number'))).toContain(ACCOUNT_NUMBER_MESSAGE);
    expect(document.activeElement).toBe(screen.getByLabelText('BSB'));
    expect(request.mock.calls.filter(([r]) => r.method === 'POST')).toHaveLength(0);
  });

  it("puts the API's field errors on the form's fields (account_number → the account number field)", async () => {
    renderPage('/my-account/withdraw', (r) => (r.method === 'POST' && r.path === '/funds/bank-account' ? fieldError('account_number', 'The bank does not know this account.') : overview([])(r)));
    fireEvent.click(await screen.findByRole('radio', { name: 'PayID: email address' }));
    fireEvent.change(screen.getByLabelText('PayID email address'), { target: { value: 'pat@example.com' } });
    fireEvent.change(screen.getByLabelText('Name on the account'), { target: { value: 'Pat Player' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save account' }));
    await waitFor(() => expect(describedText(screen.getByLabelText('PayID email address'))).toContain('The bank does not know this account.'));
  });

  it('validates the amount against what may be withdrawn, then requests it with an idempotency key and goes to the summary', async () => {
    // After the request the customer's record holds $12.50 less.
    const held = (r: ApiRequest) => (r.path === '/customer' ? { customerId: 'c-42', balance: { amount: 3750, currency: 'AUD' } } : undefined);
    const { request, emit } = renderPage('/my-account/withdraw', (r) => (r.method === 'POST' && r.path === '/withdrawals' ? buildWithdrawal() : (held(r) ?? overview([ACCOUNT])(r))));
    const amount = await screen.findByLabelText('Amount to withdraw');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(describedText(amount)).toContain(REQUIRED_MESSAGE);
    fireEvent.change(amount, { target: { value: '50.01' } });
    fireEvent.click(screen.getByRole('button', { name: /^Withdraw/ }));
    expect(describedText(amount)).toContain(MAX_AMOUNT_MESSAGE.replace('{amount}', '$50.00'));
    fireEvent.change(amount, { target: { value: '12.50' } });
    expect((screen.getByRole('radio', { name: /Bank account 062-000 •••678/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw $12.50' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/my-account/withdraw/summary/tx-1'));
    const posted = request.mock.calls.map(([r]) => r).filter((r) => r.method === 'POST');
    expect(posted).toEqual([expect.objectContaining({ path: '/withdrawals', body: { fundId: 'acc-1', amount: 1250 }, idempotencyKey: 'key-1' })]);
    await waitFor(() => expect(emit).toHaveBeenCalledWith({ type: 'wallet/changed', balance: { amount: 3750, currency: 'AUD' } }));
  });

  it("shows the API's amount message under the field when the balance changed meanwhile", async () => {
    renderPage('/my-account/withdraw', (r) => (r.method === 'POST' && r.path === '/withdrawals' ? fieldError('amount', 'Please enter an amount equal to or less than $10.00.') : overview([ACCOUNT])(r)));
    const amount = await screen.findByLabelText('Amount to withdraw');
    fireEvent.change(amount, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw $20.00' }));
    await waitFor(() => expect(describedText(amount)).toContain('Please enter an amount equal to or less than $10.00.'));
  });

  it('offers no form when nothing may be withdrawn', async () => {
    renderPage('/my-account/withdraw', overview([ACCOUNT], 0));
    expect(await screen.findByText('You have nothing to withdraw right now.')).toBeTruthy();
    expect(screen.queryByLabelText('Amount to withdraw')).toBeNull();
  });
});

describe('withdrawal details page', () => {
  it('cancels a pending withdrawal and shows it returned', async () => {
    const { emit } = renderPage('/my-account/withdraw/details/wd-1', (r) => {
      if (r.path === '/withdrawals/wd-1') return buildWithdrawal();
      if (r.path === '/withdrawals/wd-1/cancel') return buildWithdrawal({ status: 'cancelled', settledAt: '2026-11-24T09:05:00.000Z' });
      if (r.path === '/customer') return { customerId: 'c-42', balance: { amount: 5000, currency: 'AUD' } };
      return undefined;
    });
    expect(await screen.findByText('Requested: waiting to be sent')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel this withdrawal' })));
    expect(await screen.findByText('Withdrawal cancelled. The money is back in your balance.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel this withdrawal' })).toBeNull();
    await waitFor(() => expect(emit).toHaveBeenCalledWith({ type: 'wallet/changed', balance: { amount: 5000, currency: 'AUD' } }));
  });

  it("shows the bank's reason for a failed payout, and no cancel button", async () => {
    renderPage('/my-account/withdraw/details/wd-1', (r) => (r.path === '/withdrawals/wd-1' ? buildWithdrawal({ status: 'failed', message: 'The receiving bank says this account is closed.', settledAt: '2026-11-24T09:05:00.000Z' }) : undefined));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('The receiving bank says this account is closed.'));
    expect(screen.queryByRole('button', { name: 'Cancel this withdrawal' })).toBeNull();
  });

  it('is a not-found page for a withdrawal that is not the customer\'s', async () => {
    renderPage('/my-account/withdraw/details/wd-9', () => new ApiError({ status: 404, message: 'not found', code: 'withdrawal_not_found', errors: {}, result: null, reported: false, context: 'test' }));
    expect(await screen.findByText("It's looking like you may have taken a wrong turn.")).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Withdrawal details' })).toBeNull();
  });
});
