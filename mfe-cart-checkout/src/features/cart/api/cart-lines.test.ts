import { buildCart, buildCartItem } from '@drawfront/shared/cart/build-cart';
import { createEventBus } from '@drawfront/shared/bus/event-bus';
import type { DrawfrontEvent } from '@drawfront/shared/bus/events';
import { createCartStore } from '@drawfront/shared/stores/cart-store';
import { fakeApi } from '../../../test/fake-api';
import { createCartLines } from './cart-lines';

function setup(answers: Record<string, unknown>) {
  let clock = 1_000;
  const api = fakeApi(answers);
  const cartStore = createCartStore('AUD');
  const bus = createEventBus({ validate: true });
  const events: DrawfrontEvent[] = [];
  bus.events$.subscribe((event) => events.push(event));
  const lines = createCartLines({ api, cartStore, bus, now: () => clock });
  return { api, cartStore, events, lines, tick: (ms: number) => (clock += ms) };
}

describe('createCartLines', () => {
  const cart = buildCart({ cartReference: 'tok', cartItems: [buildCartItem()], cartTotal: { amount: 300, currency: 'AUD' } });

  it('changes and removes customer lines at /cart/items/{id} and publishes the cart', async () => {
    const { api, cartStore, events, lines } = setup({ 'PUT /cart/items/a%2Fb': cart, 'DELETE /cart/items/x': buildCart() });
    await lines.changeLine({ kind: 'customer' }, 'a/b', { numDraws: 2 });
    expect(cartStore.get()).toEqual({ itemCount: 1, total: { amount: 300, currency: 'AUD' }, anonymousToken: null });
    await lines.removeLine({ kind: 'customer' }, 'x');
    expect(events).toEqual([
      { type: 'cart/changed', itemCount: 1, total: { amount: 300, currency: 'AUD' } },
      { type: 'cart/changed', itemCount: 0, total: { amount: 0, currency: 'AUD' } },
    ]);
    expect(api.calls.map((call) => call.version)).toEqual(['3.3', '3.3']);
  });

  it('uses the anonymous cart of a visitor and keeps its token in the store', async () => {
    const { api, cartStore, lines } = setup({ 'PUT /anon-cart/tok/items/line-1': cart });
    await lines.changeLine({ kind: 'visitor', token: 'tok' }, 'line-1', { numDraws: 4 });
    expect(api.calls[0]).toMatchObject({ body: { numDraws: 4 } });
    expect(cartStore.get().anonymousToken).toBe('tok');
  });

  it('shares builds within 500 ms unless a line changed or a fresh build is asked for', async () => {
    const { api, lines, tick } = setup({ 'POST /cart/build': cart, 'PUT /cart/items/line-1': cart });
    const owner = { kind: 'customer' } as const;
    await lines.build(owner);
    tick(499);
    await lines.build(owner);
    expect(api.routes()).toEqual(['POST /cart/build']);
    await lines.build(owner, { fresh: true });
    await lines.changeLine(owner, 'line-1', { numDraws: 2 });
    await lines.build(owner);
    tick(500);
    await lines.build(owner);
    expect(api.routes().filter((route) => route === 'POST /cart/build')).toHaveLength(4);
  });
});
