import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PAYOUT_FAILURE_CODES } from '../../payments/payout';
import { errorResponses } from '../../plugins/error-response';
import { noStore } from '../../plugins/http-cache';
import { requireOpsToken } from '../../plugins/ops-auth';
import { Nullable, UuidString } from '../../lib/typebox';

import type { ManualPayouts } from './manual-payouts';
import type { PayoutRun } from './payout-job';
import { WithdrawalParamsSchema } from './schemas';
import { OpsHeadersSchema } from '../../schemas/ops';

const PayoutRunSchema = Type.Object({ paid: Type.Integer(), failed: Type.Integer(), deferred: Type.Integer() });
// Pending (to claim) unless asked for the processing ones (claimed, waiting for the bank's answer).
const QueueQuerySchema = Type.Object({ status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('processing')])) }, { additionalProperties: false });
const QueueSchema = Type.Object({
  withdrawals: Type.Array(
    Type.Object({
      id: UuidString(),
      customerId: UuidString(),
      amount: Type.Integer(),
      currency: Type.String(),
      status: Type.String(),
      requestedAt: Type.String(),
      destination: Type.Object({ type: Type.String(), bankCode: Nullable(Type.String()), accountNumber: Type.String(), accountName: Type.String() }),
    }),
  ),
});
// The bank's own reference for the transfer (or for its refusal): kept on the withdrawal for support and reconciliation.
const Reference = Type.String({ minLength: 1, maxLength: 100, pattern: '^[\\x20-\\x7E]+$' });
const SettleBodySchema = Type.Union([
  Type.Object({ outcome: Type.Literal('paid'), payoutReference: Reference }, { additionalProperties: false }),
  Type.Object({ outcome: Type.Literal('failed'), code: Type.Union(PAYOUT_FAILURE_CODES.map((code) => Type.Literal(code))), payoutReference: Reference }, { additionalProperties: false }),
]);
const ClaimedSchema = Type.Object({ id: UuidString(), status: Type.Literal('processing') });
const SettledSchema = Type.Object({ id: UuidString(), status: Type.Union([Type.Literal('paid'), Type.Literal('failed')]) });

/** How this deployment pays withdrawals out: a payout provider's job, or ops at the bank's portal. */
export type PayoutMode = { kind: 'provider'; payDueWithdrawals: () => Promise<PayoutRun> } | { kind: 'manual'; manual: ManualPayouts };

/**
 * With a payout provider, `POST /platform/withdrawals/payouts` (ops token) runs the payout job once now, as its
 * minute schedule would (`npm run ops -- pay-withdrawals`); safe anywhere, it only pays what is due, once.
 * With manual payouts (PAYOUT_PROVIDER=manual) ops work the queue instead: list it, claim a withdrawal, pay it
 * at the bank, record the answer. Only one of the two exists, so nothing is paid by both.
 */
export const withdrawalPlatformRoutes: FastifyPluginAsyncTypebox<{ mode: PayoutMode; opsToken: string }> = async (app, { mode, opsToken }) => {
  const onRequest = requireOpsToken(opsToken);
  app.addHook('onSend', async (_request, reply) => {
    noStore(reply);
  });

  if (mode.kind === 'provider') {
    app.post('/withdrawals/payouts', { onRequest, schema: { headers: OpsHeadersSchema, response: { 200: PayoutRunSchema, ...errorResponses(401) } } }, async () => mode.payDueWithdrawals());
    return;
  }

  const { manual } = mode;
  app.get('/withdrawals/queue', { onRequest, schema: { headers: OpsHeadersSchema, querystring: QueueQuerySchema, response: { 200: QueueSchema, ...errorResponses(401, 422) } } }, async (request) =>
    manual.queue(request.query.status ?? 'pending'),
  );
  app.post('/withdrawals/:id/claim', { onRequest, schema: { headers: OpsHeadersSchema, params: WithdrawalParamsSchema, response: { 200: ClaimedSchema, ...errorResponses(401, 404, 409, 422) } } }, async (request) =>
    manual.claim(request.params.id),
  );
  app.post(
    '/withdrawals/:id/settle',
    { onRequest, schema: { headers: OpsHeadersSchema, params: WithdrawalParamsSchema, body: SettleBodySchema, response: { 200: SettledSchema, ...errorResponses(400, 401, 404, 409, 415, 422) } } },
    async (request) => manual.settle(request.params.id, request.body),
  );
};
