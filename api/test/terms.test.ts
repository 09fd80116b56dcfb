import type { OfferTerms } from '@drawfront/shared/contract/terms';
import { backends, expectError, setupApp } from './helper';

describe.each(backends())('GET /v2/terms on %s', (backend) => {
  const t = setupApp(backend);
  const get = (url: string, site = 'drawfront') => t.inject({ method: 'GET', url, sign: site });

  it("answers an offer's terms, worded for its site and kind", async () => {
    const response = await get('/v2/terms/super-draw-syndicate');
    expect(response.statusCode).toBe(200);
    const terms = response.json() as OfferTerms;
    expect(terms).toMatchObject({ offerKey: 'super-draw-syndicate', drawNo: null, title: 'Saturday Super Draw Syndicate: terms and conditions' });
    expect(terms.sections.map((section) => section.heading)).toEqual(['Who can play', 'Buying tickets', 'Shares and prizes', 'Autoplay']);
    expect(terms.sections[0]!.paragraphs[0]).toContain('Drawfront account');
  });

  it("answers a raffle draw's own terms, and each site only its own offers'", async () => {
    const draw = (await get('/v2/terms/dream-home-raffle/432')).json() as OfferTerms;
    expect(draw).toMatchObject({ offerKey: 'dream-home-raffle', drawNo: 432, title: 'Draw 432: City penthouse: terms and conditions' });
    expect(draw.sections[0]!.paragraphs[0]).toContain('$2,400,000');
    expect(((await get('/v2/terms/river-restoration-raffle', 'goodcause')).json() as OfferTerms).sections[0]!.paragraphs[0]).toContain('Good Cause Raffles account');
    expectError(await get('/v2/terms/river-restoration-raffle'), 404, 'terms_not_found');
  });

  it('refuses unknown and malformed requests', async () => {
    expectError(await get('/v2/terms/saturday-super-draw/99999'), 404, 'terms_not_found');
    expectError(await get('/v2/terms/Not%20A%20Key'), 422, 'validation_failed');
    expectError(await get('/v2/terms/dream-home-raffle/abc'), 422, 'validation_failed');
    expectError(await get('/v2/terms/dream-home-raffle/0'), 422, 'validation_failed');
  });
});
