import { eq } from 'drizzle-orm';
import { CAPABILITIES } from '@drawfront/shared/contract/capabilities';
import { sites } from '../src/db/schema';
import { signedHeaders } from '../src/plugins/signature';
import { backends, expectError, OPS_TOKEN, setupApp } from './helper';
import { PRODUCTION_ENV } from './support/production';

describe.each(backends())('site configuration, capabilities and branding on %s', (backend) => {
  const t = setupApp(backend);

  describe('GET /v2/config', () => {
    it('answers the site config with its sub-variants, constants, navigation and social links', async () => {
      const response = await t.inject({ method: 'GET', url: '/v2/config', sign: 'drawfront' });
      expect(response.statusCode).toBe(200);
      const config = response.json();
      expect(config).toMatchObject({
        key: 'drawfront',
        name: 'Drawfront',
        locale: 'en-AU',
        currency: 'AUD',
        subVariant: 'AU',
        subVariants: [
          { code: 'AU', locale: 'en-AU', currency: 'AUD' },
          { code: 'GB', locale: 'en-GB', currency: 'GBP' },
        ],
        constants: { siteName: 'Drawfront', supportNumber: expect.any(String), supportOpeningHours: expect.any(String), supportEmail: expect.stringContaining('@') },
        routeOverrides: {},
      });
      expect(config.navigation.map((item: { kind: string }) => item.kind).sort()).toEqual(expect.arrayContaining(['drawer', 'external', 'internal']));
      expect(config.socialLinks.length).toBeGreaterThan(0);
      expect(response.headers['cache-control']).toBe('private, max-age=60');
      expect(response.headers.vary).toContain('X-Sub-Variant');
    });

    it('answers in the en-GB sub-variant from X-Sub-Variant or the sv query parameter (any case)', async () => {
      for (const request of [{ url: '/v2/config', headers: { 'X-Sub-Variant': 'GB' } }, { url: '/v2/config?sv=gb', headers: {} }]) {
        const config = (await t.inject({ method: 'GET', sign: 'drawfront', ...request })).json();
        expect(config).toMatchObject({ subVariant: 'GB', locale: 'en-GB', currency: 'GBP', constants: { siteLocale: 'en-GB' } });
      }
    });

    it("falls back to the site's default sub-variant for an unknown code", async () => {
      const config = (await t.inject({ method: 'GET', url: '/v2/config', sign: 'drawfront', headers: { 'X-Sub-Variant': 'XX' } })).json();
      expect(config.subVariant).toBe('AU');
    });
  });

  describe('site resolution', () => {
    it('resolves the site from the Host header (port ignored)', async () => {
      const charity = await t.inject({ method: 'GET', url: '/v2/config', headers: { host: 'charity.localhost:3000', ...(await t.signed('goodcause', { siteHeader: false })) } });
      expect(charity.json()).toMatchObject({ key: 'goodcause', routeOverrides: { 'charity-tickets': '/raffles' } });
      const local = await t.inject({ method: 'GET', url: '/v2/config', headers: { host: '127.0.0.1:3000', ...(await t.signed('drawfront', { siteHeader: false })) } });
      expect(local.json().key).toBe('drawfront');
    });

    it('lets X-Drawfront-Site override the host', async () => {
      const response = await t.inject({ method: 'GET', url: '/v2/config', headers: { host: 'localhost', ...(await t.signed('goodcause')) } });
      expect(response.json().key).toBe('goodcause');
    });

    it('answers 404 unknown_site for an X-Drawfront-Site that names no site', async () => {
      const body = expectError(await t.inject({ method: 'GET', url: '/v2/config', headers: { ...(await t.signed('drawfront')), 'X-Drawfront-Site': 'nosuchsite' } }), 404, 'unknown_site');
      expect(body.messages[0]!.message).toBe("site 'nosuchsite' not found");
      expectError(await t.inject({ method: 'GET', url: '/platform/sites/current', headers: { 'X-Drawfront-Site': 'nosuchsite' } }), 404, 'unknown_site');
    });

    it('gives an unknown host the default site outside production', async () => {
      const response = await t.inject({ method: 'GET', url: '/platform/sites/current', headers: { host: 'tunnel.example.org' } });
      expect(response.json().key).toBe('drawfront');
    });
  });

  describe('GET /v2/capabilities', () => {
    it('answers every capability for the default segment of the commercial site', async () => {
      const response = await t.inject({ method: 'GET', url: '/v2/capabilities', sign: 'drawfront' });
      expect(response.json()).toEqual({ segment: 'default', capabilities: [...CAPABILITIES].sort() });
    });

    it('answers a named segment with its own set', async () => {
      const { segment, capabilities } = (await t.inject({ method: 'GET', url: '/v2/capabilities?segment=restricted', sign: 'drawfront' })).json();
      expect(segment).toBe('restricted');
      expect(capabilities).toContain('wallet-deposit');
      expect(capabilities).not.toContain('social-syndicates');
    });

    it("answers an unknown segment with the default segment's set", async () => {
      const body = (await t.inject({ method: 'GET', url: '/v2/capabilities?segment=nobody', sign: 'drawfront' })).json();
      expect(body.segment).toBe('default');
      expect(body.capabilities).toHaveLength(CAPABILITIES.length);
    });

    it('gives the charity site causes and charity raffles but no commercial play', async () => {
      const { capabilities } = (await t.inject({ method: 'GET', url: '/v2/capabilities', sign: 'goodcause' })).json();
      expect(capabilities).toEqual(expect.arrayContaining(['causes-directory', 'charity-lotteries', 'wallet-deposit', 'viewing-orders', 'cookie-consent', 'responsible-gambling']));
      for (const absent of ['multi-offer-site', 'commercial-lotteries', 'membership-program', 'social-syndicates']) expect(capabilities).not.toContain(absent);
    });

    it('refuses a malformed segment with 422', async () => {
      const body = expectError(await t.inject({ method: 'GET', url: '/v2/capabilities?segment=%3Cscript%3E', sign: 'drawfront' }), 422, 'validation_failed');
      expect(Object.keys(body.errors)).toEqual(['segment']);
    });
  });

  describe('GET /v2/branding', () => {
    it("answers each site's theme", async () => {
      const drawfront = (await t.inject({ method: 'GET', url: '/v2/branding', sign: 'drawfront' })).json();
      const goodcause = (await t.inject({ method: 'GET', url: '/v2/branding', sign: 'goodcause' })).json();
      expect(drawfront).toMatchObject({ siteKey: 'drawfront', logoText: 'Drawfront', colours: { primary: expect.stringMatching(/^#[0-9a-f]{6}$/) }, fonts: { heading: expect.any(String), body: expect.any(String) } });
      expect(goodcause.siteKey).toBe('goodcause');
      expect(goodcause.colours.primary).not.toBe(drawfront.colours.primary);
    });

    it('is signed', async () => {
      expectError(await t.inject({ method: 'GET', url: '/v2/branding' }), 401, 'invalid_signature');
    });
  });

  describe('/platform/sites', () => {
    it('lists every site with its domains and no live release yet', async () => {
      const response = await t.inject({ method: 'GET', url: '/platform/sites' });
      expect(response.json()).toEqual({
        sites: [
          { key: 'drawfront', name: 'Drawfront', domains: ['127.0.0.1', 'localhost'], liveReleaseId: null, revision: 0, canary: null },
          { key: 'goodcause', name: 'Good Cause Raffles', domains: ['charity.localhost'], liveReleaseId: null, revision: 0, canary: null },
        ],
      });
    });

    it('answers the resolved site as SiteInfo plus the signing secret, and that secret signs calls', async () => {
      const current = (await t.inject({ method: 'GET', url: '/platform/sites/current', headers: { host: 'charity.localhost' } })).json();
      expect(current).toMatchObject({ key: 'goodcause', name: 'Good Cause Raffles', locale: 'en-AU', currency: 'AUD', subVariant: 'AU', appKey: 'goodcause-web', signingSecret: expect.any(String) });
      expect(Object.keys(current).sort()).toEqual(['appKey', 'capabilities', 'constants', 'currency', 'key', 'locale', 'name', 'navigation', 'routeOverrides', 'signingSecret', 'socialLinks', 'subVariant', 'subVariants', 'timeZone', 'country'].sort());
      expect(current.capabilities).toContain('causes-directory');

      const headers = signedHeaders({ appKey: current.appKey, secret: current.signingSecret });
      expect((await t.inject({ method: 'GET', url: '/v2/config', headers: { ...headers, host: 'charity.localhost' } })).statusCode).toBe(200);
    });

    it('answers the en-GB sub-variant of the current site', async () => {
      const current = (await t.inject({ method: 'GET', url: '/platform/sites/current?sv=GB' })).json();
      expect(current).toMatchObject({ key: 'drawfront', subVariant: 'GB', locale: 'en-GB', currency: 'GBP', timeZone: 'Europe/London' });
    });

  });
});

describe.each(backends())('site resolution in production on %s', (backend) => {
  const t = setupApp(backend, { ...PRODUCTION_ENV, OPS_TOKEN });

  it('refuses a host that belongs to no site', async () => {
    const body = expectError(await t.inject({ method: 'GET', url: '/platform/sites/current', headers: { host: 'unknown.example.org' } }), 404, 'unknown_site');
    expect(body.messages[0]!.message).toBe("no site is configured for host 'unknown.example.org'");
  });

  it('still resolves a configured domain', async () => {
    expect((await t.inject({ method: 'GET', url: '/platform/sites/current', headers: { host: 'charity.localhost' } })).json().key).toBe('goodcause');
  });
});

describe.each(backends())("a site's time zone on %s", (backend) => {
  const t = setupApp(backend);

  it("gives every date's zone from the site's record: a sub-variant's own, else the site's (a Perth site is on Perth's clock)", async () => {
    // Before the first read, so the site cache holds the changed record.
    await t.database.db.update(sites).set({ timeZone: 'Australia/Perth' }).where(eq(sites.key, 'goodcause'));
    expect((await t.inject({ method: 'GET', url: '/platform/sites/current', headers: { host: 'charity.localhost' } })).json()).toMatchObject({ key: 'goodcause', timeZone: 'Australia/Perth' });
    expect((await t.inject({ method: 'GET', url: '/platform/sites/current' })).json()).toMatchObject({ key: 'drawfront', subVariant: 'AU', timeZone: 'Australia/Sydney' });
    expect((await t.inject({ method: 'GET', url: '/platform/sites/current?sv=GB' })).json()).toMatchObject({ key: 'drawfront', subVariant: 'GB', timeZone: 'Europe/London' });
  });
});

describe.each(backends())('ops move a site to another time zone on %s', (backend) => {
  const t = setupApp(backend);
  const put = (site: string, timeZone: unknown, headers: Record<string, string> = t.ops()) =>
    t.inject({ method: 'PUT', url: `/platform/sites/${site}/time-zone`, headers, payload: { timeZone } });

  it('answers the canonical zone and serves it at once from the site this instance had cached', async () => {
    expect((await t.inject({ method: 'GET', url: '/platform/sites/current', headers: { host: 'charity.localhost' } })).json().timeZone).toBe('Australia/Sydney');
    const response = await put('goodcause', 'australia/perth');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ timeZone: 'Australia/Perth' });
    expect((await t.inject({ method: 'GET', url: '/platform/sites/current', headers: { host: 'charity.localhost' } })).json().timeZone).toBe('Australia/Perth');
    // The other site and a sub-variant with a zone of its own keep theirs.
    expect((await t.inject({ method: 'GET', url: '/platform/sites/current' })).json().timeZone).toBe('Australia/Sydney');
    expect((await put('drawfront', 'Australia/Darwin')).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/platform/sites/current?sv=GB' })).json().timeZone).toBe('Europe/London');
  });

  it('refuses what is not an IANA zone, an unknown site and a call without the ops token, changing nothing', async () => {
    const zoneOf = async () => (await t.database.db.select({ timeZone: sites.timeZone }).from(sites).where(eq(sites.key, 'goodcause')))[0]!.timeZone;
    const before = await zoneOf();
    for (const zone of ['AEST', 'EST', 'Nowhere/City', '']) expect((await put('goodcause', zone)).statusCode).toBe(422);
    expectError(await put('goodcause', 'Mars/Olympus'), 422, 'unknown_time_zone');
    expectError(await put('nosuchsite', 'Australia/Perth'), 404, 'unknown_site');
    expectError(await put('goodcause', 'Pacific/Auckland', {}), 401, 'ops_unauthorised');
    expect(await zoneOf()).toBe(before);
  });
});
