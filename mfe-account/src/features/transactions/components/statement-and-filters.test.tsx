import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { MonthlyStatement } from '@drawfront/shared/contract/statements';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { buildTransaction, buildTransactionPage } from '../../../testing/build-transactions';
import { CurrentPath } from '../../../testing/current-path';
import { DownloadButton } from './download-button';
import { StatementPage } from './statement-page';
import { TransactionsPage } from './transactions-page';

const aud = (amount: number) => ({ amount, currency: 'AUD' });
const STATEMENT: MonthlyStatement = {
  month: '2026-10',
  periodStartsAt: '2026-09-30T14:00:00.000Z',
  periodEndsAt: '2026-10-31T13:00:00.000Z',
  inProgress: false,
  openingBalance: aud(1_000),
  deposits: aud(5_000),
  spend: aud(1_400),
  winnings: aud(250),
  withdrawals: aud(1_000),
  refunds: aud(0),
  voucherCredits: aud(0),
  net: aud(2_850),
  closingBalance: aud(3_850),
};

function renderAt(path: string, handle: (request: ApiRequest) => unknown) {
  const request = jest.fn(async (r: ApiRequest) => {
    const answer = handle(r);
    if (answer === undefined) throw new Error(`Unexpected API call ${r.path}`);
    return answer;
  });
  const props = buildRemoteProps({ api: buildApi(request), site: buildSite({ capabilities: ['viewing-orders'] }) });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/my-account/transactions/:page?" element={<TransactionsPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/my-account/statements/:month" element={<StatementPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
  return { request, props };
}

describe('transaction filters', () => {
  it('reads the filters from the address, asks the API for them, and a new choice starts again at page 1', async () => {
    const { request } = renderAt('/my-account/transactions/2?kind=withdrawal&month=2026-10', () => buildTransactionPage([buildTransaction({ kind: 'withdrawal' })]));
    await screen.findByRole('table');
    expect(request.mock.calls[0]![0].query).toEqual({ limit: 10, offset: 10, kind: 'withdrawal', month: '2026-10' });
    const search = screen.getByRole('search', { name: 'Filter transactions' });
    expect((within(search).getByLabelText('Type') as HTMLSelectElement).value).toBe('withdrawal');
    expect(screen.getByRole('link', { name: 'Statement for this month' }).getAttribute('href')).toBe('/my-account/statements/2026-10');
    fireEvent.change(within(search).getByLabelText('Type'), { target: { value: 'deposit' } });
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/my-account/transactions'));
    await waitFor(() => expect(request.mock.calls.at(-1)![0].query).toEqual({ limit: 10, offset: 0, kind: 'deposit', month: '2026-10' }));
  });

  it('says when nothing matches the filters', async () => {
    renderAt('/my-account/transactions?kind=refund', () => buildTransactionPage([]));
    expect(await screen.findByText('No transactions match these filters.')).toBeTruthy();
  });
});

describe('download button', () => {
  it('fetches the file through the API client and saves it under its name; a failure is said', async () => {
    const save = jest.fn();
    const props = buildRemoteProps();
    const fetchFile = jest.fn().mockResolvedValueOnce({ downloadUrl: 'blob:csv' }).mockRejectedValueOnce(new Error('Network down'));
    render(<DownloadButton label="Download CSV" fileName="transactions.csv" fetchFile={fetchFile} i18n={props.i18n} save={save} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download CSV' })));
    expect(save).toHaveBeenCalledWith('blob:csv', 'transactions.csv');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download CSV' })));
    expect(screen.getByRole('alert').textContent).toBe('Network down');
  });
});

describe('statement page', () => {
  it("shows the month's figures, links to its transactions and the months around it", async () => {
    const { request } = renderAt('/my-account/statements/2026-10', (r) => (r.path === '/statements/2026-10' ? STATEMENT : undefined));
    expect(screen.getByRole('heading', { level: 1, name: 'Statement: October 2026' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Money in and out of your wallet' });
    const rows = within(table).getAllByRole('row').map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    expect(rows).toEqual([
      ['Opening balance', '$10.00'],
      ['Deposits', '$50.00'],
      ['Winnings', '$2.50'],
      ['Spend', '-$14.00'],
      ['Withdrawals', '-$10.00'],
      ['Net for the month', '$28.50'],
      ['Closing balance', '$38.50'],
    ]);
    expect(screen.getByRole('link', { name: "This month's transactions" }).getAttribute('href')).toBe('/my-account/transactions?month=2026-10');
    expect(screen.getByRole('link', { name: 'Previous month: September 2026' }).getAttribute('href')).toBe('/my-account/statements/2026-09');
    expect(screen.getByRole('link', { name: 'Next month: November 2026' }).getAttribute('href')).toBe('/my-account/statements/2026-11');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('is not found for a month that is no month', () => {
    renderAt('/my-account/statements/october', () => undefined);
    expect(screen.getByText("It's looking like you may have taken a wrong turn.")).toBeTruthy();
  });
});
