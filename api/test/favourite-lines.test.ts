import { randomUUID } from 'node:crypto';
import type { Cart } from '@drawfront/shared/contract/cart';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { addToCart, newAnonCart, starburstLine } from './carts';
import { asCustomer, signUp } from './customers';
import { backends, setupApp } from './helper';
import { fund } from './money';

// Thursday Starburst takes 7 numbers from 1–35: "use my favourites" fills them with the 7 lowest saved favourites in range.
const SAVED = [4, 9, 15, 22, 28, 31, 33, 40];
const FAVOURITE_GAME = { numbers: [33, 4, 9, 15, 22, 28, 31], powerball: [5] };
const OTHER_GAME = { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [9] };

describe.each(backends())('favourite lines in the cart and on the receipt on %s', (backend) => {
  const t = setupApp(backend);
  const flags = (lines: { lotteryKey: string; favourite?: boolean; hasFavouriteNumbers?: boolean }[]) => lines.map(({ favourite, hasFavouriteNumbers }) => ({ favourite, hasFavouriteNumbers }));

  it("marks each line against the customer's saved favourite numbers, in the cart and on the receipt", async () => {
    const session = await signUp(t);
    const saved = await asCustomer(t, session.accessToken, { method: 'PUT', url: '/v2/favourite-numbers', payload: { numbers: SAVED } });
    expect(saved.statusCode).toBe(200);
    await addToCart(t, session.accessToken, starburstLine({ games: [FAVOURITE_GAME] }));
    await addToCart(t, session.accessToken, starburstLine({ games: [OTHER_GAME] }));
    const cart = await addToCart(t, session.accessToken, starburstLine({ games: [OTHER_GAME, FAVOURITE_GAME] }));
    const expected = [
      { favourite: true, hasFavouriteNumbers: true },
      { favourite: false, hasFavouriteNumbers: false },
      { favourite: false, hasFavouriteNumbers: true },
    ];
    expect(flags(cart.cartItems as { lotteryKey: string }[])).toEqual(expected);

    await fund(t, session.customer.customerId, 10_000);
    const bought = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() } });
    expect(bought.statusCode).toBe(201);
    const receipt = bought.json() as Receipt;
    expect(flags(receipt.lines)).toEqual(expected);
    expect(receipt.trackingData.products.map((product) => product.hasFavouriteNumbers)).toEqual([true, false, true]);
    // The stored receipt says the same later.
    const stored = await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/checkout/${receipt.checkoutId}`, headers: { 'X-Api-Version': '3.4' } });
    expect(stored.statusCode).toBe(200);
    const again = stored.json() as Receipt;
    expect(flags(again.lines)).toEqual(expected);
    // Several sign-ups, adds and a purchase: slower than the default 5 s on a busy machine.
  }, 30_000);

  it('marks no line for a customer without favourites, nor in a visitor cart', async () => {
    const session = await signUp(t);
    const cart = await addToCart(t, session.accessToken, starburstLine({ games: [FAVOURITE_GAME] }));
    expect(flags(cart.cartItems as { lotteryKey: string }[])).toEqual([{ favourite: false, hasFavouriteNumbers: false }]);

    const anon = await newAnonCart(t);
    const added = await t.inject({ method: 'POST', url: `/v2/anon-cart/${anon.cartReference}/items`, sign: 'drawfront', payload: starburstLine({ games: [FAVOURITE_GAME] }) });
    expect(added.statusCode).toBe(200);
    expect(flags((added.json() as Cart).cartItems as { lotteryKey: string }[])).toEqual([{ favourite: false, hasFavouriteNumbers: false }]);
  });

  it('follows a change of favourites in the cart', async () => {
    const session = await signUp(t);
    await addToCart(t, session.accessToken, starburstLine({ games: [OTHER_GAME] }));
    await asCustomer(t, session.accessToken, { method: 'PUT', url: '/v2/favourite-numbers', payload: { numbers: [1, 2, 3, 4, 5, 6, 7] } });
    const cart = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/cart/items' })).json() as Cart;
    expect(flags(cart.cartItems as { lotteryKey: string }[])).toEqual([{ favourite: true, hasFavouriteNumbers: true }]);
  });
});
