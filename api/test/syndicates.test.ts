import { isTicketLine } from '@drawfront/shared/contract/cart';
import { randomUUID } from 'node:crypto';
import { eq, sum } from 'drizzle-orm';
import type { Cart } from '@drawfront/shared/contract/cart';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import type { SyndicateShare, SyndicateSharesPage } from '@drawfront/shared/contract/syndicates';
import { syndicateCost, ticketPrice } from '@drawfront/shared/rules/price';
import { splitByShares } from '@drawfront/shared/rules/share-split';
import { syndicateShares } from '../src/db/schema';
import { addToCart } from './carts';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { fund } from './money';

/** A share line of the seeded Saturday Super Draw Syndicate (50 shares, 100 tickets, $25.00 a share). */
function shareLine(overrides: Record<string, unknown> = {}) {
  return { lottery: 'super-draw-syndicate', game_type: 'syndicate', game_offer: 'super-draw-syndicate-share', num_draws: 1, games: [], quickpick: true, syndicate: { num_shares: 2 }, ...overrides };
}
const SHARE_CENTS = 2500;

describe.each(backends())('syndicate shares on %s', (backend) => {
  const t = setupApp(backend);
  const purchase = (session: LoginResult) => asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() } });
  const addRaw = (session: LoginResult, payload: Record<string, unknown>) => asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/items', payload });

  it('adds a share line: quantity = shares, unit price one share, total by the shared rule', async () => {
    const session = await signUp(t);
    const cart = await addToCart(t, session.accessToken, shareLine({ syndicate: { num_shares: 3 } }));
    const [item] = cart.cartItems;
    expect(item).toMatchObject({ productType: 'syndicate_share', gameType: 'syndicate', syndicateKey: 'super-draw-syndicate', syndicateName: 'Saturday Super Draw Syndicate', quantity: 3, unitPrice: { amount: SHARE_CENTS, currency: 'AUD' } });
    expect(item!.total.amount).toBe(syndicateCost(ticketPrice([{ games: 1, price: SHARE_CENTS }], 1, 1), 3));
    expect(cart.cartTotal.amount).toBe(3 * SHARE_CENTS);
  });

  it('refuses bad share lines with 422 and changes nothing', async () => {
    const session = await signUp(t);
    for (const [payload, code] of [
      [shareLine({ syndicate: undefined }), 'invalid_cart_item'],
      [shareLine({ games: [{ numbers: [1, 2, 3, 4, 5, 6] }] }), 'invalid_cart_item'],
      [shareLine({ syndicate: { num_shares: 11 } }), 'invalid_cart_item'],
      [shareLine({ syndicate: { num_shares: 0 } }), 'validation_failed'],
      [shareLine({ syndicate: { num_shares: 'two' } }), 'validation_failed'],
      [shareLine({ game_type: 'standard' }), 'invalid_cart_item'],
      [{ lottery: 'saturday-super-draw', game_type: 'standard', game_offer: 'saturday-super-draw-standard', num_draws: 1, games: [{ numbers: [1, 2, 3, 4, 5, 6] }, { numbers: [1, 2, 3, 4, 5, 7] }, { numbers: [1, 2, 3, 4, 5, 8] }, { numbers: [1, 2, 3, 4, 5, 9] }], quickpick: false, syndicate: { num_shares: 1 } }, 'invalid_cart_item'],
      // No price is ever taken from the client: a tampered one is not part of the add payload.
      [shareLine({ unit_price: { amount: 1, currency: 'AUD' } }), 'validation_failed'],
    ] as const) {
      const response = await addRaw(session, payload as Record<string, unknown>);
      expectError(response, 422, code);
    }
    const cart = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/cart/items' })).json() as Cart;
    expect(cart.cartItems).toEqual([]);
  });

  it('buys shares: charged cost per share × shares, the syndicate tickets made once, the share seen in my account', async () => {
    const first = await signUp(t);
    await fund(t, first.customer.customerId, 10_000);
    await addToCart(t, first.accessToken, shareLine());
    const response = await purchase(first);
    expect(response.statusCode).toBe(201);
    const receipt = response.json() as Receipt;
    expect(receipt.total.amount).toBe(2 * SHARE_CENTS);
    expect(receipt.balance.amount).toBe(10_000 - 2 * SHARE_CENTS);
    expect(receipt.lines[0]).toMatchObject({ lotteryKey: 'super-draw-syndicate', numGames: 2 });

    const page = (await asCustomer(t, first.accessToken, { method: 'GET', url: '/v2/syndicate-shares' })).json() as SyndicateSharesPage;
    expect(page.pageInfo.total).toBe(1);
    const share = (await asCustomer(t, first.accessToken, { method: 'GET', url: `/v2/syndicate-shares/${page.shares[0]!.id}` })).json() as SyndicateShare;
    expect(share).toMatchObject({ checkoutId: receipt.checkoutId, syndicateKey: 'super-draw-syndicate', shares: 2, syndicateSize: 50, status: 'upcoming', price: { amount: 2 * SHARE_CENTS, currency: 'AUD' }, prize: null });
    expect(share.tickets).toHaveLength(100);
    for (const ticket of share.tickets) expect(new Set(ticket.game.numbers).size).toBe(6);

    // A second buyer of the same draw shares the same tickets; sold shares count both.
    const second = await signUp(t);
    await fund(t, second.customer.customerId, 10_000);
    await addToCart(t, second.accessToken, shareLine({ syndicate: { num_shares: 1 } }));
    expect((await purchase(second)).statusCode).toBe(201);
    const theirs = (await asCustomer(t, second.accessToken, { method: 'GET', url: '/v2/syndicate-shares' })).json() as SyndicateSharesPage;
    const theirShare = (await asCustomer(t, second.accessToken, { method: 'GET', url: `/v2/syndicate-shares/${theirs.shares[0]!.id}` })).json() as SyndicateShare;
    expect(theirShare.tickets).toEqual(share.tickets);
    expect(theirShare.sharesSold).toBe(share.sharesSold + 1);

    // Another customer cannot read it; a malformed id is a 422.
    expectError(await asCustomer(t, second.accessToken, { method: 'GET', url: `/v2/syndicate-shares/${share.id}` }), 404, 'syndicate_share_not_found');
    expectError(await asCustomer(t, second.accessToken, { method: 'GET', url: '/v2/syndicate-shares/not-a-uuid' }), 422, 'validation_failed');
    expectError(await t.inject({ method: 'GET', url: '/v2/syndicate-shares', sign: 'drawfront' }), 401, 'unauthorised');
  });

  it('refuses shares beyond the syndicate size, at add and at purchase', async () => {
    const buyer = await signUp(t);
    await fund(t, buyer.customer.customerId, 100_000);
    const cart = await addToCart(t, buyer.accessToken, shareLine({ syndicate: { num_shares: 10 } }));
    const drawNo = cart.cartItems.filter(isTicketLine)[0]!.drawNo;
    const sold = async () => Number((await t.database.db.select({ n: sum(syndicateShares.shares) }).from(syndicateShares))[0]?.n ?? 0);
    // Fill the draw to 45 of 50 shares with other buyers.
    while ((await sold()) + 10 <= 45) {
      const other = await signUp(t);
      await fund(t, other.customer.customerId, 100_000);
      await addToCart(t, other.accessToken, shareLine({ syndicate: { num_shares: Math.min(10, 45 - (await sold())) }, first_draw_no: drawNo }));
      expect((await purchase(other)).statusCode).toBe(201);
    }
    const left = 50 - (await sold());
    expect(left).toBeLessThan(10);
    const refused = await purchase(buyer);
    expectError(refused, 422, 'invalid_cart_item');
    expect(refused.json().messages[0].message).toContain(`Only ${left} shares`);
    expectError(await addRaw(buyer, shareLine({ syndicate: { num_shares: left + 1 }, first_draw_no: drawNo })), 422, 'invalid_cart_item');
    expect((await addRaw(buyer, shareLine({ syndicate: { num_shares: left }, first_draw_no: drawNo }))).statusCode).toBe(200);
    expect(await t.database.db.select().from(syndicateShares).where(eq(syndicateShares.customerId, buyer.customer.customerId))).toEqual([]);
  });
});

describe('syndicate draws scored and paid by the engine (pglite)', () => {
  const t = setupApp('pglite');
  const purchase = (session: LoginResult) => asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() } });

  it("scores the syndicate's tickets and splits the prize between holdings by share, paid to their wallets", async () => {
    const { nextOpenDraw, gameFor } = await import('./draws');
    const { syndicateTickets } = await import('../src/db/schema');
    const { and: andWhere } = await import('drizzle-orm');
    const draw = await nextOpenDraw(t.database.db, 'super-draw-syndicate', new Date());
    const holders: LoginResult[] = [];
    for (const shares of [2, 1]) {
      const holder = await signUp(t);
      await fund(t, holder.customer.customerId, 10_000);
      await addToCart(t, holder.accessToken, shareLine({ syndicate: { num_shares: shares }, first_draw_no: draw.drawNo }));
      expect((await purchase(holder)).statusCode).toBe(201);
      holders.push(holder);
    }
    // The draw's numbers follow from its committed seed: make two of the syndicate's tickets win a fixed division.
    const fixedDivision = draw.table.divisions.find((rule) => rule.prize.kind === 'fixed')!;
    const prizeEach = (fixedDivision.prize as { cents: number }).cents;
    for (const seq of [1, 2]) {
      await t.database.db.update(syndicateTickets).set({ game: gameFor(draw.table, draw.result, fixedDivision.division) }).where(andWhere(eq(syndicateTickets.drawId, draw.id), eq(syndicateTickets.seq, seq)));
    }
    const run = await t.inject({ method: 'POST', url: '/platform/sites/drawfront/offers/super-draw-syndicate/draw', headers: t.ops() });
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ drawNo: draw.drawNo, status: 'DRAW_EMAILED' });

    const total = 2 * prizeEach;
    const [first, second] = await Promise.all(
      holders.map(async (holder) => {
        const page = (await asCustomer(t, holder.accessToken, { method: 'GET', url: '/v2/syndicate-shares' })).json() as SyndicateSharesPage;
        return (await asCustomer(t, holder.accessToken, { method: 'GET', url: `/v2/syndicate-shares/${page.shares[0]!.id}` })).json() as SyndicateShare;
      }),
    );
    expect(first!.status).toBe('scored');
    expect(first!.prize!.syndicate.amount).toBeGreaterThanOrEqual(total);
    const syndicatePrize = first!.prize!.syndicate.amount;
    expect(first!.prize!.yours.amount + second!.prize!.yours.amount).toBe(syndicatePrize);
    // 2 shares and 1 share, in purchase order: the share-split rule's parts.
    const parts = splitByShares(syndicatePrize, [{ holder: 'first', shares: 2 }, { holder: 'second', shares: 1 }]);
    expect([first!.prize!.yours.amount, second!.prize!.yours.amount]).toEqual(parts.map((part) => part.amount));
    expect(first!.tickets.filter((ticket) => ticket.division === fixedDivision.division).length).toBeGreaterThanOrEqual(2);
    const balance = async (holder: LoginResult) => ((await asCustomer(t, holder.accessToken, { method: 'GET', url: '/v2/customer' })).json() as { balance: { amount: number } }).balance.amount;
    expect(await balance(holders[0]!)).toBe(10_000 - 2 * SHARE_CENTS + first!.prize!.yours.amount);
    expect(await balance(holders[1]!)).toBe(10_000 - SHARE_CENTS + second!.prize!.yours.amount);
  }, 60_000);
});
