import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import { jackpotText } from '@drawfront/shared/rules/jackpot';
import { count, eq, lte, sql } from 'drizzle-orm';
import { customers, draws, productOffers, siteCapabilities, sites, translations } from '../src/db/schema';
import { seedDatabase, seedIfEmpty } from '../src/db/seed';
import { everyBackend, setupApp } from './helper';

describe.each(everyBackend())('seed data on %s', (backend) => {
  const t = setupApp(backend);

  const offers = async (): Promise<ProductOffer[]> => (await t.inject({ method: 'GET', url: '/v2/pricing/default/product_offers', sign: 'drawfront' })).json().offers;

  it('has jackpots of a million and more, one unknown, and one below a million with a prize suffix', async () => {
    const firstDraws = new Map((await offers()).filter((offer) => offer.type === 'lottery_ticket').map((offer) => [offer.key, offer.draws[0]!]));
    // The advertised jackpot, grown by what unwon divisions of the seeded history rolled into it.
    const saturday = firstDraws.get('saturday-super-draw')!.prizePool!;
    const thursday = firstDraws.get('thursday-starburst')!.prizePool!;
    expect([saturday.currency, thursday.currency]).toEqual(['AUD', 'AUD']);
    expect(saturday.amount).toBeGreaterThanOrEqual(3_000_000_000);
    expect(saturday.amount).toBeLessThan(3_010_000_000);
    expect(thursday.amount).toBeGreaterThanOrEqual(245_000_000);
    expect(thursday.amount).toBeLessThan(246_000_000);
    expect(firstDraws.get('midweek-draw')).toMatchObject({ prizePool: null, isPrizePoolUnknown: true });
    const friday = firstDraws.get('friday-windfall')!;
    expect(friday).toMatchObject({ prizePoolSuffix: expect.any(String), isPrizePoolUnknown: false });
    expect(friday.prizePool!.amount).toBeGreaterThanOrEqual(50_000_000);
    expect(friday.prizePool!.amount).toBeLessThan(100_000_000);

    // The shared jackpot rule turns them into the four kinds of display the spec describes.
    const texts = [...firstDraws.values()].map((draw) => jackpotText(draw, 'en-AU'));
    // Lucky Strike (game-types.ts): a jackpot below a million without a suffix, shown in full.
    expect(texts).toEqual(['$30 Million', '$2.4 Million', 'Announced soon', 'Win $500k', expect.stringMatching(/^\$25\d,\d{3}$/)]);
  });

  it('generates several upcoming draws per lottery relative to the current time', async () => {
    for (const offer of (await offers()).filter((o) => o.type === 'lottery_ticket')) {
      expect(offer.draws.length).toBeGreaterThanOrEqual(6);
      expect(Date.parse(offer.draws[0]!.stop)).toBeGreaterThan(Date.now());
      expect(Date.parse(offer.draws[0]!.stop)).toBeLessThan(Date.now() + 8 * 86_400_000);
    }
  });

  it('numbers draws in draw order, the twice-weekly lottery alternating its two days', async () => {
    const midweek = (await offers()).find((offer) => offer.key === 'midweek-draw')!;
    const numbers = midweek.draws.map((draw) => draw.drawNo);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
    const sydneyDays = midweek.draws.map((draw) => new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', weekday: 'long' }).format(new Date(draw.drawDate)));
    expect(new Set(sydneyDays)).toEqual(new Set(['Monday', 'Wednesday']));
    const sydneyTimes = midweek.draws.map((draw) => new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(draw.drawDate)));
    expect(new Set(sydneyTimes)).toEqual(new Set(['20:30']));
  });

  it('keeps drawn draws in the database (the API filters them out)', async () => {
    const [row] = await t.database.db.select({ past: count() }).from(draws).where(lte(draws.stop, new Date()));
    expect(row!.past).toBeGreaterThan(0);
  });

  it('is idempotent: seeding again adds nothing and keeps the signing secrets', async () => {
    const snapshot = async () => {
      const db = t.database.db;
      const [[s], [o], [d], [c], [tr], secrets] = await Promise.all([
        db.select({ n: count() }).from(sites),
        db.select({ n: count() }).from(productOffers),
        db.select({ n: count() }).from(draws),
        db.select({ n: count() }).from(siteCapabilities),
        db.select({ n: count() }).from(translations),
        db.select({ key: sites.key, secret: sites.signingSecret }).from(sites).where(eq(sites.key, 'drawfront')),
      ]);
      return { sites: s!.n, offers: o!.n, draws: d!.n, capabilities: c!.n, translations: tr!.n, secrets };
    };
    // Draws are placed relative to `now`; the first run may add a draw that became upcoming since
    // the suite's database was seeded, a second run at the same instant must add nothing.
    const now = new Date();
    await seedDatabase(t.database.db, now);
    const before = await snapshot();
    expect(typeof before.draws).toBe('number');
    await seedDatabase(t.database.db, now);
    expect(await snapshot()).toEqual(before);
  });

  it('adds the demo customers to a database seeded before they existed, once, with their deposits', async () => {
    const db = t.database.db;
    // The limited customer: the demo has a history of tickets (seed-history.ts), which an older seed never made.
    const demo = () => db.select({ id: customers.id }).from(customers).where(eq(customers.email, 'limited@drawfront.example'));
    const [seeded] = await demo();
    // Forget the customer as an older seed would have: no row, no wallet, no money.
    await db.execute(sql`alter table ledger_entries disable trigger user`);
    try {
      await db.execute(sql`delete from ledger_entries where account_id in (select id from ledger_accounts where customer_id = ${seeded!.id})`);
      await db.execute(sql`delete from ledger_entries where transaction_id in (select id from ledger_transactions where reference = ${`seed-deposit-${seeded!.id}`})`);
    } finally {
      await db.execute(sql`alter table ledger_entries enable trigger user`);
    }
    await db.execute(sql`alter table ledger_transactions disable trigger user`);
    try {
      await db.execute(sql`delete from ledger_transactions where reference = ${`seed-deposit-${seeded!.id}`}`);
    } finally {
      await db.execute(sql`alter table ledger_transactions enable trigger user`);
    }
    await db.execute(sql`delete from ledger_accounts where customer_id = ${seeded!.id}`);
    await db.delete(customers).where(eq(customers.id, seeded!.id));

    expect(await seedIfEmpty(db)).toBe(false);
    expect(await seedIfEmpty(db)).toBe(false);
    const again = await demo();
    expect(again).toHaveLength(1);
    const login = await t.inject({ method: 'POST', url: '/v2/login', sign: 'drawfront', payload: { email: 'limited@drawfront.example', password: 'Password123' } });
    expect(login.json().customer.balance).toEqual({ amount: 10000, currency: 'AUD' });
  });
});
