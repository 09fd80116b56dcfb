import type { Database } from '../../db/client';
import type { RouteScope } from '../../plugins/module-plugin';
import { translationRoutes } from './routes';
import { createTranslationService } from './service';
import type { TranslationService } from './service';

/** The translations service: a site's texts in the locales it speaks. */
export const translationsPlugin = {
  build: ({ db }: { db: Database }) => createTranslationService(db),
  routes: {
    translations: (scope: RouteScope, { translations }: { translations: TranslationService }) => scope.register(translationRoutes, { translations }),
  },
};
