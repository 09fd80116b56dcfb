import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildCart, buildCartItem } from '@drawfront/shared/cart/build-cart';
import { createCartClient } from '@drawfront/shared/cart/cart-client';
import { memoryCookieJar } from '@drawfront/shared/cart/cookie-jar';
import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import { buildApi, buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { AppRoutes } from './app';
import { buildDraw, buildGameOffer, buildNumbersSet, buildOffer, buildOffersResponse, buildPlayableOffer, buildPowerballSet } from '../testing/build-offer';

// Tuesday 1 January 2030, 11:00 in Sydney.
const NOW = new Date('2030-01-01T00:00:00.000Z');
// Always the lowest numbers, so quick picks are predictable: 1–6 and Powerball 1.
const lowest = () => 0;

interface Setup {
  path?: string;
  addItem?: (request: ApiRequest) => unknown;
}

function renderPlay(offers: ProductOffer[], { path = '/oz-lotto', addItem }: Setup = {}) {
  const request = jest.fn(async (r: ApiRequest) => {
    if (r.path === '/pricing/default/product_offers') return buildOffersResponse(offers);
    if (r.method === 'POST' && r.path === '/anon-cart') return buildCart({ cartReference: 'tok_1' });
    if (r.method === 'POST' && r.path === '/anon-cart/tok_1/items') {
      return addItem ? addItem(r) : buildCart({ cartReference: 'tok_1', cartItems: [buildCartItem()], cartTotal: { amount: 1350, currency: 'AUD' } });
    }
    throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
  });
  const navigate = jest.fn();
  const notify = jest.fn();
  const base = buildRemoteProps({ api: buildApi(request), navigate, notify });
  const cookies = memoryCookieJar();
  // The shell's one cart client comes in the mount props; here it runs on memory cookies the test can read.
  const props = { ...base, cartClient: createCartClient({ api: base.api, cartStore: base.cart, sessionStore: base.session, cookies, bus: base.bus }) };
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes {...props} clock={() => NOW} random={lowest} />
    </MemoryRouter>,
  );
  const addCalls = () => request.mock.calls.map(([r]) => r).filter((r) => r.method === 'POST' && r.path.endsWith('/items'));
  return { request, navigate, notify, props, cookies, addCalls };
}

const ozLotto = (gameOffer: Parameters<typeof buildPlayableOffer>[0] = {}, overrides: Partial<ProductOffer> = {}) =>
  buildPlayableOffer({ key: 'oz-standard', ...gameOffer }, { key: 'oz_lotto', name: 'Oz Lotto', url: 'oz-lotto', ...overrides });

const addButton = () => screen.getByRole('button', { name: 'Add to cart' });
const price = () => screen.getByText(/^(Price|Price from)$/).parentElement?.textContent ?? '';
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('play page', () => {
  it('shows the offer as the one h1 and page title, its first draw and jackpot, and 18 games', async () => {
    renderPlay([ozLotto({}, { draws: [buildDraw({ drawNo: 4401, prizePool: { amount: 3_000_000_000, currency: 'AUD' } })] })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Oz Lotto' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Oz Lotto | Demo Lotto');
    expect(screen.getByText('This Thursday').getAttribute('datetime')).toBe('2030-01-03T09:30:00.000Z');
    expect(screen.getByText(/draw 4401/)).toBeTruthy();
    expect(screen.getByText('$30 Million')).toBeTruthy();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(18);
    expect(screen.getByText('0 of 18 games complete')).toBeTruthy();
  });

  it('toggles numbers, announces the count and marks the rest unavailable once the set is full', async () => {
    renderPlay([ozLotto()]);
    const seven = await screen.findByRole('button', { name: 'Number 7' });
    expect(seven.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(seven);
    expect(seven.getAttribute('aria-pressed')).toBe('true');
    const count = screen.getByText('1 of 6 chosen');
    expect(count.getAttribute('aria-live')).toBe('polite');
    for (const n of [1, 2, 3, 4, 5]) click(`Number ${n}`);
    expect(screen.getByText('6 of 6 chosen')).toBeTruthy();
    // Unavailable numbers stay focusable (aria-disabled, not disabled) so arrowing onto one announces why.
    const eight = screen.getByRole('button', { name: 'Number 8' });
    expect(eight.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(eight);
    expect(eight.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('6 of 6 chosen')).toBeTruthy();
    expect(seven.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(seven);
    expect(screen.getByText('5 of 6 chosen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Number 8' }).hasAttribute('aria-disabled')).toBe(false);
  });

  it('has a Powerball grid when the game has one', async () => {
    renderPlay([ozLotto({ numberSets: [buildNumbersSet(7, 35), buildPowerballSet(20)] })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Powerball 3' }));
    expect(screen.getByRole('button', { name: 'Powerball 3' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Powerball 4' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('group', { name: 'Powerball: pick 1' })).toBeTruthy();
  });

  it('completes a game with quick pick and clears it again', async () => {
    renderPlay([ozLotto()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Quick pick Game 1' }));
    expect(screen.getByText('1 of 18 games complete')).toBeTruthy();
    expect(screen.getByText('6 of 6 chosen')).toBeTruthy();
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('1 2 3 4 5 6')).toBeTruthy();
    click('Clear Game 1');
    expect(screen.getByText('0 of 18 games complete')).toBeTruthy();
  });

  it('edits one game at a time from the list and moves focus to it', async () => {
    renderPlay([ozLotto()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Game 5' }));
    const heading = screen.getByRole('heading', { level: 3, name: 'Game 5' });
    expect(document.activeElement).toBe(heading);
    click('Number 9');
    expect(within(screen.getAllByRole('listitem')[4]!).getByText('9')).toBeTruthy();
    expect(screen.getAllByRole('listitem')[4]!.getAttribute('aria-current')).toBe('true');
  });

  it('adds games up to maxGames and removes them down to minGames', async () => {
    renderPlay([ozLotto({ minGames: 2, maxGames: 4, defaultGames: 3, prices: [] })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a game' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Add a game' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('heading', { level: 3, name: 'Game 4' })).toBeTruthy();
    click('Remove Game 1');
    click('Remove Game 1');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getByText('Price unavailable')).toBeTruthy();
  });

  it('updates the price live with complete games and draws', async () => {
    renderPlay([ozLotto()]);
    await screen.findByRole('heading', { level: 1, name: 'Oz Lotto' });
    // 75c a game: below 4 complete games the 4-game price shows as "from".
    expect(price()).toContain('Price from $3.00');
    click('Quick pick all');
    expect(price()).toContain('Price $13.50');
    expect(price()).toContain('18 games × 1 draw');
    fireEvent.click(screen.getByRole('radio', { name: '4 draws' }));
    expect(price()).toContain('$54.00');
    click('Remove Game 18');
    expect(price()).toContain('$51.00');
    expect(screen.getByText('$51.00').closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
  });

  it('explains why "Add to cart" is disabled: not enough games, then the day, then the cause', async () => {
    const addItem = jest.fn();
    const causes = [{ key: 'kids_hospital', urlSlug: 'kids-hospital', name: 'Kids Hospital Fund', description: '' }];
    renderPlay([
      ozLotto(
        { days: [{ key: 'monday', label: 'Monday' }, { key: 'wednesday', label: 'Wednesday' }] },
        { causes },
      ),
    ], { addItem });
    await screen.findByRole('heading', { level: 1, name: 'Oz Lotto' });
    expect(addButton().getAttribute('aria-disabled')).toBe('true');
    // Blocked, the button stays focusable and a press adds nothing.
    addButton().focus();
    expect(document.activeElement).toBe(addButton());
    fireEvent.click(addButton());
    expect(addItem).not.toHaveBeenCalled();
    expect(screen.getByText('Complete at least 4 games')).toBeTruthy();
    expect(document.getElementById(addButton().getAttribute('aria-describedby') ?? '')?.textContent).toBe('Complete at least 4 games');
    click('Quick pick Game 1');
    for (const game of [2, 3]) {
      click(`Edit Game ${game}`);
      click(`Quick pick Game ${game}`);
    }
    expect(screen.getByText('Complete at least 4 games')).toBeTruthy();
    click('Edit Game 4');
    click('Quick pick Game 4');
    expect(screen.getByText('Choose a draw day')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Wednesday' }));
    expect(screen.getByText('Choose a cause to support')).toBeTruthy();
    expect(addButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(screen.getByRole('combobox', { name: 'Cause to support' }), { target: { value: 'kids_hospital' } });
    expect(addButton().hasAttribute('aria-disabled')).toBe(false);
    expect(addButton().getAttribute('aria-describedby')).toBeNull();
  });

  it('keeps the picks through a reload of the page, and starts afresh once the ticket is in the cart', async () => {
    const offer = ozLotto({ minGames: 1, defaultGames: 2 });
    const first = renderPlay([offer]);
    fireEvent.click(await screen.findByRole('button', { name: 'Quick pick Game 1' }));
    fireEvent.click(screen.getByRole('radio', { name: '2 draws' }));
    cleanup();

    const reloaded = renderPlay([offer]);
    expect(await screen.findByText('1 of 2 games complete')).toBeTruthy();
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('1 2 3 4 5 6')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '2 draws' }) as HTMLInputElement).checked).toBe(true);
    click('Add to cart');
    await waitFor(() => expect(reloaded.navigate).toHaveBeenCalledWith('/cart'));
    expect(screen.getByText('0 of 2 games complete')).toBeTruthy();
    expect(first.addCalls()).toHaveLength(0);
    cleanup();

    renderPlay([offer]);
    expect(await screen.findByText('0 of 2 games complete')).toBeTruthy();
  });

  it('adds the ticket without a price and goes to /cart keeping the utm parameters', async () => {
    const offer = ozLotto({ minGames: 1, defaultGames: 2, numberSets: [buildNumbersSet(6, 45), buildPowerballSet(20)] }, {
      draws: [buildDraw({ drawNo: 4401 }), buildDraw({ drawNo: 4402, stop: '2030-01-10T08:00:00.000Z', drawDate: '2030-01-10T09:30:00.000Z' })],
    });
    const { addCalls, navigate, props, cookies } = renderPlay([offer], { path: '/oz-lotto?firstDrawNo=4402&aff=partner_7&utm_source=mail&utm_campaign=spring' });
    fireEvent.click(await screen.findByRole('button', { name: 'Quick pick Game 1' }));
    fireEvent.click(screen.getByRole('radio', { name: '2 draws' }));
    expect(screen.getByText('Next Thursday')).toBeTruthy();
    click('Add to cart');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart?utm_campaign=spring&utm_source=mail'));
    expect(addCalls()).toHaveLength(1);
    expect(addCalls()[0]).toMatchObject({ version: '3.3' });
    expect(addCalls()[0]?.body).toEqual({
      lottery: 'oz_lotto',
      gameType: 'standard',
      gameOffer: 'oz-standard',
      numDraws: 2,
      firstDrawNo: 4402,
      games: [{ numbers: [1, 2, 3, 4, 5, 6], powerball: [1] }],
      quickpick: true,
      affiliateCode: 'partner_7',
    });
    expect(props.cart.get()).toMatchObject({ itemCount: 1, anonymousToken: 'tok_1' });
    expect(cookies.get('df_aff')).toBeNull();
  });

  it("shows the API's 'this' message in an alert and a notification when the add is refused", async () => {
    const refused = new ApiError({
      status: 422,
      message: 'Validation failed',
      code: 'invalid',
      errors: { this: ['Sales for draw 4401 have closed'] },
      result: null,
      reported: false,
      context: 'POST /anon-cart/tok_1/items answered 422',
    });
    const { navigate, notify } = renderPlay([ozLotto({ minGames: 1 })], {
      addItem: () => {
        throw refused;
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Quick pick Game 1' }));
    await act(async () => click('Add to cart'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Sales for draw 4401 have closed')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith({ title: "We couldn't add your ticket", message: 'Sales for draw 4401 have closed', level: 'error', startedAt: expect.any(Number) });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows the catalogue's not-found page for an unknown offer", async () => {
    renderPlay([ozLotto()], { path: '/no-such-lotto' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
  });

  it('says a way to play is not available for an unknown or unsupported game-type suffix', async () => {
    renderPlay([ozLotto()], { path: '/oz-lotto/systems' });
    expect(await screen.findByText("This way to play isn't available for this lottery.")).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Oz Lotto' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play Oz Lotto with your own numbers' }).getAttribute('href')).toBe('/oz-lotto');
  });

  it('accepts "standard" as the standard game suffix', async () => {
    renderPlay([ozLotto()], { path: '/oz-lotto/standard' });
    expect(await screen.findByRole('button', { name: 'Number 1' })).toBeTruthy();
  });

  it('rejects a made-up suffix', async () => {
    renderPlay([ozLotto()], { path: '/oz-lotto/bingo' });
    expect(await screen.findByText("This way to play isn't available for this lottery.")).toBeTruthy();
  });

  it('is reached from "Play now" on the home page', async () => {
    renderPlay([ozLotto(), buildOffer({ name: 'Surf Raffle', type: 'raffle_ticket' })], { path: '/' });
    fireEvent.click(await screen.findByRole('link', { name: 'Play now Oz Lotto' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oz Lotto' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Number 45' })).toBeTruthy();
  });

  it('sells tickets by count for an offer with no numbers to pick (raffle tickets)', async () => {
    const raffle = buildPlayableOffer(
      { key: 'dream-home-tickets', minGames: 1, maxGames: 3, defaultGames: 2, numberSets: [], drawOptions: [1], prices: [{ games: 1, price: 1000 }, { games: 2, price: 2000 }, { games: 3, price: 3000 }] },
      { key: 'dream_home', name: 'Dream Home Raffle', url: 'oz-lotto', type: 'raffle_ticket' },
    );
    const { addCalls } = renderPlay([raffle]);
    expect(await screen.findByRole('group', { name: 'Number of tickets' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(price()).toContain('Price $20.00');
    expect(price()).toContain('2 tickets × 1 draw');
    click('Add a ticket');
    expect(price()).toContain('$30.00');
    expect(screen.getByRole('button', { name: 'Add a ticket' }).hasAttribute('disabled')).toBe(true);
    click('Remove a ticket');
    click('Remove a ticket');
    expect(screen.getByRole('button', { name: 'Remove a ticket' }).hasAttribute('disabled')).toBe(true);
    click('Add to cart');
    await waitFor(() => expect(addCalls()).toHaveLength(1));
    expect(addCalls()[0]?.body).toMatchObject({ lottery: 'dream_home', numDraws: 1, games: [{}] });
  });

  it('keeps the game offer builder in step with the seed defaults', () => {
    expect(buildGameOffer().defaultGames).toBe(18);
  });
});
