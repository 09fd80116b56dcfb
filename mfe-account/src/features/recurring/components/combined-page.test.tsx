import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { CombinedPage } from './combined-page';

type Handler = (request: ApiRequest) => unknown;

function renderPage(handlers: Record<string, Handler>) {
  const request = jest.fn(async (r: ApiRequest) => {
    const handler = handlers[`${r.method ?? 'GET'} ${r.path}`];
    if (!handler) throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
    return handler(r);
  });
  const site = buildSite({ capabilities: ['commercial-lotteries', 'viewing-orders', 'autoplay-manage', 'subscription-manage', 'combined-recurring-purchases', 'wallet-manage'] });
  const props = buildRemoteProps({ api: buildApi(request), site });
  render(
    <MemoryRouter initialEntries={['/my-account/recurring-purchases']}>
      <Routes>
        <Route path="/my-account/recurring-purchases/:page?" element={<CombinedPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
      </Routes>
    </MemoryRouter>,
  );
  return request;
}

const methods = (selected: 'wallet' | 'card', cardDisabled: boolean) => ({
  availableRecurringPurchaseMethods: [
    { recurringPurchaseMethodKey: 'wallet', disabled: false },
    { recurringPurchaseMethodKey: 'card', disabled: cardDisabled },
  ],
  selectedRecurringPurchaseMethodKey: selected,
});

describe('recurring purchases page', () => {
  it('lists every kind with its status, linking an autoplay to its ticket page and a pre-order to its own page', async () => {
    renderPage({
      'GET /recurring_purchases': () => ({
        recurringPurchases: [
          { autoplayId: 'a1', kind: 'autoplay', productOfferKey: 'thursday-starburst', description: 'Thursday Starburst', status: 'recurring_status_timed_pause', lastAttemptStatus: 'purchased' },
          { autoplayId: 'b2', kind: 'scheduled', productOfferKey: 'dream-home-raffle', description: 'Dream Home Raffle', status: 'active', lastAttemptStatus: null },
        ],
        pageInfo: { limit: 10, offset: 0, total: 2 },
      }),
      'GET /payment_resolutions': () => ({ paymentResolutions: [] }),
      'GET /customer/recurring-purchase-method': () => methods('wallet', true),
    });
    const autoplay = await screen.findByRole('row', { name: /Thursday Starburst/ });
    expect(within(autoplay).getByText('Paused')).toBeTruthy();
    expect(within(autoplay).getByRole('link', { name: 'Thursday Starburst' }).getAttribute('href')).toBe('/my-account/autoplay/ticket/a1');
    const preOrder = screen.getByRole('row', { name: /Dream Home Raffle/ });
    expect(within(preOrder).getByText('Pre-order')).toBeTruthy();
    expect(within(preOrder).getByRole('link', { name: 'Dream Home Raffle' }).getAttribute('href')).toBe('/my-account/scheduled-purchases/b2');
  });

  it('chooses where recurring purchases are paid from; the card waits for a card', async () => {
    const request = renderPage({
      'GET /recurring_purchases': () => ({ recurringPurchases: [], pageInfo: { limit: 10, offset: 0, total: 0 } }),
      'GET /payment_resolutions': () => ({ paymentResolutions: [] }),
      'GET /customer/recurring-purchase-method': () => methods('wallet', false),
      'POST /customer/recurring-purchase-method': () => methods('card', false),
    });
    const group = await screen.findByRole('group', { name: 'Pay recurring purchases from' });
    expect((within(group).getByRole('radio', { name: 'My wallet balance' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: /My default card/ }));
    expect(await within(group).findByText(/^Saved: recurring purchases are paid from my default card/)).toBeTruthy();
    const post = request.mock.calls.map(([r]) => r as ApiRequest).find((r) => r.method === 'POST')!;
    expect(post.query).toEqual({ recurring_purchase_method: 'card' });
  });
});
