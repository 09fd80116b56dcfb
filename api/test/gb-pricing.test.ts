import { isTicketLine } from '@drawfront/shared/contract/cart';
import { randomUUID } from 'node:crypto';
import type { Cart } from '@drawfront/shared/contract/cart';
import { addToCart, STARBURST_GAME, starburstLine } from './carts';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { fund } from './money';

describe.each(backends())('the en-GB sub-variant pound pricing in the cart on %s', (backend) => {
  const t = setupApp(backend);

  it('prices cart lines from the GB list in GBP on the GB sub-variant, and from the AU list otherwise', async () => {
    const session = await signUp(t);
    await addToCart(t, session.accessToken, starburstLine({ games: [STARBURST_GAME, { numbers: [8, 9, 10, 11, 12, 13, 14], powerball: [3] }] }));
    const au = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/cart/items' })).json() as Cart;
    const gb = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/cart/items', headers: { 'x-sub-variant': 'GB' } })).json() as Cart;
    expect(au.cartItems[0]!.total).toEqual({ amount: 280, currency: 'AUD' });
    // $1.40 a game on the AU list; 84p on the GB list (60 pence per 100 cents).
    expect(gb.cartItems[0]!.total).toEqual({ amount: 168, currency: 'GBP' });
    expect(gb.cartTotal).toEqual({ amount: 168, currency: 'GBP' });
    expect(gb.cartItems.filter(isTicketLine)[0]!.drawPrizePool?.currency).toBe('GBP');
  });

  it('refuses to charge an AUD wallet from the GB sub-variant, and charges nothing', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 5_000);
    await addToCart(t, session.accessToken, starburstLine());
    const refused = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID(), 'x-sub-variant': 'GB' } });
    expectError(refused, 422, 'currency_not_charged');
    const customer = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' })).json() as { balance: { amount: number } };
    expect(customer.balance.amount).toBe(5_000);
    const cart = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/cart/items' })).json() as Cart;
    expect(cart.cartItems).toHaveLength(1);
  });
});
