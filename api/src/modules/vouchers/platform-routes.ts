import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { errorResponses } from '../../plugins/error-response';
import { noStore } from '../../plugins/http-cache';
import { requireOpsToken } from '../../plugins/ops-auth';

import type { SiteService } from '../sites/service';
import type { SiteRecord } from '../sites/site-record';
import { NewVoucherSchema, VoucherListSchema, VoucherSchema } from './schemas';
import { describeVoucher } from './service';
import type { VoucherRecord } from './service';
import type { VoucherDesk } from './voucher-desk';
import { OpsHeadersSchema, SiteParamsSchema } from '../../schemas/ops';

function toVoucher(voucher: VoucherRecord & { redemptions: number }, site: SiteRecord): Static<typeof VoucherSchema> {
  const money = (cents: number) => ({ amount: cents, currency: site.currency });
  return {
    site: voucher.siteKey,
    code: voucher.code,
    type: voucher.type,
    description: describeVoucher(voucher, site),
    amount: voucher.amountCents === null ? null : money(voucher.amountCents),
    percentBasisPoints: voucher.percentBasisPoints,
    minSpend: money(voucher.minSpendCents),
    expiresAt: voucher.expiresAt?.toISOString() ?? null,
    maxRedemptions: voucher.maxRedemptions,
    redemptions: voucher.redemptions,
    createdAt: voucher.createdAt.toISOString(),
  };
}

/**
 * `/platform/sites/{site}/vouchers` (ops token): make a voucher and list a site's vouchers with how often each was
 * used (`npm run ops -- voucher create|list`). Vouchers are never changed once made: a new offer is a new code.
 */
export const voucherPlatformRoutes: FastifyPluginAsyncTypebox<{ vouchers: VoucherDesk; sites: SiteService; opsToken: string }> = async (app, { vouchers, sites, opsToken }) => {
  const siteNamed = async (key: string): Promise<SiteRecord> => {
    const site = await sites.getSite(key);
    if (!site) throw new AppError(ERROR_CODES.unknownSite, [key]);
    return site;
  };

  app.post(
    '/sites/:site/vouchers',
    { onRequest: requireOpsToken(opsToken), schema: { headers: OpsHeadersSchema, params: SiteParamsSchema, body: NewVoucherSchema, response: { 201: VoucherSchema, ...errorResponses(401, 404, 409, 422) } } },
    async (request, reply) => {
      noStore(reply);
      const site = await siteNamed(request.params.site);
      const { expiresAt, ...body } = request.body;
      const expiry = expiresAt === undefined ? undefined : new Date(expiresAt);
      if (expiry && Number.isNaN(expiry.getTime())) throw new AppError(ERROR_CODES.invalidVoucher, [`expiresAt ${expiresAt} is not an instant`]);
      const voucher = await vouchers.create({ ...body, siteKey: site.key, ...(expiry ? { expiresAt: expiry } : {}) });
      return reply.status(201).send(toVoucher({ ...voucher, redemptions: 0 }, site));
    },
  );

  app.get(
    '/sites/:site/vouchers',
    { onRequest: requireOpsToken(opsToken), schema: { headers: OpsHeadersSchema, params: SiteParamsSchema, response: { 200: VoucherListSchema, ...errorResponses(401, 404) } } },
    async (request, reply) => {
      noStore(reply);
      const site = await siteNamed(request.params.site);
      return { vouchers: (await vouchers.list(site.key)).map((voucher) => toVoucher(voucher, site)) };
    },
  );
};
