import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { errorResponses } from '../../plugins/error-response';
import { noStore } from '../../plugins/http-cache';
import { requireOpsToken } from '../../plugins/ops-auth';

import type { SiteService } from '../sites/service';
import type { BankDepositsService } from './bank-deposits-service';
import { IncomingTransferAnswerSchema, IncomingTransferSchema } from './schemas';
import { OpsHeadersSchema } from '../../schemas/ops';

/**
 * `POST /platform/deposits/bank-transfers` (ops token): a payment arrived in the shop's bank account with a
 * customer's reference (`npm run ops -- deposit receive`). It credits that customer once per bank transaction
 * id: 201 the first time, 200 with `replayed` after; 409 `bank_transaction_conflict` when that id was reported
 * for another reference or amount. Money for a closed account is held in suspense (`GET /platform/suspended-credits`).
 */
export const depositPlatformRoutes: FastifyPluginAsyncTypebox<{ bank: BankDepositsService; sites: SiteService; opsToken: string }> = async (app, { bank, sites, opsToken }) => {
  app.post(
    '/deposits/bank-transfers',
    { onRequest: requireOpsToken(opsToken), schema: { headers: OpsHeadersSchema, body: IncomingTransferSchema, response: { 200: IncomingTransferAnswerSchema, 201: IncomingTransferAnswerSchema, ...errorResponses(401, 404, 409, 422) } } },
    async (request, reply) => {
      noStore(reply);
      const site = await sites.getSite(request.body.site);
      if (!site) throw new AppError(ERROR_CODES.unknownSite, [request.body.site]);
      const { reference, amount, bankTransactionId, method } = request.body;
      const answer = await bank.receive(site, { reference, amount, bankTransactionId, method: method ?? 'bd' });
      return reply.status(answer.replayed ? 200 : 201).send(answer);
    },
  );
};
