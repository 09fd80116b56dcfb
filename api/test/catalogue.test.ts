import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import { backends, expectError, setupApp } from './helper';

const OFFERS_URL = '/v2/pricing/default/product_offers';

describe.each(backends())('GET /v2/pricing/:pricingName/product_offers on %s', (backend) => {
  const t = setupApp(backend);
  const offers = async (site = 'drawfront', headers: Record<string, string> = {}) => {
    const response = await t.inject({ method: 'GET', url: OFFERS_URL, sign: site, headers: { 'X-Api-Version': '3.9', ...headers } });
    expect(response.statusCode).toBe(200);
    return (response.json() as { offers: ProductOffer[] }).offers;
  };

  it("answers the commercial site's offers in display order with every field of ProductOffer", async () => {
    const list = await offers();
    expect(list.map((offer) => offer.key)).toEqual(['saturday-super-draw', 'thursday-starburst', 'midweek-draw', 'friday-windfall', 'dream-home-raffle', 'super-draw-syndicate', 'lucky-strike']);
    for (const offer of list) {
      expect(Object.keys(offer)).toEqual(
        expect.arrayContaining(['key', 'type', 'name', 'url', 'urlAliases', 'availability', 'suspended', 'displayCategory', 'draws', 'causes', 'gameTypes', 'recurringPurchase', 'recurringPurchaseInformation', 'brandColour', 'tagline']),
      );
      expect(offer.availability).toBe('available');
      expect(offer.brandColour).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('gives draws whose sales are still open, in date order, and never a past draw', async () => {
    const now = Date.now();
    for (const offer of await offers()) {
      expect(offer.draws.length).toBeGreaterThanOrEqual(2);
      const dates = offer.draws.map((draw) => Date.parse(draw.drawDate));
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
      for (const draw of offer.draws) {
        expect(Date.parse(draw.stop)).toBeGreaterThan(now);
        expect(Date.parse(draw.drawDate)).toBeGreaterThan(Date.parse(draw.stop));
        expect(draw.purchaseStatus).not.toBe('past_draw');
        expect(draw.drawId).toEqual(expect.any(String));
      }
    }
  });

  it('prices every games count from min to max in integer cents (entries covering several games: the one-game price)', async () => {
    for (const offer of await offers()) {
      for (const gameType of offer.gameTypes) {
        for (const gameOffer of gameType.gameOffers) {
          const perEntryCount = !['reduced_system', 'powerhit', 'powerpik', 'strike_boxed', 'mega_combo'].includes(gameType.key);
          const tiers = perEntryCount ? Array.from({ length: gameOffer.maxGames - gameOffer.minGames + 1 }, (_, i) => gameOffer.minGames + i) : [1];
          expect(gameOffer.prices.map((tier) => tier.games)).toEqual(tiers);
          for (const tier of gameOffer.prices) expect(Number.isInteger(tier.price) && tier.price > 0).toBe(true);
          expect(gameOffer.defaultGames).toBeGreaterThanOrEqual(gameOffer.minGames);
          expect(gameOffer.defaultGames).toBeLessThanOrEqual(gameOffer.maxGames);
        }
      }
    }
  });

  it('describes the lottery games: 18 default standard games, number sets, draw options and selectable days', async () => {
    const byKey = new Map((await offers()).map((offer) => [offer.key, offer]));
    // Lucky Strike sells boxed entries only (game-types.ts).
    const lotteries = [...byKey.values()].filter((offer) => offer.type === 'lottery_ticket' && offer.key !== 'lucky-strike');
    expect(lotteries.length).toBeGreaterThanOrEqual(4);
    for (const lottery of lotteries) {
      const standard = lottery.gameTypes.find((gameType) => gameType.key === 'standard')!.gameOffers[0]!;
      expect(standard.defaultGames).toBe(18);
      expect(standard.drawOptions).toEqual([1, 2, 4, 8]);
    }
    const starburst = byKey.get('thursday-starburst')!.gameTypes[0]!.gameOffers[0]!;
    expect(starburst.numberSets).toEqual([
      { key: 'numbers', label: 'Numbers', count: 7, min: 1, max: 35 },
      { key: 'powerball', label: 'Powerball', count: 1, min: 1, max: 20 },
    ]);
    const midweek = byKey.get('midweek-draw')!;
    expect(midweek.gameTypes[0]!.gameOffers[0]!.days.map((day) => day.key)).toEqual(['monday', 'wednesday']);
    expect(byKey.get('saturday-super-draw')!.gameTypes[0]!.gameOffers[0]!.days).toEqual([]);
  });

  it('offers a raffle with causes and its open, pre-order and sold-out draws', async () => {
    const raffle = (await offers()).find((offer) => offer.type === 'raffle_ticket')!;
    expect(raffle.causes.map((cause) => cause.key)).toEqual(['kids_hospital', 'coastal_rescue']);
    expect(raffle.causes[0]).toEqual({ key: 'kids_hospital', urlSlug: 'kids-hospital', name: 'Kids Hospital Fund', description: expect.any(String) });
    expect(raffle.draws.map((draw) => draw.purchaseStatus)).toEqual(['sold_out', 'open', 'pre_order']);
    for (const draw of raffle.draws) expect(draw.name).toEqual(expect.stringContaining(`Draw ${draw.drawNo}`));
    expect(raffle.recurringPurchase).toEqual({ type: 'subscription', availability: 'optional' });
  });

  it('offers a syndicate with its size and tickets', async () => {
    const syndicate = (await offers()).find((offer) => offer.type === 'syndicate_share')!;
    expect(syndicate).toMatchObject({ size: 50, tickets: 100, gameTypes: [{ key: 'syndicate' }] });
    const lottery = (await offers()).find((offer) => offer.type === 'lottery_ticket')!;
    expect(lottery).not.toHaveProperty('size');
  });

  it("uses the sub-variant's URL alias for url and lists every alias", async () => {
    const gb = (await offers('drawfront', { 'X-Sub-Variant': 'GB' })).find((offer) => offer.key === 'saturday-super-draw')!;
    expect(gb.url).toBe('saturday-super-draw-uk');
    expect(gb.urlAliases).toEqual([{ subvariant: 'GB', url: 'saturday-super-draw-uk' }]);
    const au = (await offers()).find((offer) => offer.key === 'saturday-super-draw')!;
    expect(au.url).toBe('saturday-super-draw');
  });

  it("answers the charity site's own two raffles, each with causes", async () => {
    const list = await offers('goodcause');
    expect(list.map((offer) => offer.key)).toEqual(['river-restoration-raffle', 'shelter-raffle']);
    for (const offer of list) {
      expect(offer.type).toBe('raffle_ticket');
      expect(offer.causes.length).toBeGreaterThan(0);
      expect(offer.draws.map((draw) => draw.purchaseStatus)).toEqual(['open', 'pre_order']);
    }
  });

  it('answers an unknown pricing name with 404 and its name in the message', async () => {
    const body = expectError(await t.inject({ method: 'GET', url: '/v2/pricing/vip/product_offers', sign: 'drawfront' }), 404, 'unknown_pricing');
    expect(body.messages[0]!.message).toBe("product offer list for pricing 'vip' not found");
  });

  it('refuses a malformed pricing name with 422', async () => {
    for (const name of ['UPPER', 'a%20b', '-dash-first', 'x'.repeat(65)]) {
      const body = expectError(await t.inject({ method: 'GET', url: `/v2/pricing/${name}/product_offers`, sign: 'drawfront' }), 422, 'validation_failed');
      expect(Object.keys(body.errors)).toEqual(['pricingName']);
    }
  });

  it('is signed and cached for 60 s per site', async () => {
    expectError(await t.inject({ method: 'GET', url: OFFERS_URL }), 401, 'invalid_signature');
    const response = await t.inject({ method: 'GET', url: OFFERS_URL, sign: 'drawfront' });
    expect(response.headers['cache-control']).toBe('private, max-age=60');
  });
  it('answers the en-GB sub-variant in its own pound pricing: prices, prize pools and currency', async () => {
    const au = new Map((await offers()).map((offer) => [offer.key, offer]));
    const gb = await offers('drawfront', { 'X-Sub-Variant': 'GB' });
    expect(gb.map((offer) => offer.key)).toEqual([...au.keys()]);
    for (const offer of gb) {
      for (const gameType of offer.gameTypes) for (const gameOffer of gameType.gameOffers) expect(gameOffer.priceCurrency).toBe('GBP');
      for (const draw of offer.draws) if (draw.prizePool) expect(draw.prizePool.currency).toBe('GBP');
    }
    const saturday = gb.find((offer) => offer.key === 'saturday-super-draw')!;
    const standard = saturday.gameTypes[0]!.gameOffers[0]!;
    // 75c a line on the AU list; the GB list is 45p a line ("from £0.45 a line").
    expect(standard.prices.find((tier) => tier.games === 4)!.price).toBe(180);
    expect(au.get('saturday-super-draw')!.gameTypes[0]!.gameOffers[0]!.priceCurrency).toBe('AUD');
    expect(saturday.draws[0]!.prizePool).toEqual({ amount: Math.floor((au.get('saturday-super-draw')!.draws[0]!.prizePool!.amount * 52) / 100), currency: 'GBP' });
  });
});
