import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { customerOf, requireCustomer } from '../../../plugins/auth';
import type { Authenticator } from '../../../plugins/auth';
import { AppError } from '../../../errors/app-error';
import { ERROR_CODES } from '../../../errors/error-codes';
import { errorResponses } from '../../../plugins/error-response';
import { noStore } from '../../../plugins/http-cache';
import { siteOf } from '../../../plugins/site-resolution';
import type { DrawReads } from '../draw-reads';
import { TicketParamsSchema } from '../../purchase/schemas';
import { DrawProofParamsSchema, PublicDrawProofSchema, TicketProofSchema } from './proof-schemas';

/**
 * The public data a browser checks a draw and a ticket with (the page's "Check it yourself"): the draw's
 * commitments, seed and numbers for anyone; a ticket's leaf and path for its customer.
 */
export const fairnessProofRoutes: FastifyPluginAsyncTypebox<{ drawReads: DrawReads; identity: Authenticator }> = async (app, { drawReads, identity }) => {
  app.get('/draws/fairness/:offerKey/:drawNo', { schema: { params: DrawProofParamsSchema, response: { 200: PublicDrawProofSchema, ...errorResponses(400, 404) } } }, async (request, reply) => {
    noStore(reply);
    const { offerKey, drawNo } = request.params;
    const site = siteOf(request).site;
    const proof = await drawReads.proofByNumber(site.key, offerKey, drawNo);
    if (!proof) throw new AppError(ERROR_CODES.drawNotFound, [drawNo, offerKey, site.key]);
    return proof;
  });

  app.get(
    '/tickets/:id/proof',
    { onRequest: requireCustomer(identity), schema: { params: TicketParamsSchema, response: { 200: TicketProofSchema, ...errorResponses(400, 401, 404) } } },
    async (request, reply) => {
      noStore(reply);
      const proof = await drawReads.ticketProof(customerOf(request).customerId, request.params.id);
      if (!proof) throw new AppError(ERROR_CODES.ticketNotFound, [request.params.id]);
      return proof;
    },
  );
};
