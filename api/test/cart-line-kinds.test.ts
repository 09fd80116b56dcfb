import { randomUUID } from 'node:crypto';
import type { Cart, KindCartItem } from '@drawfront/shared/contract/cart';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { LineProblem } from '../src/modules/cart/lines';
import type { CartLineKind, PricedKindLine } from '../src/modules/cart/line-kinds';
import { addToCart, newAnonCart, STARBURST_GAME_PRICE, starburstLine } from './carts';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { fund, ledgerTotals } from './money';

/**
 * A line kind as a module would write one: 'membership' lines priced at $4.50 a unit, at most 3 units
 * in stock, refused in an anonymous cart, and a key 'withdrawn' that stops selling between pricing
 * and fulfilment (a kind that finds its product gone must roll the whole purchase back).
 */
function testKind() {
  const fulfilled: { checkoutId: string; customerId: string; key: string; quantity: number }[] = [];
  let stock = 3;
  const kind: CartLineKind = {
    productType: 'membership',
    async price(_db, { customerId }, draft): Promise<PricedKindLine> {
      if (customerId === null) throw new LineProblem('Sign in to buy a membership.');
      if (draft.key === 'unknown') throw new LineProblem(`There is no membership '${draft.key}'.`);
      if (draft.quantity > stock) throw new LineProblem(`Only ${stock} left.`);
      return { productType: 'membership', key: draft.key, quantity: draft.quantity, description: `Membership ${draft.key}`, unitPrice: 450, total: 450 * draft.quantity, details: { tier: draft.key }, recurringPurchase: null };
    },
    async fulfil(_tx, { checkoutId, customerId }, line) {
      if (line.key === 'withdrawn') throw new LineProblem('That membership was withdrawn a moment ago.');
      fulfilled.push({ checkoutId, customerId, key: line.key, quantity: line.quantity });
      stock -= line.quantity;
    },
  };
  return { kind, fulfilled };
}

describe.each(backends())('cart line kinds (lines that are not tickets) on %s', (backend) => {
  const { kind, fulfilled } = testKind();
  const t = setupApp(backend, {}, { lineKinds: [kind] });
  const cart = async (session: LoginResult) => (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/cart/items' })).json() as Cart;
  const balance = async (session: LoginResult) => (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' })).json().balance.amount as number;
  const purchase = (session: LoginResult) =>
    asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() } });
  const kindLine = (key: string, quantity = 1) => ({ product_type: 'membership', key, quantity });

  it('shows a kind line beside tickets, joins repeat adds of the same key, and counts it in the total', async () => {
    const session = await signUp(t);
    await addToCart(t, session.accessToken, starburstLine());
    await addToCart(t, session.accessToken, kindLine('gold'));
    const shown = await addToCart(t, session.accessToken, kindLine('gold', 1));
    const line = shown.cartItems.find((item) => item.productType === 'membership') as KindCartItem;
    expect(line).toMatchObject({ key: 'gold', quantity: 2, unitPrice: { amount: 450 }, total: { amount: 900 }, details: { tier: 'gold' } });
    expect(shown.cartTotal.amount).toBe(STARBURST_GAME_PRICE + 900);

    const changed = await asCustomer(t, session.accessToken, { method: 'PUT', url: `/v2/cart/items/${line.id}`, payload: { quantity: 1 } });
    expect((changed.json() as Cart).cartTotal.amount).toBe(STARBURST_GAME_PRICE + 450);
    expectError(await asCustomer(t, session.accessToken, { method: 'PUT', url: `/v2/cart/items/${line.id}`, payload: { num_draws: 2 } }), 422, 'invalid_cart_item');
    expectError(await asCustomer(t, session.accessToken, { method: 'PUT', url: `/v2/cart/items/${line.id}`, payload: { quantity: 9 } }), 422, 'invalid_cart_item');
    const removed = await asCustomer(t, session.accessToken, { method: 'DELETE', url: `/v2/cart/items/${line.id}` });
    expect((removed.json() as Cart).cartItems.map((item) => item.productType)).toEqual(['lottery_ticket']);
  });

  it('refuses what the kind refuses, and a body that is neither a ticket nor a kind line, changing nothing', async () => {
    const session = await signUp(t);
    const body = expectError(await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/items', payload: kindLine('unknown') }), 422, 'invalid_cart_item');
    expect(body.errors).toEqual({ this: ["There is no membership 'unknown'."] });
    expectError(await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/items', payload: { product_type: 'membership', key: 'gold', quantity: 0 } }), 422, 'validation_failed');
    expectError(await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/items', payload: { product_type: 'voucher', key: 'gold', quantity: 1 } }), 422, 'validation_failed');
    expectError(await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/items', payload: { product_type: 'social_syndicate_share', key: 's1', quantity: 1 } }), 422, 'invalid_cart_item');
    const { cartReference: token } = await newAnonCart(t);
    const anon = expectError(await t.inject({ method: 'POST', url: `/v2/anon-cart/${token}/items`, sign: 'drawfront', payload: kindLine('gold') }), 422, 'invalid_cart_item');
    expect(anon.errors).toEqual({ this: ['Sign in to buy a membership.'] });
    expect((await cart(session)).cartItems).toEqual([]);
  });

  it('buys kind lines with tickets in one payment, fulfilled in the purchase transaction, and empties the cart', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 5000);
    await addToCart(t, session.accessToken, starburstLine());
    await addToCart(t, session.accessToken, kindLine('silver', 2));
    const response = await purchase(session);
    expect(response.statusCode).toBe(201);
    const receipt = response.json() as Receipt;
    expect(receipt.total.amount).toBe(STARBURST_GAME_PRICE + 900);
    expect(receipt.lines.map((line) => [line.productDescription, line.numGames, line.purchasePrice.amount])).toEqual([
      ['Thursday Starburst', 1, STARBURST_GAME_PRICE],
      ['Membership silver', 2, 900],
    ]);
    expect(fulfilled).toContainEqual({ checkoutId: receipt.checkoutId, customerId: session.customer.customerId, key: 'silver', quantity: 2 });
    expect(await balance(session)).toBe(5000 - STARBURST_GAME_PRICE - 900);
    expect((await cart(session)).cartItems).toEqual([]);
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  });

  it('rolls the whole purchase back when the kind cannot deliver: nothing charged, the cart kept', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 5000);
    await addToCart(t, session.accessToken, starburstLine());
    await addToCart(t, session.accessToken, kindLine('withdrawn'));
    const body = expectError(await purchase(session), 422, 'invalid_cart_item');
    expect(body.errors).toEqual({ this: ['That membership was withdrawn a moment ago.'] });
    expect(await balance(session)).toBe(5000);
    expect((await cart(session)).cartItems.map((item) => item.productType)).toEqual(['lottery_ticket', 'membership']);
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  });
});
