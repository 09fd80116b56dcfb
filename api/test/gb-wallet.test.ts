// A customer who signs up on the en-GB sub-variant keeps pounds: their
// wallet, purchases, autoplays and prizes are in GBP at the GB price list, never converted; what the site prices
// only in its own AUD is refused (membership has its own pound price: gb-membership.test.ts), and each currency's ledger balances on its own.
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { customers, ledgerAccounts, tickets } from '../src/db/schema';
import { manualClock } from '../src/lib/clock';
import { publishedPrize } from '../src/modules/catalogue/sub-variant-pricing';
import { addToCart, starburstLine } from './carts';
import { asCustomer, login, PASSWORD, signupBody, UK_ADDRESS } from './customers';
import { gameFor, nextOpenDraw, recordingTellers } from './draws';
import { backends, expectError, setupApp } from './helper';
import type { TestContext } from './helper';
import { fund, ledgerTotals } from './money';

const GB = { 'x-sub-variant': 'GB' };
let address = 0;

async function signUpOnGb(t: TestContext) {
  address += 1;
  const response = await t.inject({ method: 'POST', url: '/v2/signup', sign: 'drawfront', headers: GB, payload: signupBody({ state: 'OTHER', address: UK_ADDRESS }), remoteAddress: `10.88.0.${address}` });
  expect(response.statusCode).toBe(201);
  return response.json() as { accessToken: string; customer: { customerId: string; email: string } };
}

describe.each(backends())('a customer of the en-GB pound sub-variant on %s', (backend) => {
  const clock = manualClock(new Date());
  const t = setupApp(backend, {}, { clock, drawTellers: recordingTellers() });
  const houseRevenue = async (currency: string) =>
    Number((await t.database.db.execute(sql`select coalesce(sum(e.amount), 0)::bigint as total from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.kind = 'house_revenue' and a.currency = ${currency}`) as unknown as { rows: { total: string }[] }).rows[0]!.total);

  it('keeps pounds from sign-up: the wallet and balance are GBP, and an AU sign-up keeps AUD', async () => {
    const gb = await signUpOnGb(t);
    const [row] = await t.database.db.select({ currency: customers.currency }).from(customers).where(eq(customers.id, gb.customer.customerId));
    expect(row!.currency).toBe('GBP');
    const [wallet] = await t.database.db.select({ currency: ledgerAccounts.currency }).from(ledgerAccounts).where(eq(ledgerAccounts.customerId, gb.customer.customerId));
    expect(wallet!.currency).toBe('GBP');
    await fund(t, gb.customer.customerId, 2_000, 'GBP');
    const customer = (await asCustomer(t, gb.accessToken, { method: 'GET', url: '/v2/customer', headers: GB })).json() as { balance: { amount: number; currency: string } };
    expect(customer.balance).toEqual({ amount: 2_000, currency: 'GBP' });
  });

  it('buys at the GB price list from the pound wallet, and the AUD and GBP ledgers each balance', async () => {
    const gb = await signUpOnGb(t);
    await fund(t, gb.customer.customerId, 1_000, 'GBP');
    const before = { aud: await houseRevenue('AUD'), gbp: await houseRevenue('GBP') };
    await addToCart(t, gb.accessToken, starburstLine());
    const bought = await asCustomer(t, gb.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { ...GB, 'idempotency-key': randomUUID() } });
    expect(bought.statusCode).toBe(201);
    const receipt = bought.json() as Receipt;
    // One Starburst game: A$1.40 on the AU list, 84p on the GB list.
    expect(receipt.total).toEqual({ amount: 84, currency: 'GBP' });
    expect(receipt.balance).toEqual({ amount: 916, currency: 'GBP' });
    expect(receipt.lines[0]!.purchasePrice.currency).toBe('GBP');
    expect(await houseRevenue('GBP')).toBe(before.gbp + 84);
    expect(await houseRevenue('AUD')).toBe(before.aud);
    const perCurrency = (await t.database.db.execute(sql`select a.currency, sum(e.amount)::bigint as total from ledger_entries e join ledger_accounts a on a.id = e.account_id group by a.currency`) as unknown as { rows: { currency: string; total: string }[] }).rows;
    for (const row of perCurrency) expect(Number(row.total)).toBe(0);
    expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });

    const mine = (await asCustomer(t, gb.accessToken, { method: 'GET', url: '/v2/tickets?status=upcoming', headers: GB })).json() as { tickets: { price: { currency: string } }[] };
    expect(mine.tickets[0]!.price.currency).toBe('GBP');
  });

  it('refuses a pound customer on the AU sub-variant, naming the GB site, and charges nothing', async () => {
    const gb = await signUpOnGb(t);
    await fund(t, gb.customer.customerId, 1_000, 'GBP');
    await addToCart(t, gb.accessToken, starburstLine());
    const refused = await asCustomer(t, gb.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'x-sub-variant': 'AU', 'idempotency-key': randomUUID() } });
    expectError(refused, 422, 'currency_not_charged');
    expect(refused.json().messages[0].message).toBe('Purchases on the AU site are charged in AUD, and your wallet is in GBP: buy on the GB site.');
    const customer = (await asCustomer(t, gb.accessToken, { method: 'GET', url: '/v2/customer', headers: GB })).json() as { balance: { amount: number } };
    expect(customer.balance.amount).toBe(1_000);
  });

  it('pays a pound customer their prize in pounds at the published rate, into the GBP wallet', async () => {
    const gb = await signUpOnGb(t);
    await fund(t, gb.customer.customerId, 1_000, 'GBP');
    const draw = await nextOpenDraw(t.database.db, 'thursday-starburst', clock.now());
    const last = draw.table.divisions.at(-1)!.division;
    const bought = await asCustomer(t, gb.accessToken, {
      method: 'POST',
      url: '/v2/cart/purchase',
      headers: { ...GB, 'idempotency-key': randomUUID() },
      payload: { items: [starburstLine({ games: [gameFor(draw.table, draw.result, last)], first_draw_no: draw.drawNo })] },
    });
    expect(bought.statusCode).toBe(201);
    const afterPurchase = (bought.json() as Receipt).balance.amount;

    clock.set(new Date(draw.stop.getTime() + 1));
    await t.app.jobs['draws-tick']!();
    clock.set(new Date(draw.drawDate.getTime() + 60_000));
    await t.app.jobs['draws-tick']!();

    const [ticket] = await t.database.db.select({ prizeCents: tickets.prizeCents, prizeStatus: tickets.prizeStatus }).from(tickets).where(and(eq(tickets.customerId, gb.customer.customerId), eq(tickets.drawId, draw.id)));
    const audPrize = Number((await t.database.db.execute(sql`select prize_cents from draw_divisions where draw_id = ${draw.id} and division = ${last}`) as unknown as { rows: { prize_cents: string }[] }).rows[0]!.prize_cents);
    expect(audPrize).toBeGreaterThan(0);
    const pence = publishedPrize(audPrize, { offerId: draw.offerId, subVariant: 'GB', currency: 'GBP', prices: {}, prizePoolPercent: 52 });
    expect(ticket).toEqual({ prizeCents: pence, prizeStatus: 'paid' });

    const fresh = (await login(t, gb.customer.email, PASSWORD)).json() as { accessToken: string; customer: { balance: { amount: number; currency: string } } };
    expect(fresh.customer.balance).toEqual({ amount: afterPurchase + pence, currency: 'GBP' });
    const past = (await asCustomer(t, fresh.accessToken, { method: 'GET', url: '/v2/tickets?status=past', headers: GB })).json() as { tickets: { outcome: { prize: { amount: number; currency: string } | null } | null }[] };
    expect(past.tickets[0]!.outcome?.prize).toEqual({ amount: pence, currency: 'GBP' });
    expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  }, 60_000);
});
