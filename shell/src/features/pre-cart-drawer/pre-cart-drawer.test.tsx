import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildCart, buildCartItem } from '@drawfront/shared/cart/build-cart';
import type { PlacementItem } from '@drawfront/shared/contract/placement';
import { buildApi } from '@drawfront/shared/testing/build-remote-props';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import { buildShellContext, renderAt } from '../../testing/test-context';
import { PreCartDrawer } from './pre-cart-drawer';
import type { ItemAdded } from './use-pre-cart-drawer';

const ADDED: ItemAdded = {
  type: 'cart/item-added',
  description: 'Saturday Super Draw',
  lineTotal: { amount: 300, currency: 'AUD' },
  cartTotal: { amount: 300, currency: 'AUD' },
  cartPath: '/cart?utm_source=mail',
  cartLines: [{ lotteryKey: 'saturday-super-draw', drawNo: 4401 }],
};

function placement(offerKey: string, drawNo: number): PlacementItem {
  return {
    offerKey,
    offerName: offerKey === 'thursday-starburst' ? 'Thursday Starburst' : 'Friday Windfall',
    offerUrl: offerKey,
    drawNo,
    drawDate: '2030-01-03T09:30:00.000Z',
    jackpot: { amount: 2_000_000_000, currency: 'AUD' },
    jackpotSuffix: null,
    gameOffer: `${offerKey}-standard`,
    numberSets: [{ key: 'numbers', label: 'Numbers', count: 7, min: 1, max: 35 }],
    games: 2,
    price: { amount: 280, currency: 'AUD' },
  };
}

function renderDrawer(answer: (request: ApiRequest) => unknown) {
  const request = jest.fn(async (r: ApiRequest) => answer(r));
  const context = buildShellContext({ api: buildApi(request), capabilities: ['pre-cart-recommended-draws'] });
  const onClose = jest.fn();
  renderAt(<PreCartDrawer context={context} added={ADDED} onClose={onClose} now={() => new Date('2030-01-01T00:00:00.000Z')} />);
  return { request, onClose };
}

describe('PreCartDrawer', () => {
  it('shows the line just added, the cart total and the way to the cart, focused as a modal dialog', async () => {
    renderDrawer(() => ({ placements: [] }));
    const dialog = screen.getByRole('dialog', { name: 'Added to your cart' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(dialog.textContent).toContain('Saturday Super Draw');
    expect(within(dialog).getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/cart?utm_source=mail');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'You might also like' })).toBeNull());
  });

  it("asks placement for the cart's draws and adds a recommended draw as quick picks in one click, updating the total", async () => {
    const { request } = renderDrawer((r) => {
      if (r.service === 'placement') return { placements: [placement('thursday-starburst', 1601), placement('friday-windfall', 900)] };
      if (r.method === 'POST' && r.path === '/anon-cart') return buildCart({ cartReference: 'tok_1' });
      if (r.method === 'POST') return buildCart({ cartReference: 'tok_1', cartItems: [buildCartItem(), buildCartItem()], cartTotal: { amount: 580, currency: 'AUD' } });
      throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
    });
    const add = await screen.findByRole('button', { name: /Add 2 quick picks, \$2\.80 for Thursday Starburst draw 1601/ });
    const placementCall = request.mock.calls.find(([call]) => call.service === 'placement')![0];
    expect(placementCall.query).toEqual({ lottery_key: ['saturday-super-draw'], draw_number: [4401] });
    fireEvent.click(add);
    expect(await screen.findByText('Thursday Starburst draw 1601 was added to your cart.')).toBeTruthy();
    const body = request.mock.calls.find(([call]) => call.method === 'POST' && call.path.endsWith('/items'))![0].body as { lottery: string; firstDrawNo: number; games: unknown[]; quickpick: boolean };
    expect(body).toMatchObject({ lottery: 'thursday-starburst', firstDrawNo: 1601, quickpick: true });
    expect(body.games).toHaveLength(2);
    expect(screen.getByText('$5.80')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Thursday Starburst draw 1601/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Friday Windfall draw 900/ })).toBeTruthy();
  });

  it('shows no recommendations when placement fails, and closes with Keep playing', async () => {
    const { request, onClose } = renderDrawer(() => {
      throw new ApiError({ status: 503, code: null, message: 'down', errors: {}, result: null, reported: false, context: 'placement' });
    });
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'You might also like' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    expect(onClose).toHaveBeenCalled();
  });
});
