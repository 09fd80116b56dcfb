import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildCart, buildCartItem } from '@drawfront/shared/cart/build-cart';
import { createCartClient } from '@drawfront/shared/cart/cart-client';
import { memoryCookieJar } from '@drawfront/shared/cart/cookie-jar';
import { CAPABILITIES } from '@drawfront/shared/contract/capabilities';
import type { GameTypeKey, ProductOffer } from '@drawfront/shared/contract/catalogue';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { AppRoutes } from './app';
import { buildGameOffer, buildOffer, buildOffersResponse, buildPrices } from '../testing/build-offer';

const NOW = new Date('2030-01-01T00:00:00.000Z');
const syndicate = buildOffer({
  key: 'big-syndicate',
  name: 'Big Syndicate',
  type: 'syndicate_share',
  size: 50,
  tickets: 100,
  gameTypes: [{ key: 'syndicate', gameOffers: [buildGameOffer({ key: 'big-share', minGames: 1, maxGames: 3, defaultGames: 1, numberSets: [], prices: buildPrices(1, 3, 2500), drawOptions: [1] })] }],
});
const lotteryWith = (type: GameTypeKey) => buildOffer({ key: 'oz-lotto', name: 'Oz Lotto', gameTypes: [{ key: type, gameOffers: [buildGameOffer()] }] });

function renderAt(path: string, offers: ProductOffer[]) {
  const request = jest.fn(async (r: ApiRequest) => {
    if (r.path === '/pricing/default/product_offers') return buildOffersResponse(offers);
    if (r.method === 'POST' && r.path === '/anon-cart') return buildCart({ cartReference: 'tok_1' });
    if (r.method === 'POST' && r.path === '/anon-cart/tok_1/items') return buildCart({ cartReference: 'tok_1', cartItems: [buildCartItem()] });
    throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
  });
  const navigate = jest.fn();
  const base = buildRemoteProps({ api: buildApi(request), navigate, site: buildSite({ capabilities: [...CAPABILITIES] }) });
  const props = { ...base, cartClient: createCartClient({ api: base.api, cartStore: base.cart, sessionStore: base.session, cookies: memoryCookieJar(), bus: base.bus }) };
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes {...props} clock={() => NOW} />
    </MemoryRouter>,
  );
  return { request, navigate };
}

describe('syndicate play page', () => {
  it('opens on the plain product path, prices shares at cost per share × shares and adds a share line', async () => {
    const { request, navigate } = renderAt('/big-syndicate', [syndicate]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Big Syndicate' })).toBeTruthy();
    expect(screen.getByText(/plays 100 tickets in each draw, shared 50 ways/)).toBeTruthy();
    expect(screen.getByText('$25.00 a share')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a share' }));
    expect(screen.getByText('Price').parentElement?.textContent).toContain('$50.00');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart'));
    const add = request.mock.calls.map(([r]) => r).find((r) => r.path === '/anon-cart/tok_1/items');
    expect(add?.body).toEqual({ lottery: 'big-syndicate', gameType: 'syndicate', gameOffer: 'big-share', numDraws: 1, games: [], quickpick: true, syndicate: { numShares: 2 } });
  });

  it('answers the /syndicates suffix too', async () => {
    renderAt('/big-syndicate/syndicates', [syndicate]);
    expect(await screen.findByRole('group', { name: 'Number of shares' })).toBeTruthy();
  });

  it('links subscriptions and Lotto Party game types to their own flows', async () => {
    renderAt('/oz-lotto/subscriptions', [lotteryWith('deferred')]);
    expect((await screen.findByRole('link', { name: 'Set up a subscription' })).getAttribute('href')).toBe('/oz-lotto/subscription');
  });

  it('links the lotto_party game type to Lotto Party', async () => {
    renderAt('/oz-lotto/lotto-party', [lotteryWith('lotto_party')]);
    expect((await screen.findByRole('link', { name: 'Go to Lotto Party' })).getAttribute('href')).toBe('/lotto-party');
  });
});
