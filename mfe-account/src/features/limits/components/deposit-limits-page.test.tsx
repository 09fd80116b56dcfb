import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { NotificationInput } from '@drawfront/shared/bus/events';
import type { DepositLimit, DepositLimits } from '@drawfront/shared/contract/deposit-limits';
import { buildApi, buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { DepositLimitsPage } from './deposit-limits-page';

const money = (amount: number) => ({ amount, currency: 'AUD' });
const daily = (overrides: Partial<DepositLimit> = {}): DepositLimit => ({
  id: 'dl-1',
  period: 'daily',
  limit: money(5_000),
  amountDeposited: money(2_000),
  periodStartsAt: '2026-11-23T13:00:00.000Z',
  periodEndsAt: '2026-11-24T13:00:00.000Z',
  pending: null,
  ...overrides,
});
const limits = (customerLimits: DepositLimit[]): DepositLimits => ({ availablePeriods: ['daily', 'weekly', 'monthly'], customerLimits, coolingOffDays: 7 });

function renderPage(handle: (request: ApiRequest) => unknown) {
  const request = jest.fn(async (r: ApiRequest) => {
    const answer = handle(r);
    if (answer instanceof Error) throw answer;
    if (answer === undefined) throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
    return answer;
  });
  const notify = jest.fn<void, [NotificationInput]>();
  const props = buildRemoteProps({ api: buildApi(request), notify });
  render(
    <MemoryRouter initialEntries={['/my-account/deposit-limits']}>
      <DepositLimitsPage api={props.api} i18n={props.i18n} notify={props.notify} site={props.site} />
    </MemoryRouter>,
  );
  return { request, notify };
}

describe('deposit limits page', () => {
  it('shows each period with what was deposited against it and the cooling-off rule', async () => {
    renderPage((r) => (r.path === '/deposit-limits' ? limits([daily()]) : undefined));
    const card = await screen.findByRole('region', { name: 'Daily deposit limit' });
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit limits' })).toBeTruthy();
    expect(document.title).toBe('Deposit limits | Demo Lotto');
    expect(screen.getByText('A new or lower limit applies straight away; a higher limit, or removing a limit, applies after 7 days.')).toBeTruthy();
    expect(within(card).getByRole('meter', { name: '$20.00 of $50.00 deposited today' })).toBeTruthy();
    expect(screen.getAllByRole('region').map((region) => within(region).getByRole('heading').textContent)).toEqual(['Daily deposit limit', 'Weekly deposit limit', 'Monthly deposit limit']);
    expect(within(screen.getByRole('region', { name: 'Weekly deposit limit' })).getByText("You haven't set a weekly deposit limit.")).toBeTruthy();
  });

  it('sets a limit and says when a raise applies', async () => {
    const { request } = renderPage((r) => {
      if (r.method === 'PUT' && r.path === '/deposit-limits/daily') return limits([daily({ pending: { limit: money(8_000), effectiveAt: '2026-12-01T00:00:00.000Z' } })]);
      return r.path === '/deposit-limits' ? limits([daily()]) : undefined;
    });
    const card = await screen.findByRole('region', { name: 'Daily deposit limit' });
    fireEvent.change(within(card).getByLabelText('Daily deposit limit'), { target: { value: '80' } });
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Change daily deposit limit' })));
    expect(request.mock.calls.map(([r]) => r).filter((r) => r.method === 'PUT')).toEqual([expect.objectContaining({ body: { limit: '80.00' } })]);
    expect(within(card).getByText(/^Your new daily limit of \$80\.00 applies from/)).toBeTruthy();
  });

  it("puts the API's limit message under the field", async () => {
    renderPage((r) => {
      if (r.method === 'PUT') return new ApiError({ status: 422, message: 'invalid body', code: 'validation_failed', errors: { limit: ['Please enter an amount equal to or less than $100,000.00.'] }, result: null, reported: false, context: 'test' });
      return r.path === '/deposit-limits' ? limits([]) : undefined;
    });
    const card = await screen.findByRole('region', { name: 'Weekly deposit limit' });
    const input = within(card).getByLabelText('Weekly deposit limit');
    fireEvent.change(input, { target: { value: '50' } });
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Set weekly deposit limit' })));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
  });
});
