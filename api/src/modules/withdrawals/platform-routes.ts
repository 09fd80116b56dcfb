import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../plugins/error-response';
import { noStore } from '../../plugins/http-cache';
import { requireOpsToken } from '../../plugins/ops-auth';
import { OpsHeadersSchema } from '../remotes/schemas';
import type { PayoutRun } from './payout-job';

const PayoutRunSchema = Type.Object({ paid: Type.Integer(), failed: Type.Integer(), deferred: Type.Integer() });

/**
 * `POST /platform/withdrawals/payouts` (ops token): runs the payout job once now, as its minute schedule
 * would (`npm run ops -- pay-withdrawals`). Safe anywhere: it only pays what is due, once.
 */
export const withdrawalPlatformRoutes: FastifyPluginAsyncTypebox<{ payDueWithdrawals: () => Promise<PayoutRun>; opsToken: string }> = async (app, { payDueWithdrawals, opsToken }) => {
  app.post('/withdrawals/payouts', { onRequest: requireOpsToken(opsToken), schema: { headers: OpsHeadersSchema, response: { 200: PayoutRunSchema, ...errorResponses(401) } } }, async (_request, reply) => {
    noStore(reply);
    return payDueWithdrawals();
  });
};
