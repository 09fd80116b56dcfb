import { applyRouteOverrides } from '@drawfront/shared/routes/match-route';
import { ROUTES } from '@drawfront/shared/routes/route-table';
import { sitemapPaths } from '@drawfront/shared/routes/sitemap-paths';
import type { Capability } from '@drawfront/shared/contract/capabilities';
import type { SiteRecord } from '../sites/site-record';
import type { Item } from './item-query';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Content page paths and blog post paths a site lists: what content says may be indexed. */
export function contentPaths(pages: readonly Item[], posts: readonly Item[], categories: readonly Item[], capabilities: readonly Capability[]): string[] {
  const indexable = (item: Item) => !(item.seo as { noindex?: boolean } | undefined)?.noindex;
  const paths = pages.filter(indexable).map((page) => String(page.path));
  if (capabilities.includes('blog')) {
    paths.push(...posts.filter(indexable).map((post) => `/blog/${String(post.id)}`));
    paths.push(...categories.map((category) => `/blog/category/${String(category.slug ?? category.id)}`));
  }
  return paths;
}

/** `/sitemap.xml`: the route table's pages the site has (storefront §2 capability rules) and its content. */
export function sitemapXml(site: SiteRecord, capabilities: readonly Capability[], content: readonly string[]): string {
  const base = site.constants.baseUrl.replace(/\/$/, '');
  const listed = sitemapPaths(capabilities, site.routeOverrides);
  // A content page at a route table path (the about pages, the app pages) follows that route's rules.
  const tablePaths = new Set(applyRouteOverrides(ROUTES, site.routeOverrides).map((route) => route.path));
  const paths = [...new Set([...listed, ...content.filter((path) => !tablePaths.has(path))])].sort();
  const urls = paths.map((path) => `  <url><loc>${escapeXml(base + path)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** `/robots.txt`: everything but account and checkout pages, or nothing when the site disables indexing. */
export function robotsTxt(site: SiteRecord): string {
  const base = site.constants.baseUrl.replace(/\/$/, '');
  if (site.constants.disableIndexing) return 'User-agent: *\nDisallow: /\n';
  return ['User-agent: *', 'Disallow: /my-account', 'Disallow: /cart', 'Disallow: /checkout', 'Disallow: /preview', 'Disallow: /receipt', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
