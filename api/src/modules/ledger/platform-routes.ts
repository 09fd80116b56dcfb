import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../plugins/error-response';
import { noStore } from '../../plugins/http-cache';
import { requireOpsToken } from '../../plugins/ops-auth';

import type { listSuspendedCredits } from './suspense-repository';
import { OpsHeadersSchema } from '../../schemas/ops';
import { PageQuerySchema } from '../../schemas/paging';

const SuspendedCreditSchema = Type.Object({
  id: Type.Integer(),
  transactionId: Type.String(),
  customerId: Type.String(),
  amount: Type.Object({ amount: Type.Integer(), currency: Type.String() }),
  kind: Type.String(),
  reference: Type.String(),
  createdAt: Type.String(),
});

/**
 * `GET /platform/suspended-credits` (ops token, `npm run ops -- suspense list`): money that arrived for a
 * closed account and is held in the suspense account, newest first, for ops to pay back to where it came from.
 */
export const ledgerPlatformRoutes: FastifyPluginAsyncTypebox<{
  /** A page of the credits held in suspense, newest first. */
  suspendedCredits: (limit: number, offset: number) => ReturnType<typeof listSuspendedCredits>;
  opsToken: string;
}> = async (app, { suspendedCredits, opsToken }) => {
  app.get(
    '/suspended-credits',
    {
      onRequest: requireOpsToken(opsToken),
      schema: {
        headers: OpsHeadersSchema,
        querystring: PageQuerySchema,
        response: { 200: Type.Object({ suspendedCredits: Type.Array(SuspendedCreditSchema) }), ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { limit = 100, offset = 0 } = request.query;
      const rows = await suspendedCredits(limit, offset);
      return {
        suspendedCredits: rows.map((row) => ({
          id: row.id,
          transactionId: row.transactionId,
          customerId: row.customerId,
          amount: { amount: row.amountCents, currency: row.currency },
          kind: row.kind,
          reference: row.reference,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
