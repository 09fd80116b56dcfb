import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { Autoplay } from '@drawfront/shared/contract/recurring';
import { buildApi, buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { buildAutoplay } from '../../../testing/build-recurring';
import { RecurringListPage } from './recurring-list-page';

type Handler = (request: ApiRequest) => unknown;

const autoplay = buildAutoplay;

function renderPage(handlers: Record<string, Handler>) {
  const request = jest.fn(async (r: ApiRequest) => {
    const handler = handlers[`${r.method ?? 'GET'} ${r.path}`];
    if (!handler) throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
    return handler(r);
  });
  const props = buildRemoteProps({ api: buildApi(request) });
  render(
    <MemoryRouter initialEntries={['/my-account/autoplay']}>
      <Routes>
        <Route path="/my-account/autoplay/:page?" element={<RecurringListPage kind="autoplay" api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
      </Routes>
    </MemoryRouter>,
  );
  return request;
}

const list = (records: Autoplay[]) => ({ autoplays: records, pageInfo: { limit: 10, offset: 0, total: records.length } });
const noResolutions = () => ({ paymentResolutions: [] });

describe('autoplay page', () => {
  it('shows each autoplay with its frequency label, entries, next draw and last attempt, asking the v3.3 API', async () => {
    const request = renderPage({ 'GET /autoplay': () => list([autoplay()]), 'GET /payment_resolutions': noResolutions });
    const card = await screen.findByRole('article', { name: 'Thursday Starburst' });
    expect(within(card).getByText('Jackpots $2,000,000 and over')).toBeTruthy();
    expect(within(card).getByText('2 games each draw, $2.80')).toBeTruthy();
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(within(card).getByText('Purchased')).toBeTruthy();
    expect(within(card).getByText(/^Draw 1452, /)).toBeTruthy();
    expect((request.mock.calls[0]![0] as ApiRequest).version).toBe('3.3');
  });

  it('pauses with the status call and shows the answer, then offers to resume', async () => {
    const request = renderPage({
      'GET /autoplay': () => list([autoplay()]),
      'GET /payment_resolutions': noResolutions,
      'PATCH /autoplays/6f1c1d2e-0000-4000-8000-000000000001/status': () => autoplay({ status: 'recurring_status_paused', pauseReason: 'customer' }),
    });
    const card = await screen.findByRole('article', { name: 'Thursday Starburst' });
    fireEvent.click(within(card).getByRole('button', { name: 'Pause autoplay' }));
    expect(await within(card).findByText('Your autoplay is paused. No entries are bought until you resume it.')).toBeTruthy();
    expect(within(card).getByText('Paused')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Resume autoplay' })).toBeTruthy();
    const patch = request.mock.calls.map(([r]) => r as ApiRequest).find((r) => r.method === 'PATCH')!;
    expect(patch.body).toEqual({ status: 'recurring_status_paused' });
  });

  it('explains a limit hold and when it resets, and shows a payment resolution', async () => {
    renderPage({
      'GET /autoplay': () =>
        list([autoplay({ status: 'recurring_status_paused', pauseReason: 'limit_reached', limitPause: { reason: 'spend_limit', message: 'This purchase would take you over your daily spend limit.', resetsAt: '2026-11-26T13:00:00.000Z' } })]),
      'GET /payment_resolutions': () => ({ paymentResolutions: [{ id: 'r1', autoplayId: 'x', action: 'add-card', message: 'Your card was removed.', createdAt: '2026-11-20T00:00:00.000Z' }] }),
    });
    expect(await screen.findByText(/This purchase would take you over your daily spend limit\. It resets /)).toBeTruthy();
    expect(await screen.findByText('Your card was removed.')).toBeTruthy();
  });

  it('asks before cancelling and shows the refusal the API words', async () => {
    renderPage({
      'GET /autoplay': () => list([autoplay()]),
      'GET /payment_resolutions': noResolutions,
      'PATCH /autoplays/6f1c1d2e-0000-4000-8000-000000000001/status': () => {
        throw new ApiError({ status: 422, message: 'this autoplay is cancelled', code: 'recurring_status_final', errors: {}, result: null, reported: false, context: 'test' });
      },
    });
    const card = await screen.findByRole('article', { name: 'Thursday Starburst' });
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel autoplay' }));
    expect(within(card).getByText(/It cannot be undone/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(card).findByText('this autoplay is cancelled')).toBeTruthy();
  });

  it('sends a new minimum jackpot in cents, and refuses text that is not an amount', async () => {
    const request = renderPage({
      'GET /autoplay': () => list([autoplay()]),
      'GET /payment_resolutions': noResolutions,
      'POST /autoplay/6f1c1d2e-0000-4000-8000-000000000001/set-minimum-jackpot': () => autoplay({ minimumJackpotAmount: { amount: 500_000_000, currency: 'AUD' } }),
    });
    const card = await screen.findByRole('article', { name: 'Thursday Starburst' });
    fireEvent.click(within(card).getByRole('button', { name: 'Change minimum jackpot' }));
    const input = within(card).getByLabelText('Only play when the jackpot is at least ($)');
    fireEvent.change(input, { target: { value: 'lots' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save minimum jackpot' }));
    expect(within(card).getByText(/Enter an amount in dollars/)).toBeTruthy();
    fireEvent.change(input, { target: { value: '5000000' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save minimum jackpot' }));
    expect(await within(card).findByText('Saved: Jackpots $5,000,000 and over.')).toBeTruthy();
    const post = request.mock.calls.map(([r]) => r as ApiRequest).find((r) => r.method === 'POST')!;
    expect(post).toMatchObject({ body: { minimumJackpotAmount: 500_000_000 }, form: true, version: '3.3' });
  });
});
