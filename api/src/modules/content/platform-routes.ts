import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../plugins/error-response';
import { requireOpsToken } from '../../plugins/ops-auth';
import { PreviewLinkQuerySchema } from './schemas';
import type { ContentService } from './service';

/** `GET /platform/content/preview-link`: the signed `/preview` address for one item (ops only). */
export const contentPlatformRoutes: FastifyPluginAsyncTypebox<{ content: ContentService; opsToken: string }> = async (app, { content, opsToken }) => {
  app.get(
    '/content/preview-link',
    { onRequest: requireOpsToken(opsToken), schema: { querystring: PreviewLinkQuerySchema, response: { 200: Type.Object({ path: Type.String() }), ...errorResponses(401) } } },
    async (request) => {
      const { site, collection, id } = request.query;
      const query = content.previewQuery(site, collection, id);
      const search = new URLSearchParams({ collection: query.collection, id: query.id, expires: String(query.expires), signature: query.signature });
      return { path: `/preview?${search.toString()}` };
    },
  );
};
