import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DEFAULT_PRICING } from '../../db/seed-data/offers';
import { siteOf } from '../../plugins/site-resolution';
import type { CatalogueService } from '../catalogue/service';
import type { SiteService } from '../sites/service';
import type { ContentService } from './service';
import { contentPaths, robotsTxt, sitemapXml } from './sitemap';

const Query = Type.Object({ site: Type.Optional(Type.String({ maxLength: 40 })), sv: Type.Optional(Type.String({ maxLength: 10 })) });
const ALL = { limit: -1 };
const text = (type: string, description: string) => ({ description, content: { [type]: { schema: Type.String() } } });

/** `/sitemap.xml` and `/robots.txt` on the shell's origin, for the site the host (or `?site=` locally) names. */
export const seoRoutes: FastifyPluginAsyncTypebox<{ content: ContentService; sites: SiteService; catalogue: CatalogueService }> = async (app, { content, sites, catalogue }) => {
  app.get('/sitemap.xml', { schema: { querystring: Query, response: { 200: text('application/xml', 'The sitemap of the site') } } }, async (request, reply) => {
    const { site, subVariant } = siteOf(request);
    const { capabilities } = await sites.capabilities(site.key, undefined);
    // Each offer the site sells has its own page (the play or buy page at its URL on this sub-variant).
    const offers = await catalogue.productOffers(site.key, DEFAULT_PRICING, subVariant.code).catch(() => []);
    const offerPaths = offers.filter((offer) => offer.availability === 'available').map((offer) => `/${offer.url}`);
    const [pages, posts, categories] = await Promise.all([content.list(site.key, 'pages', ALL), content.list(site.key, 'blog_posts', ALL), content.list(site.key, 'blog_categories', ALL)]);
    reply.header('Content-Type', 'application/xml; charset=utf-8');
    reply.header('Cache-Control', 'public, max-age=3600');
    return sitemapXml(site, capabilities, [...contentPaths(pages.data, posts.data, categories.data, capabilities), ...offerPaths]);
  });
  app.get('/robots.txt', { schema: { querystring: Query, response: { 200: text('text/plain', 'Rules for crawlers') } } }, async (request, reply) => {
    reply.header('Content-Type', 'text/plain; charset=utf-8');
    reply.header('Cache-Control', 'public, max-age=3600');
    return robotsTxt(siteOf(request).site);
  });
};
