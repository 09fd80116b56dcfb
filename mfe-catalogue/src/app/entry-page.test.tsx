import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildCart, buildCartItem } from '@drawfront/shared/cart/build-cart';
import { createCartClient } from '@drawfront/shared/cart/cart-client';
import { memoryCookieJar } from '@drawfront/shared/cart/cookie-jar';
import type { GameType, ProductOffer } from '@drawfront/shared/contract/catalogue';
import { buildApi, buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { AppRoutes } from './app';
import { buildDraw, buildGameOffer, buildNumbersSet, buildOffer, buildOffersResponse, buildPowerballSet } from '../testing/build-offer';

const NOW = new Date('2030-01-01T00:00:00.000Z');

function renderAt(path: string, offers: ProductOffer[]) {
  const request = jest.fn(async (r: ApiRequest) => {
    if (r.path === '/pricing/default/product_offers') return buildOffersResponse(offers);
    if (r.method === 'POST' && r.path === '/anon-cart') return buildCart({ cartReference: 'tok_1' });
    if (r.method === 'POST' && r.path === '/anon-cart/tok_1/items') return buildCart({ cartReference: 'tok_1', cartItems: [buildCartItem()] });
    throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
  });
  const navigate = jest.fn();
  const base = buildRemoteProps({ api: buildApi(request), navigate });
  const props = { ...base, cartClient: createCartClient({ api: base.api, cartStore: base.cart, sessionStore: base.session, cookies: memoryCookieJar(), bus: base.bus }) };
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes {...props} clock={() => NOW} random={() => 0} />
    </MemoryRouter>,
  );
  const addBodies = () => request.mock.calls.map(([r]) => r).filter((r) => r.method === 'POST' && r.path.endsWith('/items')).map((r) => r.body);
  return { navigate, addBodies };
}

const perGame = (cents: number) => [{ games: 1, price: cents }];
const saturday = buildOffer({
  key: 'saturday',
  name: 'Saturday Lotto',
  url: 'saturday',
  draws: [buildDraw({ drawNo: 4401 })],
  gameTypes: [
    { key: 'standard', gameOffers: [buildGameOffer({ key: 'sat-standard' })] },
    { key: 'reduced_system', gameOffers: [buildGameOffer({ key: 'sat-systems', minGames: 1, maxGames: 4, defaultGames: 1, prices: perGame(75), systemSizes: [7, 8, 9, 10] })] },
  ] satisfies GameType[],
});
const thursday = buildOffer({
  key: 'thursday',
  name: 'Thursday Powerball',
  url: 'thursday',
  gameTypes: [
    { key: 'standard', gameOffers: [buildGameOffer({ key: 'thu-standard', numberSets: [buildNumbersSet(7, 35), buildPowerballSet(20)] })] },
    { key: 'powerhit', gameOffers: [buildGameOffer({ key: 'thu-powerhit', minGames: 1, maxGames: 4, defaultGames: 1, numberSets: [buildNumbersSet(7, 35), buildPowerballSet(20)], prices: perGame(140) })] },
  ],
});
const strike = buildOffer({
  key: 'strike',
  name: 'Lucky Strike',
  url: 'strike',
  gameTypes: [{ key: 'strike_boxed', gameOffers: [buildGameOffer({ key: 'strike-boxed', minGames: 1, maxGames: 10, defaultGames: 1, numberSets: [buildNumbersSet(4, 40)], prices: perGame(100) })] }],
});

describe('entry pages', () => {
  it('builds a System 8: 8 numbers covering 28 games at the one-game price, added without a price', async () => {
    const { addBodies, navigate } = renderAt('/saturday/systems', [saturday]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Saturday Lotto: Systems' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'System 8' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Add to cart' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Price from').parentElement!.textContent).toContain('$21.00');
    fireEvent.click(screen.getByRole('button', { name: 'Quick pick Entry 1' }));
    expect(screen.getByText('Price').parentElement!.textContent).toContain('1 entry covering 28 games × 1 draw');
    const ways = screen.getByRole('navigation', { name: 'Ways to play' });
    expect(within(ways).getByRole('link', { name: 'Systems' }).getAttribute('aria-current')).toBe('page');
    expect(within(ways).getByRole('link', { name: 'Standard' }).getAttribute('href')).toBe('/saturday');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart'));
    expect(addBodies()).toEqual([{ lottery: 'saturday', gameType: 'reduced_system', gameOffer: 'sat-systems', numDraws: 1, games: [{ numbers: [1, 2, 3, 4, 5, 6, 7, 8] }], quickpick: true }]);
  });

  it('keeps a systems draft (its system size and numbers) through a reload, until the line is in the cart', async () => {
    renderAt('/saturday/systems', [saturday]);
    fireEvent.click(await screen.findByRole('radio', { name: 'System 9' }));
    fireEvent.click(screen.getByRole('button', { name: 'Quick pick Entry 1' }));
    cleanup();

    const { navigate } = renderAt('/saturday/systems', [saturday]);
    expect(await screen.findByRole('radio', { name: 'System 9' })).toHaveProperty('checked', true);
    expect(screen.getByText('Price').parentElement!.textContent).toContain('1 entry covering 84 games × 1 draw');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart'));
    cleanup();

    renderAt('/saturday/systems', [saturday]);
    expect(await screen.findByRole('radio', { name: 'System 8' })).toHaveProperty('checked', true);
    expect(screen.getByText('Price from')).toBeTruthy();
  });

  it('a PowerHit shows no Powerball grid and covers 20 games', async () => {
    renderAt('/thursday/powerhit', [thursday]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thursday Powerball: PowerHit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Powerball 1' })).toBeNull();
    for (const n of [1, 2, 3, 4, 5, 6, 7]) fireEvent.click(screen.getByRole('button', { name: `Number ${n}` }));
    expect(screen.getByRole('button', { name: 'Number 8' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Price').parentElement!.textContent).toMatch(/\$28\.00.*covering 20 games/);
  });

  it('links the standard play page to the offer\'s other ways to play, under its heading', async () => {
    renderAt('/saturday', [saturday]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Saturday Lotto' })).toBeTruthy();
    const ways = screen.getByRole('navigation', { name: 'Ways to play' });
    expect(within(ways).getByRole('link', { name: 'Standard' }).getAttribute('aria-current')).toBe('page');
    expect(within(ways).getByRole('link', { name: 'Systems' }).getAttribute('href')).toBe('/saturday/systems');
  });

  it('plays a lottery without standard games on its plain path, its one way to play', async () => {
    renderAt('/strike', [strike]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucky Strike: Boxed' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Ways to play' })).toBeNull();
  });
});
