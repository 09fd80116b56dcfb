import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../plugins/error-response';
import { noStore } from '../../plugins/http-cache';
import { requireOpsToken } from '../../plugins/ops-auth';

import type { RecurringRunner } from './runner';
import { RunReportSchema } from './schemas';
import { OpsHeadersSchema } from '../../schemas/ops';

const RunBodySchema = Type.Object(
  {
    // Run every recurring purchase whose draw's sales stop within this many hours, as the job will when that time comes.
    horizonHours: Type.Optional(Type.Integer({ minimum: 0, maximum: 24 * 60 })),
  },
  { additionalProperties: false },
);

/**
 * `POST /platform/recurring-purchases/run` (ops token; registered behind the test doors only, like running a draw on demand):
 * one runner pass now, optionally reaching draws further ahead than the lead time, so a demo or an
 * end-to-end test can see a week's autoplay run without waiting for the week.
 */
export const recurringPlatformRoutes: FastifyPluginAsyncTypebox<{ runner: RecurringRunner; opsToken: string }> = async (app, { runner, opsToken }) => {
  app.post(
    '/recurring-purchases/run',
    {
      onRequest: requireOpsToken(opsToken),
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { headers: OpsHeadersSchema, body: RunBodySchema, response: { 200: RunReportSchema, ...errorResponses(400, 401, 415, 422) } },
    },
    async (request, reply) => {
      noStore(reply);
      const hours = request.body.horizonHours;
      return runner.run(hours === undefined ? undefined : { leadMs: hours * 3_600_000 });
    },
  );
};
