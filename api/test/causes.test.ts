import type { CauseSummary, CausesResponse } from '@drawfront/shared/contract/causes';
import { backends, expectError, setupApp } from './helper';

describe.each(backends())('GET /v2/causes and /v2/causes/:key on %s', (backend) => {
  const t = setupApp(backend);
  const get = async (url: string, site = 'drawfront') => t.inject({ method: 'GET', url: `/v2${url}`, sign: site });
  const list = async (url: string, site = 'drawfront') => {
    const response = await get(url, site);
    expect(response.statusCode).toBe(200);
    return (response.json() as CausesResponse).causes;
  };

  it('lists the site\'s causes with the offers that raise money for them', async () => {
    const causes = await list('/causes');
    expect(causes.map((cause) => cause.key)).toEqual(['coastal_rescue', 'kids_hospital']);
    expect(causes.find((cause) => cause.key === 'kids_hospital')).toEqual({
      key: 'kids_hospital',
      urlSlug: 'kids-hospital',
      name: 'Kids Hospital Fund',
      description: "Equipment and family support for a children's hospital ward.",
      offerKeys: ['dream-home-raffle'],
    });
  });

  it('answers one site its own causes only', async () => {
    const causes = await list('/causes', 'goodcause');
    expect(causes.map((cause) => cause.key)).not.toContain('kids_hospital');
    expect(causes.length).toBeGreaterThan(0);
    expect(await list('/causes?slug=kids-hospital', 'goodcause')).toEqual([]);
    expectError(await get('/causes/kids_hospital', 'goodcause'), 404, 'unknown_cause');
  });

  it('finds a cause by slug with limit 1, and answers an empty list for an unknown slug', async () => {
    expect((await list('/causes?slug=coastal-rescue&limit=1')).map((cause) => cause.key)).toEqual(['coastal_rescue']);
    expect(await list('/causes?slug=no-such-cause&limit=1')).toEqual([]);
    expect((await list('/causes?limit=1&offset=1')).map((cause) => cause.key)).toEqual(['kids_hospital']);
  });

  it('answers one cause by key, and 404 in the error shape for an unknown key', async () => {
    const response = await get('/causes/kids_hospital');
    expect(response.statusCode).toBe(200);
    expect((response.json() as CauseSummary).urlSlug).toBe('kids-hospital');
    const missing = await get('/causes/no_such_cause');
    expectError(missing, 404, 'unknown_cause');
    expect(missing.json()).toMatchObject({ messages: [{ code: 'unknown_cause', message: expect.stringContaining('no_such_cause') }] });
  });

  it('refuses a malformed key, slug or limit with a validation error', async () => {
    expectError(await get('/causes/Not-A-Key'), 422, 'validation_failed');
    expectError(await get('/causes?slug=Bad%20Slug'), 422, 'validation_failed');
    expectError(await get('/causes?limit=0'), 422, 'validation_failed');
  });
});
