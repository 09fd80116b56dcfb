import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { themeStyleRule, themeTokens } from '@drawfront/shared/boot/site-theme';
import { branding } from '../src/db/schema';
import { collectBootData } from '../src/frontends/boot-data';
import { renderShellHtml } from '../src/frontends/shell-html';
import { canaryBucket } from '../src/modules/releases/service';
import { allAt, createRelease, movePointer, publishAll } from './builders';
import { backends, setupApp } from './helper';

const TEMPLATE = '<!doctype html><html lang="en-AU"><head><title>Drawfront</title></head><body><div id="root"></div></body></html>';

/** The parts of a page request the boot data reads: its cookies, query and host. */
const pageRequest = (cookie = '', query: Record<string, string> = {}) => ({ headers: { host: 'localhost', cookie }, query }) as unknown as FastifyRequest;

const inlined = (html: string) => JSON.parse(/<script type="application\/json" id="df-boot">(.*?)<\/script>/.exec(html)![1]!);

describe.each(backends())('the boot data inlined in the shell page on %s', (backend) => {
  const t = setupApp(backend);

  it('is absent while the site has no live release, so the shell asks and shows the maintenance page', async () => {
    expect(await collectBootData(t.app, pageRequest('df_vid=v1'))).toBeNull();
  });

  it('carries the site, discovery, the live release and the site texts; a release swap shows on the next page', async () => {
    await publishAll(t, '1.0.0');
    await publishAll(t, '1.1.0');
    const first = await createRelease(t, 'drawfront', { remotes: allAt('1.0.0') });
    expect((await movePointer(t, 'drawfront', { releaseId: first.id, expectedRevision: 0 })).statusCode).toBe(200);

    const boot = (await collectBootData(t.app, pageRequest('df_vid=v1')))!;
    expect(boot.newVisitorCookie).toBeNull();
    expect(boot.data.site).toMatchObject({ key: 'drawfront', capabilities: expect.any(Array), signingSecret: expect.any(String) });
    expect(boot.data.discovery.services.platform.baseUrl).toBe('/platform');
    expect(boot.data.resolution).toMatchObject({ channel: 'live', release: { id: first.id } });
    expect(boot.data.translations).toEqual(expect.any(Object));
    // The site's theme from the content service, as the shell's tokens.
    const branding = (await t.inject({ method: 'GET', url: '/v2/branding', headers: await t.signed('drawfront') })).json();
    expect(boot.data.theme).toEqual(themeTokens(branding));
    expect(boot.data.theme!.tokens['--df-colour-primary']).toBe(branding.colours.primary);

    const second = await createRelease(t, 'drawfront', { remotes: allAt('1.1.0') });
    expect((await movePointer(t, 'drawfront', { releaseId: second.id, expectedRevision: 1 })).statusCode).toBe(200);
    expect((await collectBootData(t.app, pageRequest('df_vid=v1')))!.data.resolution.release.id).toBe(second.id);
  });

  it("inlines this visitor's canary, bucketed by the visitor cookie, and gives a new visitor an id", async () => {
    const { sites } = (await t.inject({ method: 'GET', url: '/platform/sites' })).json();
    const live = sites.find((site: { key: string }) => site.key === 'drawfront');
    const canary = await createRelease(t, 'drawfront', { remotes: allAt('1.0.0'), notes: 'canary' });
    expect((await movePointer(t, 'drawfront', { releaseId: canary.id, expectedRevision: 0, channel: 'canary', percentage: 50 })).statusCode).toBe(200);
    const visitors = Array.from({ length: 20 }, (_, i) => `visitor_${i}`);
    const inCanary = visitors.find((visitor) => canaryBucket('drawfront', visitor) < 50)!;
    const inLive = visitors.find((visitor) => canaryBucket('drawfront', visitor) >= 50)!;
    expect((await collectBootData(t.app, pageRequest(`df_vid=${inCanary}`)))!.data.resolution).toMatchObject({ channel: 'canary', release: { id: canary.id } });
    expect((await collectBootData(t.app, pageRequest(`df_vid=${inLive}`)))!.data.resolution).toMatchObject({ channel: 'live', release: { id: live.liveReleaseId } });

    const fresh = (await collectBootData(t.app, pageRequest('df_vid=tampered%20id')))!;
    const id = /^df_vid=([A-Za-z0-9_-]+); Path=\/; Max-Age=31536000; SameSite=Lax$/.exec(fresh.newVisitorCookie ?? '')![1]!;
    expect(fresh.data.resolution.channel).toBe(canaryBucket('drawfront', id) < 50 ? 'canary' : 'live');
  });

  it('picks the site from ?site= before the cookie', async () => {
    const boot = await collectBootData(t.app, pageRequest('df_vid=v1; df_site=drawfront', { site: 'goodcause' }));
    // goodcause has no live release in this suite: no boot data rather than the wrong site's.
    expect(boot).toBeNull();
    expect((await collectBootData(t.app, pageRequest('df_vid=v1; df_site=drawfront')))!.data.site.key).toBe('drawfront');
  });

  it('renders the page with the data and a preload of the route remote entry carrying its integrity', async () => {
    const boot = (await collectBootData(t.app, pageRequest('df_vid=v1')))!;
    const hostile = { ...boot.data, site: { ...boot.data.site, name: '</script><script>alert(1)</script> & <!--' } };
    const html = renderShellHtml(TEMPLATE, hostile, '/cart');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(inlined(html).site.name).toBe('</script><script>alert(1)</script> & <!--');
    const cart = boot.data.resolution.release.remotes['cart-checkout']!;
    expect(html).toContain(`<link rel="preload" as="script" href="${cart.entryUrl}" integrity="${cart.integrity}" crossorigin="anonymous" />`);
    expect(html).toContain(`<html lang="${boot.data.site.locale}"`);
    expect(renderShellHtml(TEMPLATE, boot.data, '/no/such/page/here')).not.toContain('rel="preload"');
    expect(renderShellHtml(TEMPLATE, null, '/')).toBe(TEMPLATE);
  });

  it("paints in the site's colours from the first byte: the theme is a style rule in the head, before the boot script", async () => {
    const boot = (await collectBootData(t.app, pageRequest('df_vid=v1')))!;
    const html = renderShellHtml(TEMPLATE, boot.data, '/');
    const style = /<style id="df-theme">(html:root\{[^<]*\})<\/style>/.exec(html)?.[1];
    expect(style).toBe(themeStyleRule(boot.data.theme!));
    expect(style).toContain(`--df-colour-primary:${boot.data.theme!.tokens['--df-colour-primary']}`);
    expect(html.indexOf('id="df-theme"')).toBeLessThan(html.indexOf('</head>'));
    // A changed theme shows on the next page, with no rebuild.
    await t.database.db.update(branding).set({ theme: sql`jsonb_set(${branding.theme}, '{colours,primary}', '"#5b2a86"')` }).where(eq(branding.siteKey, 'drawfront'));
    const next = (await collectBootData(t.app, pageRequest('df_vid=v1')))!;
    expect(renderShellHtml(TEMPLATE, next.data, '/')).toContain('--df-colour-primary:#5b2a86');
    // A theme whose values are not colours or font stacks adds nothing to the page.
    expect(renderShellHtml(TEMPLATE, { ...boot.data, theme: { tokens: { '--df-colour-primary': '</style><script>alert(1)</script>' } } }, '/')).not.toContain('df-theme');
  });
});
