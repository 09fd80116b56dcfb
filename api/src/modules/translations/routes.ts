import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../plugins/error-response';
import { cachePrivately } from '../../plugins/http-cache';
import { siteOf } from '../../plugins/site-resolution';
import { TranslationItemsSchema, TranslationParamsSchema, TranslationQuerySchema } from './schemas';
import type { TranslationService } from './service';

/** The translation service (`/translations`, unsigned, per resolved site). */
export const translationRoutes: FastifyPluginAsyncTypebox<{ translations: TranslationService }> = async (app, { translations }) => {
  app.get(
    '/:locale/items',
    { schema: { params: TranslationParamsSchema, querystring: TranslationQuerySchema, response: { 200: TranslationItemsSchema, ...errorResponses(404, 422) } } },
    async (request, reply) => {
      const { c, id, t } = request.query;
      const items = await translations.items(siteOf(request).site, request.params.locale, { categories: c, ids: id, types: t });
      cachePrivately(reply, 60);
      return { items };
    },
  );
};
