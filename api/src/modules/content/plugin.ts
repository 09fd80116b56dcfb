import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { RouteScope } from '../../plugins/module-plugin';
import type { CatalogueService } from '../catalogue/service';
import type { OutboxService } from '../outbox/service';
import type { SiteService } from '../sites/service';
import { contentPlatformRoutes } from './platform-routes';
import { contentRoutes } from './routes';
import { seoRoutes } from './seo-routes';
import { createContentService } from './service';
import type { ContentService } from './service';

/** Content reads and visitors' messages (contact, feedback, chat), mailed through the outbox; preview links are signed with the JWT secret. */
export const contentPlugin = {
  build: ({ db, now, config, outbox, sites }: { db: Database; now: () => Date; config: AppConfig; outbox: OutboxService; sites: SiteService }) =>
    createContentService(db, { now, previewSecret: config.jwtSecret, outbox, sites }),
  routes: {
    cms: (cms: RouteScope, { content }: { content: ContentService }) => cms.register(contentRoutes, { content }),
    /** The sitemap and robots.txt of the shell's origin. */
    seo: (scope: RouteScope, { content, sites, catalogue }: { content: ContentService; sites: SiteService; catalogue: CatalogueService }) => scope.register(seoRoutes, { content, sites, catalogue }),
    platform: (platform: RouteScope, { content, config }: { content: ContentService; config: AppConfig }) => platform.register(contentPlatformRoutes, { content, opsToken: config.opsToken }),
  },
};
