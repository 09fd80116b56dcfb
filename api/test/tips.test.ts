// GET /v2/tips (storefront §3 "Tips", §7 "Catalogue", §9 cache): how to play, odds and draw times per offer.
import type { Tips } from '@drawfront/shared/contract/tips';
import { backends, expectError, setupApp } from './helper';

describe.each(backends())('tips on %s', (backend) => {
  const t = setupApp(backend);
  const get = (url: string, site = 'drawfront') => t.inject({ method: 'GET', url, sign: site });

  it("answers one offer's tips: the editors' how-to-play, division 1 odds from its prize table and its weekly draw time", async () => {
    const response = await get('/v2/tips?offer=thursday-starburst');
    expect(response.statusCode).toBe(200);
    // Spec §9: tips may be reused until 18 minutes after fetch.
    expect(response.headers['cache-control']).toContain('max-age=1080');
    const { tips } = response.json() as Tips;
    expect(tips.map((tip) => tip.key)).toEqual(['how_to_play', 'odds', 'draw_times']);
    expect(tips[0]!.text).toContain('Pick 7 numbers from 1 to 35 and one Powerball');
    expect(tips[1]!.text).toBe('The chance of one game winning division 1 is 1 in 134,490,400.');
    expect(tips[2]!.text).toBe('Thursday Starburst is drawn every Thursday at 8:30 pm (Sydney time). Sales close 90 minutes before each draw.');
  });

  it("answers every offer's tips without a filter; a raffle has how-to-play only; each site its own offers", async () => {
    const { tips } = (await get('/v2/tips').then((r) => r.json())) as Tips;
    for (const lottery of ['saturday-super-draw', 'thursday-starburst', 'midweek-draw', 'friday-windfall']) {
      expect(tips.filter((tip) => tip.offerKey === lottery).map((tip) => tip.key)).toEqual(['how_to_play', 'odds', 'draw_times']);
    }
    expect(tips.find((tip) => tip.offerKey === 'midweek-draw' && tip.key === 'draw_times')?.text).toMatch(/^Midweek Draw is drawn every Monday at .+ and Wednesday at .+ \(Sydney time\)/);
    expect(tips.filter((tip) => tip.offerKey === 'dream-home-raffle').map((tip) => tip.key)).toEqual(['how_to_play']);
    expect(tips.some((tip) => tip.offerKey === 'river-restoration-raffle')).toBe(false);
    const charity = (await get('/v2/tips', 'goodcause').then((r) => r.json())) as Tips;
    expect(charity.tips.every((tip) => tip.key === 'how_to_play')).toBe(true);
    expect(charity.tips.find((tip) => tip.offerKey === 'river-restoration-raffle')?.text).toContain('replant river banks');
  });

  it("answers 404 for an offer the site does not sell and 422 for a malformed key", async () => {
    expectError(await get('/v2/tips?offer=river-restoration-raffle'), 404, 'unknown_offer');
    expectError(await get('/v2/tips?offer=Not%20A%20Key'), 422, 'validation_failed');
  });
});
