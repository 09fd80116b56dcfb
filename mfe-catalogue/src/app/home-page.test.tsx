import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import { QueryClientProvider } from '@drawfront/shared/data/data-context';
import { createQueryClient } from '@drawfront/shared/data/query-client';
import type { QueryClient } from '@drawfront/shared/data/query-client';
import { freshMsFor } from '@drawfront/shared/data/query-defaults';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { AppRoutes } from './app';
import { buildDraw, buildOffer, buildOffersResponse } from '../testing/build-offer';

// Tuesday 1 January 2030, 11:00 in Sydney.
const NOW = new Date('2030-01-01T00:00:00.000Z');

function renderHome(request: jest.Mock, site = buildSite(), queries?: QueryClient) {
  const props = buildRemoteProps({ api: buildApi(request), site });
  render(
    <MemoryRouter initialEntries={['/']}>
      <QueryClientProvider client={queries}>
        <AppRoutes {...props} clock={() => NOW} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return props;
}

const answering = (offers: ProductOffer[]) => jest.fn().mockResolvedValue(buildOffersResponse(offers));

describe('catalogue home page', () => {
  it('invites a lottery site to pick numbers, and a raffle-only site, where tickets come numbered, to support the cause', async () => {
    renderHome(answering([buildOffer({ name: 'Oz Lotto' })]));
    expect(await screen.findByText('Choose a draw, pick your numbers and buy your tickets online.')).toBeTruthy();
    cleanup();
    renderHome(answering([buildOffer({ name: 'Hospital Raffle' })]), buildSite({ capabilities: ['charity-lotteries'] }));
    expect(await screen.findByText('Choose a draw, buy your tickets online and support the cause.')).toBeTruthy();
    expect(screen.queryByText(/pick your numbers/)).toBeNull();
  });

  it('asks for the default pricing offers with version 3.9 and the product-offer cache time', async () => {
    const request = answering([buildOffer({ name: 'Oz Lotto' })]);
    const queries = createQueryClient();
    renderHome(request, buildSite(), queries);
    await screen.findByRole('heading', { name: 'Oz Lotto' });
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[0]).toMatchObject<Partial<ApiRequest>>({
      path: '/pricing/default/product_offers',
      version: '3.9',
    });
    // Kept in the page's query cache under the offers' key (the shell's footer reads it too), fresh for 1,080,000 ms.
    expect(queries.get(['product-offers'])).toHaveLength(1);
    expect(freshMsFor(['product-offers'])).toBe(1_080_000);
  });

  it('shows each offer with its next draw jackpot text', async () => {
    renderHome(
      answering([
        buildOffer({ name: 'Oz Lotto', draws: [buildDraw({ prizePool: { amount: 3_045_000_000, currency: 'AUD' } })] }),
        buildOffer({
          name: 'Surf Raffle',
          type: 'raffle_ticket',
          draws: [buildDraw({ prizePool: { amount: 50_000_000, currency: 'AUD' }, prizePoolSuffix: 'k' })],
        }),
        buildOffer({ name: 'Big Syndicate', type: 'syndicate_share', draws: [buildDraw({ prizePool: null, isPrizePoolUnknown: true })] }),
      ]),
    );
    const ozLotto = await screen.findByRole('article', { name: 'Oz Lotto' });
    expect(within(ozLotto).getByText('$30.4 Million')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Surf Raffle' })).getByText('Win $500k')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Big Syndicate' })).getByText('Announced soon')).toBeTruthy();
  });

  it('puts lotteries first, then raffles, then syndicates, whatever order the API sends', async () => {
    renderHome(
      answering([
        buildOffer({ name: 'Big Syndicate', type: 'syndicate_share' }),
        buildOffer({ name: 'Surf Raffle', type: 'raffle_ticket' }),
        buildOffer({ name: 'Oz Lotto', type: 'lottery_ticket' }),
      ]),
    );
    await screen.findByRole('heading', { name: 'Oz Lotto' });
    const shelves = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(shelves).toEqual(['Lotteries', 'Raffles', 'Syndicates']);
  });

  it('links "Play now" to the offer play page', async () => {
    renderHome(answering([buildOffer({ name: 'Oz Lotto', url: 'oz-lotto' })]));
    const link = await screen.findByRole('link', { name: 'Play now Oz Lotto' });
    expect(link.getAttribute('href')).toBe('/oz-lotto');
  });

  it('labels the next open draw by its day in Sydney time', async () => {
    renderHome(
      answering([
        buildOffer({
          name: 'Oz Lotto',
          draws: [
            // Sales for this one closed an hour ago, so it is not the next draw.
            buildDraw({ stop: '2029-12-31T23:00:00.000Z', drawDate: '2029-12-31T23:30:00.000Z' }),
            buildDraw({ stop: '2030-01-01T08:00:00.000Z', drawDate: '2030-01-01T08:30:00.000Z' }),
          ],
        }),
        buildOffer({ name: 'Powerball', draws: [buildDraw({ stop: '2030-01-02T08:00:00.000Z', drawDate: '2030-01-02T08:30:00.000Z' })] }),
      ]),
    );
    const ozLotto = await screen.findByRole('article', { name: 'Oz Lotto' });
    expect(within(ozLotto).getByText('Tonight').getAttribute('datetime')).toBe('2030-01-01T08:30:00.000Z');
    expect(within(screen.getByRole('article', { name: 'Powerball' })).getByText('Tomorrow')).toBeTruthy();
  });

  it("labels draws by the day on the site's own clock: a Perth site calls a 1 am Sydney draw tonight's", async () => {
    // 2030-01-01T14:00Z is 1:00 am on 2 January in Sydney and 10:00 pm on 1 January in Perth.
    const offers = () => answering([buildOffer({ name: 'Oz Lotto', draws: [buildDraw({ stop: '2030-01-01T13:30:00.000Z', drawDate: '2030-01-01T14:00:00.000Z' })] })]);
    renderHome(offers());
    expect(within(await screen.findByRole('article', { name: 'Oz Lotto' })).getByText('Tomorrow')).toBeTruthy();
    cleanup();
    renderHome(offers(), buildSite({ timeZone: 'Australia/Perth' }));
    expect(within(await screen.findByRole('article', { name: 'Oz Lotto' })).getByText('Tonight')).toBeTruthy();
  });

  it('leaves out unavailable and suspended offers', async () => {
    renderHome(
      answering([
        buildOffer({ name: 'Oz Lotto' }),
        buildOffer({ name: 'Old Lotto', availability: 'unavailable' }),
        buildOffer({ name: 'Paused Lotto', suspended: true }),
      ]),
    );
    await screen.findByRole('heading', { name: 'Oz Lotto' });
    expect(screen.queryByRole('heading', { name: 'Old Lotto' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Paused Lotto' })).toBeNull();
  });

  it('shows a loading skeleton until the offers arrive', async () => {
    let answer: (value: unknown) => void = () => undefined;
    renderHome(jest.fn(() => new Promise((resolve) => (answer = resolve))));
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading draws')).toBeTruthy();
    answer(buildOffersResponse([buildOffer({ name: 'Oz Lotto' })]));
    await screen.findByRole('heading', { name: 'Oz Lotto' });
    expect(screen.queryByText('Loading draws')).toBeNull();
  });

  it("shows the API's message when offers fail, and loads them again on retry", async () => {
    const request = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiError({ status: 503, message: 'Pricing service unavailable', code: null, errors: {}, result: null, reported: true, context: 'GET product_offers answered 503' }),
      )
      .mockResolvedValueOnce(buildOffersResponse([buildOffer({ name: 'Oz Lotto' })]));
    renderHome(request);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Pricing service unavailable')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Oz Lotto' });
    expect(request).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says no products are available when nothing is on sale', async () => {
    renderHome(answering([buildOffer({ suspended: true })]));
    expect(await screen.findByText('There are currently no products available, please check back later. Thank you for being patient.')).toBeTruthy();
  });

  it('has one h1 and sets the document title', async () => {
    renderHome(answering([buildOffer({ name: 'Oz Lotto' })]));
    await screen.findByRole('heading', { name: 'Oz Lotto' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Welcome to Demo Lotto']);
    expect(document.title).toBe('Play online | Demo Lotto');
  });
});
