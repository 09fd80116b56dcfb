import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { errorResponses } from '../../plugins/error-response';
import { noStore } from '../../plugins/http-cache';
import { requireOpsToken } from '../../plugins/ops-auth';

import type { QueuedDocument } from './repository';
import { DocumentParamsSchema, QueuedDocumentSchema, QueueQuerySchema, RejectBodySchema, VerificationDocumentSchema } from './schemas';
import type { VerificationService } from './service';
import { OpsHeadersSchema } from '../../schemas/ops';

function toQueued(document: QueuedDocument): Static<typeof QueuedDocumentSchema> {
  return {
    id: document.id,
    fileName: document.fileName,
    contentType: document.contentType,
    size: document.sizeBytes,
    status: document.status,
    submittedAt: document.createdAt.toISOString(),
    reviewNote: document.reviewNote,
    site: document.siteKey,
    customerId: document.customerId,
    email: document.email,
    name: `${document.firstname} ${document.lastname}`,
    reviewedBy: document.reviewedBy,
    reviewedAt: document.reviewedAt?.toISOString() ?? null,
  };
}

const ReviewedSchema = Type.Object({ document: VerificationDocumentSchema, customerId: Type.String({ format: 'uuid' }) });

/**
 * The manual review queue (ops token; `npm run ops -- verification list|approve|reject`): list uploads, approve
 * one (the customer is verified and mailed) or reject it with a reason (mailed, shown on the page).
 */
export const verificationPlatformRoutes: FastifyPluginAsyncTypebox<{ verification: VerificationService; opsToken: string }> = async (app, { verification, opsToken }) => {
  const ops = requireOpsToken(opsToken);
  const actorOf = (headers: { 'x-ops-actor'?: string }) => headers['x-ops-actor'] ?? 'ops';
  const reviewed = (document: Awaited<ReturnType<VerificationService['approve']>>) => ({
    customerId: document.customerId,
    document: { id: document.id, fileName: document.fileName, contentType: document.contentType, size: document.sizeBytes, status: document.status, submittedAt: document.createdAt.toISOString(), reviewNote: document.reviewNote },
  });

  app.get(
    '/verification/documents',
    { onRequest: ops, schema: { headers: OpsHeadersSchema, querystring: QueueQuerySchema, response: { 200: Type.Object({ documents: Type.Array(QueuedDocumentSchema) }), ...errorResponses(401, 422) } } },
    async (request, reply) => {
      noStore(reply);
      const status = request.query.status ?? 'pending';
      return { documents: (await verification.queue(status === 'all' ? null : status, request.query.site ?? null)).map(toQueued) };
    },
  );

  app.post(
    '/verification/documents/:id/approve',
    { onRequest: ops, schema: { headers: OpsHeadersSchema, params: DocumentParamsSchema, response: { 200: ReviewedSchema, ...errorResponses(401, 404, 409, 422) } } },
    async (request, reply) => {
      noStore(reply);
      return reviewed(await verification.approve(request.params.id, actorOf(request.headers)));
    },
  );

  app.post(
    '/verification/documents/:id/reject',
    { onRequest: ops, schema: { headers: OpsHeadersSchema, params: DocumentParamsSchema, body: RejectBodySchema, response: { 200: ReviewedSchema, ...errorResponses(401, 404, 409, 415, 422) } } },
    async (request, reply) => {
      noStore(reply);
      return reviewed(await verification.reject(request.params.id, actorOf(request.headers), request.body.reason.trim()));
    },
  );
};
