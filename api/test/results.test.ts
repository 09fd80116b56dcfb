// The results routes (storefront §2 results, §7 "Draws"; groups spec §7) on a database whose seed ran
// 12 weeks of draws through the engine: every figure is checked against the draws tables.
import { createHash } from 'node:crypto';
import type { CustomerPastResults, DrawDetails, DrawPrizes, DrawWinners, FullResults, NumberStatistics, PastResults, ResultKeys } from '@drawfront/shared/contract/draws';
import type { WithdrawableFunds } from '@drawfront/shared/contract/customer';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { customers, drawDivisions, draws, ledgerAccounts, ledgerEntries, ledgerTransactions, productOffers, tickets } from '../src/db/schema';
import { DRAW_STATUSES, isDrawn } from '../src/modules/draws/draw-status';
import { verifyDraw, verifyRaffleDraw } from '../src/modules/draws/fairness/fair-numbers';
import { divisionRequirements } from '../src/modules/draws/scoring/division-requirements';
import { asCustomer, login, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { fund } from './money';
import type { DrawnNumbers, PrizeTable } from '../src/db/schema/json-types';

const DRAWN = DRAW_STATUSES.filter(isDrawn);
const SATURDAY = 'saturday-super-draw';
const RAFFLE = 'dream-home-raffle';
const OTHER_SITES_OFFER = 'river-restoration-raffle';

describe.each(backends())('results on %s', (backend) => {
  const t = setupApp(backend);
  const db = () => t.database.db;
  const get = (url: string, site = 'drawfront') => t.inject({ method: 'GET', url, sign: site });

  /** The offer's drawn draws in the database, newest first. */
  const drawnDraws = async (offerKey: string, site = 'drawfront') =>
    db()
      .select({ id: draws.id, drawNo: draws.drawNo, drawDate: draws.drawDate, result: draws.result, seed: draws.seed, seedHash: draws.seedHash, status: draws.status, prizeTable: productOffers.prizeTable })
      .from(draws)
      .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
      .where(and(eq(productOffers.siteKey, site), eq(productOffers.key, offerKey), inArray(draws.status, DRAWN)))
      .orderBy(desc(draws.drawNo));

  const undrawnDraw = async (offerKey: string) =>
    (
      await db()
        .select({ drawNo: draws.drawNo, seed: draws.seed, seedHash: draws.seedHash, drawDate: draws.drawDate })
        .from(draws)
        .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
        .where(and(eq(productOffers.siteKey, 'drawfront'), eq(productOffers.key, offerKey), inArray(draws.status, ['DRAW_OPEN', 'DRAW_CAPPED', 'DRAW_CLOSED'])))
        .orderBy(asc(draws.drawNo))
        .limit(1)
    )[0]!;

  describe('GET /v2/draw/full_result', () => {
    it("answers the newest drawn result of every lottery and raffle of the site, as the database holds it", async () => {
      const response = await get('/v2/draw/full_result');
      expect(response.statusCode).toBe(200);
      const { results } = response.json() as FullResults;
      const offers = await db().select({ key: productOffers.key, type: productOffers.type }).from(productOffers).where(eq(productOffers.siteKey, 'drawfront'));
      const expected = [];
      for (const offer of offers.filter((candidate) => candidate.type === 'lottery_ticket' || candidate.type === 'raffle_ticket')) {
        const [newest] = await drawnDraws(offer.key);
        if (newest) expected.push({ offerKey: offer.key, drawNo: newest.drawNo, numbers: newest.result });
      }
      expect(expected.length).toBeGreaterThanOrEqual(5);
      expect(results.map(({ offerKey, drawNo, numbers }) => ({ offerKey, drawNo, numbers })).sort((a, b) => a.offerKey.localeCompare(b.offerKey))).toEqual(
        expected.sort((a, b) => a.offerKey.localeCompare(b.offerKey)),
      );
      const raffle = results.find((result) => result.offerKey === RAFFLE)!;
      expect(raffle).toMatchObject({ drawType: 'raffle_ticket_draw', brandKind: 'Raffle', jackpotRolledOver: false });
      expect(results.find((result) => result.offerKey === SATURDAY)).toMatchObject({ drawType: 'lottery_ticket_draw', brandKind: 'Lotto', offerUrl: SATURDAY, jackpot: { amount: expect.any(Number), currency: 'AUD' } });
      expect(response.headers['cache-control']).toBe('private, max-age=5');
    });

    it("answers only the site's own offers", async () => {
      const goodcause = (await get('/v2/draw/full_result', 'goodcause').then((response) => response.json())) as FullResults;
      const own = await db().select({ key: productOffers.key }).from(productOffers).where(eq(productOffers.siteKey, 'goodcause'));
      for (const result of goodcause.results) expect(own.map((offer) => offer.key)).toContain(result.offerKey);
      const drawfront = (await get('/v2/draw/full_result').then((response) => response.json())) as FullResults;
      expect(drawfront.results.map((result) => result.offerKey)).not.toContain(OTHER_SITES_OFFER);
    });

    it('shows a draw the engine has just run at once (the cached answer is dropped)', async () => {
      const before = ((await get('/v2/draw/full_result').then((response) => response.json())) as FullResults).results.find((result) => result.offerKey === 'thursday-starburst')!;
      const run = await t.app.inject({ method: 'POST', url: '/platform/sites/drawfront/offers/thursday-starburst/draw', headers: t.ops() });
      expect(run.statusCode).toBe(200);
      const after = ((await get('/v2/draw/full_result').then((response) => response.json())) as FullResults).results.find((result) => result.offerKey === 'thursday-starburst')!;
      expect(after.drawNo).toBe(run.json().drawNo);
      expect(after.drawNo).toBeGreaterThan(before.drawNo);
      expect(after.numbers).toEqual(run.json().numbers);
    });
  });

  describe('GET /v2/draws/pricing/:pricingId/past/result_keys', () => {
    it('lists the offers with at least one drawn result, lotteries and raffles apart', async () => {
      const response = await get('/v2/draws/pricing/default/past/result_keys');
      expect(response.statusCode).toBe(200);
      const keys = response.json() as ResultKeys;
      expect(keys.raffles).toEqual([RAFFLE]);
      expect([...keys.lotteries].sort()).toEqual(['friday-windfall', 'lucky-strike', 'midweek-draw', SATURDAY, 'thursday-starburst']);
      expect(((await get('/v2/draws/pricing/default/past/result_keys', 'goodcause').then((r) => r.json())) as ResultKeys).raffles).not.toContain(RAFFLE);
    });

    it('answers 404 for a pricing the site does not have', async () => {
      expectError(await get('/v2/draws/pricing/nope/past/result_keys'), 404, 'unknown_pricing');
    });
  });

  describe('GET /v2/draws/pricing/:pricingId/past/:offerKey', () => {
    it('pages the drawn draws newest first, 5 a page by default', async () => {
      const expected = await drawnDraws(SATURDAY);
      const first = (await get(`/v2/draws/pricing/default/past/${SATURDAY}`).then((response) => response.json())) as PastResults;
      expect(first.pageInfo).toEqual({ limit: 5, offset: 0, total: expected.length });
      expect(first.results.map((result) => result.drawNo)).toEqual(expected.slice(0, 5).map((draw) => draw.drawNo));
      const later = (await get(`/v2/draws/pricing/default/past/${SATURDAY}?limit=2&offset=3`).then((response) => response.json())) as PastResults;
      expect(later.results.map((result) => [result.drawNo, result.numbers])).toEqual(expected.slice(3, 5).map((draw) => [draw.drawNo, draw.result]));
      expect(later.results.every((result) => DRAWN.includes(result.status))).toBe(true);
    });

    it.each(['0', '51', '-1', 'x'])('answers 422 to limit=%s', async (limit) => {
      expectError(await get(`/v2/draws/pricing/default/past/${SATURDAY}?limit=${limit}`), 422, 'validation_failed');
    });

    it("answers 404 for an unknown offer, another site's offer and an unpublished one", async () => {
      expectError(await get('/v2/draws/pricing/default/past/no-such-offer'), 404, 'unknown_offer');
      expectError(await get(`/v2/draws/pricing/default/past/${OTHER_SITES_OFFER}`), 404, 'unknown_offer');
      // The seeded Harbour Hideaway Raffle is unpublished: only staff preview it, and it has no public results.
      expectError(await get('/v2/draws/pricing/default/past/harbour-hideaway-raffle'), 404, 'unknown_offer');
      expectError(await get('/v2/draws/past/archived/harbour-hideaway-raffle/2026/1'), 404, 'unknown_offer');
    });
  });

  describe('GET /v2/draws/past/archived/:offerKey/:year/:month', () => {
    /** Drawn draws of the site per month on the Sydney clock, from the database. */
    const monthsInDatabase = async (offerKey?: string) => {
      const rows = await db()
        .select({ month: sql<string>`to_char(${draws.drawDate} at time zone 'Australia/Sydney', 'YYYY-MM')`, n: sql<number>`count(*)::int` })
        .from(draws)
        .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
        .where(and(eq(productOffers.siteKey, 'drawfront'), eq(productOffers.pricingName, 'default'), inArray(productOffers.type, ['lottery_ticket', 'raffle_ticket']), offerKey ? eq(productOffers.key, offerKey) : undefined, inArray(draws.status, DRAWN)))
        .groupBy(sql`1`);
      return new Map(rows.map((row) => [row.month, row.n]));
    };

    it("answers an offer's draws drawn in that month on the site's clock, and every offer's for latest", async () => {
      for (const offerKey of [SATURDAY, 'latest']) {
        const months = await monthsInDatabase(offerKey === 'latest' ? undefined : offerKey);
        expect(months.size).toBeGreaterThanOrEqual(3);
        for (const [month, total] of months) {
          const [year, monthNo] = month.split('-');
          const response = await get(`/v2/draws/past/archived/${offerKey}/${year}/${Number(monthNo)}?limit=50`);
          expect(response.statusCode).toBe(200);
          const body = response.json() as PastResults;
          expect(body.pageInfo).toEqual({ limit: 50, offset: 0, total });
          for (const result of body.results) {
            const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit' }).format(new Date(result.drawDate));
            expect(local).toBe(month);
          }
          const dates = body.results.map((result) => result.drawDate);
          expect(dates).toEqual([...dates].sort().reverse());
        }
      }
    });

    it('answers an empty page for a month without draws', async () => {
      const body = (await get(`/v2/draws/past/archived/${SATURDAY}/2001/1`).then((response) => response.json())) as PastResults;
      expect(body).toEqual({ results: [], pageInfo: { limit: 5, offset: 0, total: 0 } });
    });

    it.each([
      ['month 13', `${SATURDAY}/2026/13`],
      ['month 0', `${SATURDAY}/2026/0`],
      ['a word for a year', `${SATURDAY}/last/1`],
      ['year 99999', `${SATURDAY}/99999/1`],
    ])('answers 422 to %s', async (_name, path) => {
      expectError(await get(`/v2/draws/past/archived/${path}`), 422, 'validation_failed');
    });

    it("answers 404 for an unknown offer and another site's offer", async () => {
      expectError(await get('/v2/draws/past/archived/no-such-offer/2026/1'), 404, 'unknown_offer');
      expectError(await get(`/v2/draws/past/archived/${OTHER_SITES_OFFER}/2026/1`), 404, 'unknown_offer');
    });
  });

  describe('GET /v2/draws/past_customer/:offerKey', () => {
    it("answers the signed-in customer's drawn draws with their tickets and winnings in each", async () => {
      const session = (await login(t, 'demo@drawfront.example', 'Password123')).json();
      const response = await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/draws/past_customer/${SATURDAY}?limit=50` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json() as CustomerPastResults;
      const played = await db()
        .select({ drawNo: draws.drawNo, n: sql<number>`count(*)::int`, prize: sql<number>`sum(${tickets.prizeCents})::int` })
        .from(tickets)
        .innerJoin(draws, eq(draws.id, tickets.drawId))
        .innerJoin(customers, eq(customers.id, tickets.customerId))
        .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
        .where(and(eq(customers.email, 'demo@drawfront.example'), eq(productOffers.key, SATURDAY), inArray(draws.status, DRAWN)))
        .groupBy(draws.drawNo)
        .orderBy(desc(draws.drawNo));
      expect(played.length).toBeGreaterThan(1);
      expect(body.pageInfo.total).toBe(played.length);
      expect(body.results.map((result) => [result.drawNo, result.ticketCount, result.totalPrize?.amount])).toEqual(played.map((row) => [row.drawNo, row.n, row.prize]));
      expect(body.results.some((result) => (result.totalPrize?.amount ?? 0) > 0)).toBe(true);
    });

    it('answers an empty list to a customer who never played', async () => {
      const session = await signUp(t);
      const body = (await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/draws/past_customer/${SATURDAY}` }).then((r) => r.json())) as CustomerPastResults;
      expect(body).toEqual({ results: [], pageInfo: { limit: 5, offset: 0, total: 0 } });
    });

    it('needs a signed-in customer, and answers 404 for an unknown offer', async () => {
      expectError(await get(`/v2/draws/past_customer/${SATURDAY}`), 401, 'unauthorised');
      const session = await signUp(t);
      expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/draws/past_customer/${OTHER_SITES_OFFER}` }), 404, 'unknown_offer');
      expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/draws/past_customer/${SATURDAY}?limit=500` }), 422, 'validation_failed');
    });
  });

  describe('GET /v2/draw/details/:offerKey/:drawNo', () => {
    it("answers a lottery draw's numbers, dividends with the API's descriptions, neighbours and a proof that verifies", async () => {
      const drawn = await drawnDraws(SATURDAY);
      const draw = drawn[1]!;
      const response = await get(`/v2/draw/details/${SATURDAY}/${draw.drawNo}`);
      expect(response.statusCode).toBe(200);
      const details = response.json() as DrawDetails;
      const table = draw.prizeTable as PrizeTable;
      const dividends = await db().select().from(drawDivisions).where(eq(drawDivisions.drawId, draw.id));
      expect(details).toMatchObject({ offerKey: SATURDAY, drawNo: draw.drawNo, numbers: draw.result, previousDrawNo: drawn[2]!.drawNo, nextDrawNo: drawn[0]!.drawNo, raffleWinners: [] });
      expect(details.divisions).toEqual(
        divisionRequirements(table).map(({ division, requirement }) => {
          const row = dividends.find((candidate) => candidate.division === division)!;
          return { division, description: requirement, winners: row.winners, prize: { amount: row.prizeCents, currency: 'AUD' } };
        }),
      );
      expect(details.totalWinners).toBe(dividends.reduce((sum, row) => sum + row.winners, 0));
      expect(details.totalPrizes).toEqual({ amount: dividends.reduce((sum, row) => sum + row.winners * row.prizeCents, 0), currency: 'AUD' });
      expect(details.fairness).toEqual({ algorithm: 'drawfront-draw-v1', seedHash: draw.seedHash, seed: draw.seed, barrels: table.machine.barrels });
      expect(createHash('sha256').update(Buffer.from(details.fairness.seed!, 'hex')).digest('hex')).toBe(details.fairness.seedHash);
      expect(verifyDraw({ seed: details.fairness.seed!, hash: details.fairness.seedHash, machine: { barrels: details.fairness.barrels }, numbers: details.numbers as DrawnNumbers }).ok).toBe(true);
    });

    it("answers a raffle's winners with masked names and the tickets its winners were drawn among", async () => {
      const [draw] = await drawnDraws(RAFFLE);
      const details = (await get(`/v2/draw/details/${RAFFLE}/${draw!.drawNo}`).then((response) => response.json())) as DrawDetails;
      const entries = await db()
        .select({ entryNo: tickets.entryNo, division: tickets.division, prize: tickets.prizeCents, firstname: customers.firstname, lastname: customers.lastname })
        .from(tickets)
        .innerJoin(customers, eq(customers.id, tickets.customerId))
        .where(eq(tickets.drawId, draw!.id));
      const winner = entries.find((entry) => entry.division === 1)!;
      expect(details.fairness).toEqual({ algorithm: 'drawfront-raffle-v1', seedHash: draw!.seedHash, seed: draw!.seed, barrels: [], ticketsSold: entries.length });
      expect(details.raffleWinners).toEqual([
        { rank: 1, ticketNumber: winner.entryNo, prizeDescription: 'Hinterland retreat', prize: { amount: winner.prize, currency: 'AUD' }, winnerName: `${winner.firstname} ${winner.lastname[0]}.` },
      ]);
      // A full last name is never published.
      expect(JSON.stringify(details)).not.toContain(winner.lastname);
      expect(verifyRaffleDraw({ seed: details.fairness.seed!, hash: details.fairness.seedHash, ticketsSold: details.fairness.ticketsSold!, winners: details.numbers!.numbers }).ok).toBe(true);
      expect(details).toMatchObject({ divisions: [], totalWinners: 1, totalPrizes: { amount: winner.prize, currency: 'AUD' } });

      const winners = (await get(`/v2/draw/details/${RAFFLE}/${draw!.drawNo}/winners`).then((response) => response.json())) as DrawWinners;
      expect(winners).toEqual({ offerKey: RAFFLE, drawNo: draw!.drawNo, winners: details.raffleWinners });
    });

    it('answers the prizes sub-resource as the dividends of the draw', async () => {
      const [draw] = await drawnDraws(SATURDAY);
      const details = (await get(`/v2/draw/details/${SATURDAY}/${draw!.drawNo}`).then((response) => response.json())) as DrawDetails;
      const prizes = (await get(`/v2/draw/details/${SATURDAY}/${draw!.drawNo}/prizes`).then((response) => response.json())) as DrawPrizes;
      expect(prizes).toEqual({ offerKey: SATURDAY, drawNo: draw!.drawNo, divisions: details.divisions, totalWinners: details.totalWinners, totalPrizes: details.totalPrizes });
    });

    it('answers 422 draw_not_drawn, naming the draw and when it is drawn, and never reveals the seed of a draw not drawn yet', async () => {
      const draw = await undrawnDraw(SATURDAY);
      expect(draw.seed).toMatch(/^[0-9a-f]{64}$/);
      for (const suffix of ['', '/prizes', '/winners']) {
        const response = await get(`/v2/draw/details/${SATURDAY}/${draw.drawNo}${suffix}`);
        const body = expectError(response, 422, 'draw_not_drawn');
        expect(body.messages[0]!.message).toMatch(new RegExp(`^draw ${draw.drawNo} of Saturday Super Draw has not been drawn yet: it will be drawn on \\w+day \\d{1,2} \\w+ \\d{4}`));
        expect(response.body).not.toContain(draw.seed);
      }
      for (const url of [`/v2/draws/pricing/default/past/${SATURDAY}?limit=50`, '/v2/draw/full_result', `/v2/draws/past/archived/latest/${draw.drawDate.getUTCFullYear()}/${draw.drawDate.getUTCMonth() + 1}?limit=50`]) {
        expect((await get(url)).body).not.toContain(draw.seed);
      }
    });

    it("answers 404 draw_not_found for an unknown draw, an unknown offer and another site's offer", async () => {
      expectError(await get(`/v2/draw/details/${SATURDAY}/999999`), 404, 'draw_not_found');
      expectError(await get('/v2/draw/details/no-such-offer/1'), 404, 'draw_not_found');
      expectError(await get(`/v2/draw/details/${OTHER_SITES_OFFER}/88`), 404, 'draw_not_found');
      expectError(await get(`/v2/draw/details/${SATURDAY}/999999/winners`), 404, 'draw_not_found');
      expectError(await get(`/v2/draw/details/${SATURDAY}/0`), 422, 'validation_failed');
      expectError(await get(`/v2/draw/details/${SATURDAY}/one`), 422, 'validation_failed');
    });
  });

  describe('GET /v2/statistics/:offerKey', () => {
    it('counts how often each number came up over the last N drawn draws, as the results in the database say', async () => {
      const drawn = (await drawnDraws('thursday-starburst')).slice(0, 10);
      const response = await get('/v2/statistics/thursday-starburst?draws=10');
      expect(response.statusCode).toBe(200);
      const stats = response.json() as NumberStatistics;
      expect(stats).toMatchObject({ offerKey: 'thursday-starburst', drawsCounted: drawn.length, firstDrawNo: drawn.at(-1)!.drawNo, lastDrawNo: drawn[0]!.drawNo });
      expect(stats.sets.map((set) => [set.key, set.min, set.max, set.numbers.length])).toEqual([
        ['numbers', 1, 35, 35],
        ['powerball', 1, 20, 20],
      ]);
      for (const set of stats.sets) {
        for (const entry of set.numbers) {
          const hits = drawn.map((draw, index) => ({ draw, index })).filter(({ draw }) => draw.result![set.key]!.includes(entry.number));
          expect(entry).toEqual({
            number: entry.number,
            timesDrawn: hits.length,
            lastDrawnNo: hits[0]?.draw.drawNo ?? null,
            lastDrawnDate: hits[0]?.draw.drawDate.toISOString() ?? null,
            drawsSince: hits[0]?.index ?? drawn.length,
          });
        }
        const most = Math.max(...set.numbers.map((entry) => entry.timesDrawn));
        expect(set.numbers.find((entry) => entry.number === set.hot[0])!.timesDrawn).toBe(most);
        const least = Math.min(...set.numbers.map((entry) => entry.timesDrawn));
        expect(set.numbers.find((entry) => entry.number === set.cold[0])!.timesDrawn).toBe(least);
        expect(set.hot.length).toBeLessThanOrEqual(6);
        expect(set.cold.length).toBeLessThanOrEqual(6);
      }
    });

    it('counts 25 draws unless told otherwise, or every draw there is', async () => {
      const drawn = await drawnDraws(SATURDAY);
      const stats = (await get(`/v2/statistics/${SATURDAY}`).then((response) => response.json())) as NumberStatistics;
      expect(stats.drawsCounted).toBe(Math.min(25, drawn.length));
      expect(stats.sets.map((set) => set.key)).toEqual(['numbers', 'supplementary']);
    });

    it.each(['0', '201', 'lots'])('answers 422 to draws=%s', async (value) => {
      expectError(await get(`/v2/statistics/${SATURDAY}?draws=${value}`), 422, 'validation_failed');
    });

    it("answers 422 for a raffle and 404 for an unknown or another site's offer", async () => {
      expectError(await get(`/v2/statistics/${RAFFLE}`), 422, 'no_number_statistics');
      expectError(await get('/v2/statistics/no-such-offer'), 404, 'unknown_offer');
      expectError(await get(`/v2/statistics/${OTHER_SITES_OFFER}`), 404, 'unknown_offer');
    });
  });

  describe('GET /v2/customer/withdrawable-funds', () => {
    it('counts winnings and unspent deposits as withdrawable: the demo wallet, prizes included, is all withdrawable', async () => {
      const session = (await login(t, 'demo@drawfront.example', 'Password123')).json();
      const response = await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer/withdrawable-funds' });
      expect(response.statusCode).toBe(200);
      const body = response.json() as WithdrawableFunds;
      const [prizes] = await db()
        .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int`, balance: sql<number>`max(${ledgerAccounts.balance})::int` })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(customers, eq(customers.id, ledgerAccounts.customerId))
        .where(and(eq(customers.email, 'demo@drawfront.example'), eq(ledgerTransactions.kind, 'prize')));
      expect(prizes!.cents).toBeGreaterThan(0);
      expect(body).toEqual({ withdrawableFunds: { amount: prizes!.balance, currency: 'AUD' }, balance: { amount: prizes!.balance, currency: 'AUD' } });
    });

    it('counts unspent deposits, and needs a signed-in customer', async () => {
      const session = await signUp(t);
      await fund(t, session.customer.customerId, 5_000);
      const body = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer/withdrawable-funds' }).then((r) => r.json())) as WithdrawableFunds;
      expect(body).toEqual({ withdrawableFunds: { amount: 5_000, currency: 'AUD' }, balance: { amount: 5_000, currency: 'AUD' } });
      expectError(await get('/v2/customer/withdrawable-funds'), 401, 'unauthorised');
    });
  });
});

