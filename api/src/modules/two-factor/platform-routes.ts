import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { errorResponses } from '../../plugins/error-response';
import { noStore } from '../../plugins/http-cache';
import { requireOpsToken } from '../../plugins/ops-auth';
import { IDENTITY_ERRORS } from '../identity/errors';

import type { SiteService } from '../sites/service';
import type { SiteRecord } from '../sites/site-record';
import type { TwoFactorService } from './service';
import { OpsHeadersSchema, SiteParamsSchema } from '../../schemas/ops';

const UnlockBodySchema = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) }, { additionalProperties: false });
const UnlockedSchema = Type.Object({ customerId: Type.String({ format: 'uuid' }), wasLocked: Type.Boolean() });

/**
 * `POST /platform/sites/{site}/two-factor-unlocks` (ops token; `npm run ops -- two-factor unlock`): support ends a
 * customer's `2fa_account_locked` lockout once they have proved who they are. Logged with the acting person.
 */
export const twoFactorPlatformRoutes: FastifyPluginAsyncTypebox<{
  twoFactor: TwoFactorService;
  sites: SiteService;
  /** The identity service's lookup: the customer with this email on the site, or null. */
  customerByEmail: (site: SiteRecord, email: string) => Promise<{ id: string } | null>;
  opsToken: string;
}> = async (app, { twoFactor, sites, customerByEmail, opsToken }) => {
  app.post(
    '/sites/:site/two-factor-unlocks',
    { onRequest: requireOpsToken(opsToken), schema: { headers: OpsHeadersSchema, params: SiteParamsSchema, body: UnlockBodySchema, response: { 200: UnlockedSchema, ...errorResponses(401, 404, 422) } } },
    async (request, reply) => {
      noStore(reply);
      const site = await sites.getSite(request.params.site);
      if (!site) throw new AppError(ERROR_CODES.unknownSite, [request.params.site]);
      const email = request.body.email.trim();
      const customer = await customerByEmail(site, email);
      if (!customer) throw new AppError(IDENTITY_ERRORS.customerNotFound, [site.key, email]);
      const { wasLocked } = await twoFactor.unlock(customer.id);
      request.log.info({ customerId: customer.id, site: site.key, actor: request.headers['x-ops-actor'] ?? 'ops', wasLocked }, 'two-factor unlocked by ops');
      return { customerId: customer.id, wasLocked };
    },
  );
};
