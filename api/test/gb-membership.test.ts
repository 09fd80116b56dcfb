// Daily Winners on the en-GB pound sub-variant: the tiers are shown in pounds, a pound customer joins free and buys
// premium in pence through the ledger (renewed in pence too), wins giveaway prizes in pounds, and an AUD customer
// on the GB site is refused before anything moves; a currency the programme is not sold in cannot join.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { CustomerMembership, MembershipConfig } from '@drawfront/shared/contract/membership';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { membershipProgrammes, membershipSubVariantPricing } from '../src/db/schema/membership';
import { manualClock } from '../src/lib/clock';
import { addToCart } from './carts';
import { asCustomer, login, PASSWORD, signUp, signupBody, UK_ADDRESS } from './customers';
import { backends, expectError, setupApp } from './helper';
import type { TestContext } from './helper';
import { fund, ledgerTotals } from './money';

const GB = { 'x-sub-variant': 'GB' };
const V32 = { 'x-api-version': '3.2' };
const JOIN = { membership_program: 'daily_winners', membership_status: 'member' };
const PREMIUM = { product_type: 'membership', key: 'daily-winners-premium', quantity: 1 };
let address = 0;

async function signUpOnGb(t: TestContext) {
  address += 1;
  const response = await t.inject({ method: 'POST', url: '/v2/signup', sign: 'drawfront', headers: GB, payload: signupBody({ state: 'OTHER', address: UK_ADDRESS }), remoteAddress: `10.89.0.${address}` });
  expect(response.statusCode).toBe(201);
  return response.json() as { accessToken: string; customer: { customerId: string; email: string; firstname: string; lastname: string } };
}

const balanceOf = async (t: TestContext, accessToken: string, headers: Record<string, string> = GB) =>
  ((await asCustomer(t, accessToken, { method: 'GET', url: '/v2/customer', headers })).json() as { balance: { amount: number; currency: string } }).balance;

describe.each(backends())('Daily Winners in pounds on %s', (backend) => {
  const clock = manualClock(new Date());
  const t = setupApp(backend, {}, { clock });

  it('shows the tiers in the visitor sub-variant currency: pounds on GB, dollars on AU', async () => {
    const tiers = async (headers: Record<string, string>) => ((await t.inject({ method: 'GET', url: '/membership/v4/config', sign: 'drawfront', headers })).json() as MembershipConfig).tiers.map((tier) => [tier.key, tier.price]);
    expect(await tiers(GB)).toEqual([['free', { amount: 0, currency: 'GBP' }], ['premium', { amount: 599, currency: 'GBP' }]]);
    expect(await tiers({})).toEqual([['free', { amount: 0, currency: 'AUD' }], ['premium', { amount: 999, currency: 'AUD' }]]);
    // Giveaway prizes too: the daily A$100.00 is £52.00 at the published rate.
    const daily = async (headers: Record<string, string>) => ((await t.inject({ method: 'GET', url: '/membership/v3/draws?status=current&limit=50', sign: 'drawfront', headers })).json() as { items: { type: string; prize: unknown }[] }).items.find((draw) => draw.type === 'daily')!.prize;
    expect(await daily(GB)).toEqual({ amount: 5_200, currency: 'GBP' });
    expect(await daily({})).toEqual({ amount: 10_000, currency: 'AUD' });
  });

  it('pays a pound member a giveaway prize in pence at the published rate', async () => {
    const gb = await signUpOnGb(t);
    await fund(t, gb.customer.customerId, 500, 'GBP');
    expect((await asCustomer(t, gb.accessToken, { method: 'PUT', url: '/membership/membership', payload: JOIN, headers: { ...GB, ...V32 } })).statusCode).toBe(200);
    // The first member of this database is the daily draw's only entrant, and so its winner.
    const ran = await t.inject({ method: 'POST', url: '/platform/sites/drawfront/giveaways/daily/draw', headers: t.ops() });
    expect(ran.statusCode).toBe(200);
    const after = await balanceOf(t, gb.accessToken);
    // The daily prize is A$100.00: 52p per A$1 is £52.00.
    expect(after).toEqual({ amount: 500 + 5_200, currency: 'GBP' });
    const winners = (await t.inject({ method: 'GET', url: '/membership/v3/winners', sign: 'drawfront' })).json() as { items: { name: string; prize: { amount: number; currency: string } }[] };
    expect(winners.items).toContainEqual(expect.objectContaining({ name: `${gb.customer.firstname} ${gb.customer.lastname[0]}.`, prize: { amount: 5_200, currency: 'GBP' } }));
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, negativeWallets: 0 });
  }, 60_000);

  it('lets a pound customer join free and buy premium in pence from the pound wallet, renewed in pence', async () => {
    const gb = await signUpOnGb(t);
    await fund(t, gb.customer.customerId, 2_000, 'GBP');
    const joined = await asCustomer(t, gb.accessToken, { method: 'PUT', url: '/membership/membership', payload: JOIN, headers: { ...GB, ...V32 } });
    expect(joined.statusCode).toBe(200);
    expect((joined.json() as CustomerMembership).membershipStatus).toBe('member');

    const cart = await t.inject({ method: 'POST', url: '/v2/cart/items', sign: 'drawfront', customerToken: gb.accessToken, headers: GB, payload: PREMIUM });
    expect(cart.statusCode).toBe(200);
    expect(cart.json().cartItems[0]).toMatchObject({ productType: 'membership', unitPrice: { amount: 599, currency: 'GBP' }, total: { amount: 599, currency: 'GBP' } });
    const key = randomUUID();
    const bought = await asCustomer(t, gb.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { ...GB, 'idempotency-key': key } });
    expect(bought.statusCode).toBe(201);
    const receipt = bought.json() as Receipt;
    expect(receipt.total).toEqual({ amount: 599, currency: 'GBP' });
    expect(receipt.balance).toEqual({ amount: 1_401, currency: 'GBP' });
    // The same key answers the same receipt and charges nothing more.
    const replayed = await asCustomer(t, gb.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { ...GB, 'idempotency-key': key } });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(t, gb.accessToken)).toEqual({ amount: 1_401, currency: 'GBP' });
    const membership = (await asCustomer(t, gb.accessToken, { method: 'GET', url: '/membership/v3/customer', headers: GB })).json() as CustomerMembership;
    expect(membership).toMatchObject({ membershipStatus: 'member', membershipTier: 'premium' });

    clock.advance(30 * 86_400_000 + 60_000);
    expect(await t.app.jobs['membership-renewals']!()).toEqual({ renewed: 1, lapsed: 0 });
    const renewed = (await login(t, gb.customer.email, PASSWORD)).json() as { accessToken: string };
    expect(await balanceOf(t, renewed.accessToken)).toEqual({ amount: 1_401 - 599, currency: 'GBP' });
    const perCurrency = (await t.database.db.execute(sql`select a.currency, sum(e.amount)::bigint as total from ledger_entries e join ledger_accounts a on a.id = e.account_id group by a.currency`) as unknown as { rows: { currency: string; total: string }[] }).rows;
    for (const row of perCurrency) expect(Number(row.total)).toBe(0);
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, negativeWallets: 0 });
  }, 60_000);

  it('refuses premium to an AUD customer on the GB site with currency_not_charged, and charges nothing', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 2_000);
    await addToCart(t, session.accessToken, PREMIUM);
    const refused = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { ...GB, 'idempotency-key': randomUUID() } });
    expectError(refused, 422, 'currency_not_charged');
    expect(refused.json().messages[0].message).toBe('Purchases on the GB site are charged in GBP, and your wallet is in AUD: buy on the AU site.');
    expect(await balanceOf(t, session.accessToken, {})).toEqual({ amount: 2_000, currency: 'AUD' });
    const membership = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/membership/v3/customer', headers: GB })).json() as CustomerMembership;
    expect(membership.membershipTier).toBe('free');
  }, 30_000);

  it('refuses to join a customer whose currency the programme is not sold in, and changes nothing', async () => {
    const gb = await signUpOnGb(t);
    const [programme] = await t.database.db.select({ id: membershipProgrammes.id }).from(membershipProgrammes).where(eq(membershipProgrammes.siteKey, 'drawfront'));
    const where = and(eq(membershipSubVariantPricing.programmeId, programme!.id), eq(membershipSubVariantPricing.subVariant, 'GB'));
    const [pricing] = await t.database.db.select().from(membershipSubVariantPricing).where(where);
    await t.database.db.delete(membershipSubVariantPricing).where(where);
    try {
      const refused = await asCustomer(t, gb.accessToken, { method: 'PUT', url: '/membership/membership', payload: JOIN, headers: { ...GB, ...V32 } });
      expectError(refused, 422, 'entry_not_allowed');
      expect(refused.json().messages[0].message).toBe('Daily Winners is not offered in GBP, the currency your account keeps.');
      const added = await t.inject({ method: 'POST', url: '/v2/cart/items', sign: 'drawfront', customerToken: gb.accessToken, headers: GB, payload: PREMIUM });
      expectError(added, 422, 'invalid_cart_item');
      const status = (await asCustomer(t, gb.accessToken, { method: 'GET', url: '/membership/v3/customer', headers: GB })).json() as CustomerMembership;
      expect(status.membershipStatus).toBe('non-member');
    } finally {
      await t.database.db.insert(membershipSubVariantPricing).values(pricing!);
    }
  }, 30_000);
});
