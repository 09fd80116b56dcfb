import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_UPLOAD } from '@drawfront/shared/rules/identity-verification';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { requireCapability } from '../../plugins/require-capability';
import { siteOf } from '../../plugins/site-resolution';
import type { SiteService } from '../sites/service';
import { UploadResultSchema, VerificationStateSchema, VerifyDetailsBodySchema, VerifyLicenceBodySchema, VerifyResultSchema } from './schemas';
import type { VerificationService } from './service';
import { readUploadedFiles } from './upload-parts';

/**
 * The customer's verification calls (groups spec §7 "Verification", capability verify-id): where they stand,
 * the details check, the licence check and the manual upload (multipart `files`).
 */
export const verificationRoutes: FastifyPluginAsyncTypebox<{ verification: VerificationService; identity: Authenticator; sites: SiteService }> = async (app, { verification, identity, sites }) => {
  // Registered in this plugin only: multipart bodies are refused (415) by every other route.
  await app.register(multipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: MAX_DOCUMENTS_PER_UPLOAD } });
  const signedIn = [requireCapability(sites, 'verify-id'), requireCustomer(identity)];
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/customer/verification', { onRequest: signedIn, schema: { response: { 200: VerificationStateSchema, ...errorResponses(400, 401, 404) } } }, async (request) =>
    verification.state(customerOf(request).customerId, siteOf(request).site),
  );

  app.post(
    '/customer/verify',
    { onRequest: signedIn, schema: { body: VerifyDetailsBodySchema, response: { 200: VerifyResultSchema, ...errorResponses(400, 401, 404, 409, 415, 422) } } },
    async (request) => verification.verifyDetails(customerOf(request).customerId, siteOf(request).site, request.body),
  );

  app.post(
    '/customer/verification/licence',
    { onRequest: signedIn, schema: { body: VerifyLicenceBodySchema, response: { 200: VerifyResultSchema, ...errorResponses(400, 401, 404, 409, 415, 422) } } },
    async (request) => verification.verifyLicence(customerOf(request).customerId, siteOf(request).site, request.body),
  );

  app.post(
    '/customer/verification',
    { onRequest: signedIn, schema: { consumes: ['multipart/form-data'], response: { 201: UploadResultSchema, ...errorResponses(400, 401, 404, 409, 413, 415, 422) } } },
    async (request, reply) => {
      const files = await readUploadedFiles(request);
      return reply.code(201).send(await verification.upload(customerOf(request).customerId, siteOf(request).site, files));
    },
  );
};
