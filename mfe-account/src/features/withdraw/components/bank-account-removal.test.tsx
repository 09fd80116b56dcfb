import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { WithdrawalAccount } from '@drawfront/shared/contract/withdrawals';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { WithdrawPage } from './withdraw-page';

const BANK: WithdrawalAccount = { id: 'acc-1', methodCode: 'tt', type: 'national', bankCode: '062-000', accountNumberHint: '•••678', accountName: 'Pat Player' };
const PAYID: WithdrawalAccount = { id: 'acc-2', methodCode: 'tt', type: 'payid_email', bankCode: null, accountNumberHint: 'p***@example.com', accountName: 'Pat Player' };

/** The withdraw page on a server that holds `accounts` and answers a DELETE with `onDelete` (removing the account when it answers nothing). */
function renderPage(initial: WithdrawalAccount[], onDelete: (id: string) => Error | null = () => null) {
  let accounts = [...initial];
  const request = jest.fn(async (r: ApiRequest) => {
    if (r.path === '/customer/withdrawable-funds') return { withdrawableFunds: { amount: 5000, currency: 'AUD' }, balance: { amount: 5000, currency: 'AUD' } };
    if (r.path === '/withdrawal_methods') return { withdrawalMethods: [{ code: 'tt', funds: accounts }] };
    if (r.path === '/withdrawals') return { withdrawals: [] };
    if (r.method === 'DELETE' && r.path.startsWith('/funds/')) {
      const id = decodeURIComponent(r.path.slice('/funds/'.length));
      const refusal = onDelete(id);
      if (refusal) throw refusal;
      accounts = accounts.filter((account) => account.id !== id);
      return null;
    }
    throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
  });
  const props = buildRemoteProps({ api: buildApi(request), site: buildSite({ capabilities: ['wallet-withdrawal', 'viewing-orders'] }) });
  const view = render(
    <MemoryRouter initialEntries={['/my-account/withdraw']}>
      <WithdrawPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />
    </MemoryRouter>,
  );
  return { request, container: view.container };
}

const deletes = (request: jest.Mock) => request.mock.calls.filter(([r]) => (r as ApiRequest).method === 'DELETE').map(([r]) => (r as ApiRequest).path);

describe('removing a saved bank account', () => {
  it('asks first, then removes the account through DELETE /funds/{id}; "Keep it" sends nothing', async () => {
    const { request, container } = renderPage([BANK, PAYID]);
    const remove = await screen.findByRole('button', { name: 'Remove Bank account 062-000 •••678' });
    fireEvent.click(remove);
    const question = screen.getByRole('group', { name: 'Remove Bank account 062-000 •••678' });
    expect(within(question).getByText('Remove Bank account 062-000 •••678? You can add it again later.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Yes, remove it' })));
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Bank account 062-000 •••678' })));
    expect(deletes(request)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Bank account 062-000 •••678' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Bank account 062-000 •••678' })).toBeNull());
    expect(deletes(request)).toEqual(['/funds/acc-1']);
    expect(screen.getByRole('button', { name: 'Remove PayID p***@example.com' })).toBeTruthy();
  });

  it("keeps an account the server will not remove and says why", async () => {
    const busy = new ApiError({ status: 409, message: 'A withdrawal to this account is still being paid: you can remove the account once it has been paid or cancelled.', code: 'withdrawal_account_in_use', errors: {}, result: null, reported: false, context: 'test' });
    const { container } = renderPage([BANK], () => busy);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Bank account 062-000 •••678' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A withdrawal to this account is still being paid: you can remove the account once it has been paid or cancelled.');
    expect(screen.getByRole('button', { name: 'Remove Bank account 062-000 •••678' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
