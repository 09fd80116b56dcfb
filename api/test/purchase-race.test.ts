// Purchases racing on one wallet. Only PostgreSQL (TEST_DATABASE_URL) runs transactions side by side on
// separate connections; PGlite runs one at a time, so there the race could not happen and is skipped.
import { randomUUID } from 'node:crypto';
import { count, eq, sum } from 'drizzle-orm';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { checkouts, tickets } from '../src/db/schema';
import { STARBURST_GAME_PRICE, starburstLine } from './carts';
import { asCustomer, signUp } from './customers';
import { expectError, setupApp } from './helper';
import { fund, ledgerTotals } from './money';

const RACERS = 200;
const AFFORDABLE = 120;
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('purchases racing on one wallet on postgres', () => {
  const t = setupApp('postgres');

  it(`lets exactly ${AFFORDABLE} of ${RACERS} concurrent purchases through a wallet that holds ${AFFORDABLE} tickets`, async () => {
    const session = await signUp(t);
    const customerId = session.customer.customerId;
    await fund(t, customerId, AFFORDABLE * STARBURST_GAME_PRICE);
    const responses = await Promise.all(
      Array.from({ length: RACERS }, () =>
        asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() }, payload: { items: [starburstLine()] } }),
      ),
    );
    const won = responses.filter((response) => response.statusCode === 201);
    expect(won).toHaveLength(AFFORDABLE);
    for (const lost of responses.filter((response) => response.statusCode !== 201)) expectError(lost, 422, 'insufficient_funds');
    // Every winner saw the balance its predecessor left: the balances after run down to zero without a repeat.
    const balances = won.map((response) => (response.json() as Receipt).balance.amount).sort((a, b) => a - b);
    expect(balances).toEqual(Array.from({ length: AFFORDABLE }, (_, i) => i * STARBURST_GAME_PRICE));

    const customer = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' })).json();
    expect(customer.balance.amount).toBe(0);
    const [sold] = await t.database.db.select({ n: count(), money: sum(tickets.priceCents) }).from(tickets).where(eq(tickets.customerId, customerId));
    expect({ tickets: sold!.n, money: Number(sold!.money) }).toEqual({ tickets: AFFORDABLE, money: AFFORDABLE * STARBURST_GAME_PRICE });
    expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  }, 30_000);

  it('holds the weekly pre-commitment limit under concurrent purchases (no database constraint backs it: the wallet lock does)', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 100_000);
    const limited = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/precommitment', payload: { limit: '14.00' } });
    expect(limited.statusCode).toBe(200);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() }, payload: { items: [starburstLine()] } }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(10);
    for (const lost of responses.filter((response) => response.statusCode !== 201)) expectError(lost, 422, 'precommitment_limit');
    const customer = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' })).json();
    expect(customer.preCommitment.spentThisPeriod.amount).toBe(1400);
  }, 30_000);

  it('turns concurrent retries with one Idempotency-Key into one purchase with one answer', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 1000);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 25 }, () =>
        asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': key }, payload: { items: [starburstLine()] } }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(25).fill(201));
    expect(new Set(responses.map((response) => (response.json() as Receipt).checkoutId)).size).toBe(1);
    expect(await t.database.db.select({ n: count() }).from(checkouts).where(eq(checkouts.customerId, session.customer.customerId))).toEqual([{ n: 1 }]);
    const customer = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' })).json();
    expect(customer.balance.amount).toBe(1000 - STARBURST_GAME_PRICE);
  }, 30_000);
});
