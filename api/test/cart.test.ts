import { isTicketLine } from '@drawfront/shared/contract/cart';
import type { Cart } from '@drawfront/shared/contract/cart';
import { addToCart, newAnonCart, raffleLine, STARBURST_GAME, STARBURST_GAME_PRICE, starburstLine } from './carts';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';

describe.each(backends())('carts on %s', (backend) => {
  let clock = Date.now();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });
  const add = (token: string, line: Record<string, unknown>, site = 'drawfront') => t.inject({ method: 'POST', url: `/v2/anon-cart/${token}/items`, sign: site, payload: line });
  const get = (token: string, site = 'drawfront') => t.inject({ method: 'GET', url: `/v2/anon-cart/${token}`, sign: site });

  describe('anonymous cart', () => {
    it('creates an empty cart whose reference is a 32-character token', async () => {
      const cart = await newAnonCart(t);
      expect(cart).toEqual({
        cartReference: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
        cartItems: [],
        autoRemovedItems: [],
        cartTotal: { amount: 0, currency: 'AUD' },
        preOrderTotal: { amount: 0, currency: 'AUD' },
        requiresUnattendedPaymentMethod: false,
        blockedReasons: {},
        showRegulation: false,
        promotion: null,
      });
      expect((await get(cart.cartReference)).json()).toEqual(cart);
    });

    it('answers 404 cart_not_found for an unknown token, or a token of another site', async () => {
      expectError(await get('A'.repeat(32)), 404, 'cart_not_found');
      const cart = await newAnonCart(t);
      expectError(await get(cart.cartReference, 'goodcause'), 404, 'cart_not_found');
      expectError(await get('short'), 422, 'validation_failed');
    });

    it('prices lines from the server table: games price × draws, totals summed', async () => {
      const { cartReference: token } = await newAnonCart(t);
      await add(token, starburstLine());
      const response = await add(token, starburstLine({ games: [STARBURST_GAME, { numbers: [8, 9, 10, 11, 12, 13, 14], powerball: [20] }], num_draws: 4 }));
      expect(response.statusCode).toBe(200);
      const cart = response.json() as Cart;
      expect(cart.cartItems.filter(isTicketLine).map((item) => [item.productType, item.numGames, item.numDraws, item.unitPrice.amount, item.total.amount, item.quantity])).toEqual([
        ['lottery_ticket', 1, 1, STARBURST_GAME_PRICE, STARBURST_GAME_PRICE, 1],
        ['multi_draw_ticket', 2, 4, 2 * 4 * STARBURST_GAME_PRICE, 2 * 4 * STARBURST_GAME_PRICE, 1],
      ]);
      expect(cart.cartTotal).toEqual({ amount: 9 * STARBURST_GAME_PRICE, currency: 'AUD' });
      const offers = (await t.inject({ method: 'GET', url: '/v2/pricing/default/product_offers', sign: 'drawfront' })).json().offers;
      const starburst = offers.find((offer: { key: string }) => offer.key === 'thursday-starburst');
      expect(cart.cartItems[0]).toMatchObject({ lotteryKey: 'thursday-starburst', description: 'Thursday Starburst', drawNo: starburst.draws[0].drawNo, drawDate: starburst.draws[0].drawDate, purchaseStatus: 'standard', causeKey: null, day: null });
    });

    it('sells every draw option of every weekly lottery from its next draw (8 draws of Saturday Super Draw)', async () => {
      const { cartReference: token } = await newAnonCart(t);
      const games = Array.from({ length: 4 }, (_, i) => ({ numbers: [1, 2, 3, 4, 5, 6 + i] }));
      const response = await add(token, { lottery: 'saturday-super-draw', game_type: 'standard', game_offer: 'saturday-super-draw-standard', num_draws: 8, games, quickpick: false });
      expect(response.json().cartItems[0]).toMatchObject({ numDraws: 8, numGames: 4, unitPrice: { amount: 8 * 4 * 75 } });
    });

    it('never takes a price from the client', async () => {
      const { cartReference: token } = await newAnonCart(t);
      expect(expectError(await add(token, starburstLine({ price: 1 })), 422, 'validation_failed').errors).toEqual({ price: ['is not a known field'], this: ['price: is not a known field'] });
      expectError(await add(token, starburstLine({ unit_price: { amount: 1, currency: 'AUD' } })), 422, 'validation_failed');
    });

    it('starts at a later draw when firstDrawNo names one, and autoplay buys one draw', async () => {
      const { cartReference: token } = await newAnonCart(t);
      const first = (await add(token, starburstLine())).json().cartItems[0];
      const later = (await add(token, starburstLine({ first_draw_no: first.drawNo + 1, num_draws: 'autoplay' }))).json().cartItems[1];
      expect(later).toMatchObject({ drawNo: first.drawNo + 1, numDraws: 1, unitPrice: { amount: STARBURST_GAME_PRICE }, recurringPurchase: { enabled: true, type: 'autoplay' } });
    });

    it('counts pre-order lines in preOrderTotal', async () => {
      const { cartReference: token } = await newAnonCart(t);
      const cart = (await add(token, raffleLine({ first_draw_no: 433, games: [{}, {}] }))).json() as Cart;
      expect(cart.cartItems[0]).toMatchObject({ productType: 'raffle_ticket', drawNo: 433, purchaseStatus: 'pre_order', causeKey: 'kids_hospital', unitPrice: { amount: 2000 } });
      expect(cart.preOrderTotal.amount).toBe(2000);
      expect(cart.cartTotal.amount).toBe(2000);
    });

    it.each([
      ['an unknown offer', starburstLine({ lottery: 'no-such-lottery' }), "'no-such-lottery' is not sold on this site."],
      ['an offer of another site', raffleLine({ lottery: 'shelter-raffle', game_offer: 'shelter-raffle-tickets', cause_key: 'animal_shelter' }), "'shelter-raffle' is not sold on this site."],
      ['an unknown game type', starburstLine({ game_type: 'strike_boxed' }), "Thursday Starburst has no 'strike_boxed' games."],
      ['an unknown game offer', starburstLine({ game_offer: 'x' }), "Thursday Starburst has no game offer 'x' for standard games."],
      ['no games', starburstLine({ games: [] }), 'Choose between 1 and 30 games for Thursday Starburst (got 0).'],
      ['an incomplete game', starburstLine({ games: [{ numbers: [1, 2, 3, 4, 5, 6], powerball: [1] }] }), 'Game 1 is not complete: pick 7 Numbers from 1 to 35 and 1 Powerball from 1 to 20, with no repeats.'],
      ['a repeated number', starburstLine({ games: [{ numbers: [1, 1, 3, 4, 5, 6, 7], powerball: [1] }] }), 'Game 1 is not complete: pick 7 Numbers from 1 to 35 and 1 Powerball from 1 to 20, with no repeats.'],
      ['a number out of range', starburstLine({ games: [{ numbers: [1, 2, 3, 4, 5, 6, 36], powerball: [1] }] }), 'Game 1 is not complete: pick 7 Numbers from 1 to 35 and 1 Powerball from 1 to 20, with no repeats.'],
      ['a draw count not offered', starburstLine({ num_draws: 3 }), 'Thursday Starburst is sold for 1, 2, 4, 8 draws, not 3.'],
      ['an unknown draw', starburstLine({ first_draw_no: 1 }), 'Thursday Starburst has no draw 1.'],
      ['a sold-out raffle draw', raffleLine({ first_draw_no: 431 }), 'Draw 431 of Dream Home Raffle is not open for sale (sold out).'],
      ['a missing cause', raffleLine({ cause_key: undefined }), 'Choose a cause to support with Dream Home Raffle.'],
      ['an unknown cause', raffleLine({ cause_key: 'animal_shelter' }), "'animal_shelter' is not a cause of Dream Home Raffle."],
      ['a missing day', { ...starburstLine({ lottery: 'midweek-draw', game_offer: 'midweek-draw-standard' }), games: Array(4).fill({ numbers: [1, 2, 3, 4, 5, 6] }) }, 'Choose a draw day for Midweek Draw.'],
    ])('refuses %s with 422 and the message under "this"', async (_name, line, message) => {
      const { cartReference: token } = await newAnonCart(t);
      const body = expectError(await add(token, line), 422, 'invalid_cart_item');
      expect(body.errors).toEqual({ this: [message] });
      expect(body.messages[0]!.message).toBe(message);
      expect((await get(token)).json().cartItems).toEqual([]);
    });

    it('accepts a day when the offer has days', async () => {
      const { cartReference: token } = await newAnonCart(t);
      const line = { ...starburstLine({ lottery: 'midweek-draw', game_offer: 'midweek-draw-standard', day: 'wednesday' }), games: Array(4).fill({ numbers: [1, 2, 3, 4, 5, 6] }) };
      expect((await add(token, line)).json().cartItems[0]).toMatchObject({ day: 'wednesday', unitPrice: { amount: 4 * 70 } });
    });

    it('changes and removes lines; an id of another cart is 404', async () => {
      const { cartReference: token } = await newAnonCart(t);
      const { cartReference: other } = await newAnonCart(t);
      const item = (await add(token, starburstLine())).json().cartItems[0];
      const changed = await t.inject({ method: 'PUT', url: `/v2/anon-cart/${token}/items/${item.id}`, sign: 'drawfront', payload: { num_draws: 2 } });
      expect(changed.json().cartItems[0]).toMatchObject({ id: item.id, numDraws: 2, total: { amount: 2 * STARBURST_GAME_PRICE } });
      expectError(await t.inject({ method: 'PUT', url: `/v2/anon-cart/${token}/items/${item.id}`, sign: 'drawfront', payload: { num_draws: 5 } }), 422, 'invalid_cart_item');
      expectError(await t.inject({ method: 'DELETE', url: `/v2/anon-cart/${other}/items/${item.id}`, sign: 'drawfront' }), 404, 'cart_item_not_found');
      expectError(await t.inject({ method: 'PUT', url: `/v2/anon-cart/${other}/items/${item.id}`, sign: 'drawfront', payload: { num_draws: 2 } }), 404, 'cart_item_not_found');
      const removed = await t.inject({ method: 'DELETE', url: `/v2/anon-cart/${token}/items/${item.id}`, sign: 'drawfront' });
      expect(removed.json().cartItems).toEqual([]);
      expectError(await t.inject({ method: 'DELETE', url: `/v2/anon-cart/${token}/items/${item.id}`, sign: 'drawfront' }), 404, 'cart_item_not_found');
    });

    it('build re-prices and drops lines whose draw has closed, saying why', async () => {
      const { cartReference: token } = await newAnonCart(t);
      const item = (await add(token, starburstLine())).json().cartItems[0];
      const saved = clock;
      clock = Date.parse(item.drawDate);
      try {
        const built = (await t.inject({ method: 'POST', url: `/v2/anon-cart/${token}/build`, sign: 'drawfront' })).json() as Cart;
        expect(built.cartItems).toEqual([]);
        expect(built.autoRemovedItems).toEqual([{ id: item.id, reason: expect.stringContaining(`Draw ${item.drawNo} of Thursday Starburst closed at`) }]);
      } finally {
        clock = saved;
      }
    });
  });

  describe('customer cart', () => {
    it('needs a bearer token', async () => {
      expectError(await t.inject({ method: 'GET', url: '/v2/cart/items', sign: 'drawfront' }), 401, 'unauthorised');
      expectError(await t.inject({ method: 'POST', url: '/v2/cart/items', sign: 'drawfront', payload: starburstLine() }), 401, 'unauthorised');
    });

    it("adds, changes, builds and removes lines; another customer's line is 404", async () => {
      const alice = await signUp(t);
      const bob = await signUp(t);
      const cart = await addToCart(t, alice.accessToken, starburstLine());
      expect(cart.cartReference).toMatch(/^[0-9a-f-]{36}$/);
      const item = cart.cartItems[0]!;
      expectError(await asCustomer(t, bob.accessToken, { method: 'PUT', url: `/v2/cart/items/${item.id}`, payload: { num_draws: 2 } }), 404, 'cart_item_not_found');
      expectError(await asCustomer(t, bob.accessToken, { method: 'DELETE', url: `/v2/cart/items/${item.id}` }), 404, 'cart_item_not_found');
      const changed = (await asCustomer(t, alice.accessToken, { method: 'PUT', url: `/v2/cart/items/${item.id}`, payload: { games: [STARBURST_GAME, STARBURST_GAME] } })).json() as Cart;
      expect(changed.cartTotal.amount).toBe(2 * STARBURST_GAME_PRICE);
      expect((await asCustomer(t, alice.accessToken, { method: 'POST', url: '/v2/cart/build' })).json()).toEqual(changed);
      expect((await asCustomer(t, bob.accessToken, { method: 'GET', url: '/v2/cart/items' })).json().cartItems).toEqual([]);
      const emptied = (await asCustomer(t, alice.accessToken, { method: 'DELETE', url: `/v2/cart/items/${item.id}` })).json() as Cart;
      expect(emptied.cartItems).toEqual([]);
    });

    it('convert moves the anonymous lines into the customer cart and deletes the anonymous cart', async () => {
      const session = await signUp(t);
      await addToCart(t, session.accessToken, starburstLine());
      const { cartReference: token } = await newAnonCart(t);
      await add(token, starburstLine({ num_draws: 2 }));
      const converted = await asCustomer(t, session.accessToken, { method: 'POST', url: `/v2/anon-cart/${token}/convert` });
      expect(converted.statusCode).toBe(200);
      expect((converted.json() as Cart).cartItems.filter(isTicketLine).map((item) => item.numDraws)).toEqual([1, 2]);
      expectError(await get(token), 404, 'cart_not_found');
      expectError(await asCustomer(t, session.accessToken, { method: 'POST', url: `/v2/anon-cart/${token}/convert` }), 404, 'cart_not_found');
      expectError(await t.inject({ method: 'POST', url: `/v2/anon-cart/${token}/convert`, sign: 'drawfront' }), 401, 'unauthorised');
    });
  });
});
