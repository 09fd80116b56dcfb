import { CAPABILITIES } from '../contract/capabilities';
import type { Capability } from '../contract/capabilities';
import { sitemapPaths } from './sitemap-paths';

const without = (removed: Capability[]) => CAPABILITIES.filter((c) => !removed.includes(c));

describe('sitemapPaths', () => {
  it('lists public fixed pages and leaves out account, sign-in, preview and parameterised pages', () => {
    const paths = sitemapPaths(CAPABILITIES);
    expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/about/privacy', '/blog', '/lotto-tickets']));
    for (const path of ['/login', '/login/social/callback', '/preview', '/my-account', '/cart', '/logout', '/marketing/feature-banner']) expect(paths).not.toContain(path);
    expect(paths.some((path) => path.includes(':'))).toBe(false);
  });

  it('applies the spec capability rules: causes, responsible gambling, cookie policy and terms of use need theirs', () => {
    const paths = sitemapPaths(without(['causes-directory', 'responsible-gambling', 'cookie-consent', 'terms-of-use']));
    for (const path of ['/causes', '/about/responsible-gaming', '/about/cookie-policy', '/about/terms-of-use']) expect(paths).not.toContain(path);
    const all = sitemapPaths(CAPABILITIES);
    for (const path of ['/causes', '/about/responsible-gaming', '/about/cookie-policy', '/about/terms-of-use']) expect(all).toContain(path);
  });

  it('lists the FAQ page only without the support-FAQ capability', () => {
    expect(sitemapPaths(CAPABILITIES)).not.toContain('/about/faq');
    expect(sitemapPaths(without(['support-faq']))).toContain('/about/faq');
  });

  it("uses the site's path overrides", () => {
    const paths = sitemapPaths(CAPABILITIES, { 'charity-tickets': '/raffles' });
    expect(paths).toContain('/raffles');
    expect(paths).not.toContain('/charity-tickets');
  });
});
