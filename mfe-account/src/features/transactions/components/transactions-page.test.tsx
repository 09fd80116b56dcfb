import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import type { TransactionPage } from '../api/fetch-transactions';
import { buildTransaction, buildTransactionPage, buildTransactions } from '../../../testing/build-transactions';
import { TransactionsPage } from './transactions-page';
import { CurrentPath } from '../../../testing/current-path';

/** Renders the transactions route as the app declares it, at `path`, over a fake API answering `GET /transactions`. */
function renderTransactions(path: string, answer: (request: ApiRequest) => TransactionPage) {
  const request = jest.fn(async (r: ApiRequest) => {
    if (r.path !== '/transactions') throw new Error(`Unexpected API call ${r.path}`);
    return answer(r);
  });
  // A site with the transactions page, so its pages link to each other.
  const props = buildRemoteProps({ api: buildApi(request), site: buildSite({ capabilities: ['viewing-orders'] }) });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/my-account/transactions/:page?" element={<TransactionsPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
  return { request };
}

const cellTexts = (row: HTMLElement) => Array.from(row.querySelectorAll('td, th')).map((cell) => cell.textContent);

describe('transactions', () => {
  it('shows date, description with the purchase\'s short code (never an id), signed amount with its direction in words, and balance after', async () => {
    const { request } = renderTransactions('/my-account/transactions', () =>
      buildTransactionPage([
        buildTransaction({ id: 'tx-2', kind: 'purchase', description: 'Powerball draw 1450', reference: '0b9e7c2a-1d3f-4e5a-8b6c-7d8e9f0a1b2c', receiptReference: 'DF-7K3Q-9M2P', amount: { amount: -850, currency: 'AUD' }, balanceAfter: { amount: 1150, currency: 'AUD' }, createdAt: '2026-11-26T09:00:00Z' }),
        buildTransaction({ id: 'tx-1', kind: 'deposit', description: 'Deposit by card', reference: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', amount: { amount: 2000, currency: 'AUD' }, balanceAfter: { amount: 2000, currency: 'AUD' }, createdAt: '2026-11-26T08:30:00Z' }),
      ]),
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading your transactions');
    const table = await screen.findByRole('table', { name: 'Transactions, page 1 of 1' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Date', 'Description', 'Amount', 'Balance after']);

    const [, debitRow, creditRow] = within(table).getAllByRole('row') as HTMLElement[];
    expect(cellTexts(debitRow as HTMLElement)).toEqual([expect.stringMatching(/^26 Nov 2026, 8:00\s?pm$/), 'Powerball draw 1450Ref. DF-7K3Q-9M2P', 'Debit \u2212$8.50', '$11.50']);
    expect(cellTexts(creditRow as HTMLElement)).toEqual([expect.stringMatching(/^26 Nov 2026, 7:30\s?pm$/), 'Deposit by card', 'Credit +$20.00', '$20.00']);
    expect(within(debitRow as HTMLElement).getByRole('rowheader').textContent).toContain('Powerball draw 1450');
    expect(table.textContent).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);

    expect(request.mock.calls[0]?.[0]).toMatchObject({ path: '/transactions', query: { limit: 10, offset: 0 } });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(document.title).toBe('Transactions | Demo Lotto');
  });

  it('asks for offset (page − 1) × 10 and paginates', async () => {
    const { request } = renderTransactions('/my-account/transactions/3', (r) => {
      const offset = Number(r.query?.offset);
      return buildTransactionPage(buildTransactions(offset >= 30 ? 2 : 10, offset + 1), { offset, total: 32 });
    });
    await screen.findByRole('table', { name: 'Transactions, page 3 of 4' });
    expect(request.mock.calls[0]?.[0].query).toEqual({ limit: 10, offset: 20 });
    expect(document.title).toBe('Transactions, page 3 | Demo Lotto');

    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/my-account/transactions/2');
    fireEvent.click(within(nav).getByRole('link', { name: 'Page 1' }));
    expect(screen.getByTestId('path').textContent).toBe('/my-account/transactions');
    await screen.findByRole('table', { name: 'Transactions, page 1 of 4' });
    expect(request.mock.calls.map(([r]) => r.query?.offset)).toEqual([20, 0]);
  });

  it('says so when there are no transactions', async () => {
    renderTransactions('/my-account/transactions', () => buildTransactionPage([]));
    expect(await screen.findByText('You have no transactions yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a page past the end as empty, with a link to page 1', async () => {
    renderTransactions('/my-account/transactions/7', () => buildTransactionPage([], { offset: 60, total: 3 }));
    expect(await screen.findByText('There is nothing on page 7.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to page 1' }).getAttribute('href')).toBe('/my-account/transactions');
  });

  it('sends /1 to the plain path and treats a bad page as not found', async () => {
    renderTransactions('/my-account/transactions/1', () => buildTransactionPage(buildTransactions(1)));
    expect(screen.getByTestId('path').textContent).toBe('/my-account/transactions');
    await screen.findByRole('table');
  });

  it('treats a segment that is not a page number as not found', () => {
    const { request } = renderTransactions('/my-account/transactions/last', () => buildTransactionPage([]));
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it("shows the API's message on failure and loads again on retry", async () => {
    let calls = 0;
    renderTransactions('/my-account/transactions', () => {
      calls += 1;
      if (calls === 1) throw new ApiError({ status: 503, message: 'Wallet is unavailable right now', code: null, errors: {}, result: null, reported: true, context: 'GET /v2/transactions answered 503' });
      return buildTransactionPage(buildTransactions(1));
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your transactions");
    expect(alert.textContent).toContain('Wallet is unavailable right now');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
