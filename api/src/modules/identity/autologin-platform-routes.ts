import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { errorResponses } from '../../plugins/error-response';
import { noStore } from '../../plugins/http-cache';
import { requireOpsToken } from '../../plugins/ops-auth';

import type { SiteService } from '../sites/service';
import { NewSignInLinkSchema, SignInLinkSchema } from './autologin-schemas';
import type { AutologinService } from './autologin-service';
import { OpsHeadersSchema, SiteParamsSchema } from '../../schemas/ops';

/** `POST /platform/sites/{site}/autologin-links` (ops token): a sign-in link for a customer (`npm run ops -- autologin create`). */
export const autologinPlatformRoutes: FastifyPluginAsyncTypebox<{ autologin: AutologinService; sites: SiteService; opsToken: string }> = async (app, { autologin, sites, opsToken }) => {
  app.post(
    '/sites/:site/autologin-links',
    { onRequest: requireOpsToken(opsToken), schema: { headers: OpsHeadersSchema, params: SiteParamsSchema, body: NewSignInLinkSchema, response: { 201: SignInLinkSchema, ...errorResponses(401, 403, 404, 422) } } },
    async (request, reply) => {
      noStore(reply);
      const site = await sites.getSite(request.params.site);
      if (!site) throw new AppError(ERROR_CODES.unknownSite, [request.params.site]);
      const { email, kind = 'autologin', target } = request.body;
      const { path, expiresAt } = await autologin.createLink(site, email, kind, target);
      const link = `${site.constants.baseUrl.replace(/\/$/, '')}${path}`;
      return reply.status(201).send({ link, path, expiresAt: expiresAt.toISOString() });
    },
  );
};
