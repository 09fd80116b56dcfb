import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerHookHandler } from 'fastify';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { siteOf } from '../../plugins/site-resolution';
import type { CustomerRecord } from '../identity/customer-records';
import { ActionCodeSentSchema, AuthenticatorSetupSchema, CodeBodySchema, CodeSentSchema, ElevatedSchema, TwoFactorStatusSchema } from './schemas';
import type { TwoFactorService } from './service';

const BASE = '/customer/two-factor-auth';

/**
 * Two-factor settings under /v2 (groups spec §7 "/customer/two-factor-auth, /authenticator, /email"):
 * the status, setting up either method with a confirming code, turning it off with a code, and "send me a code"
 * (`POST /code`, the spec's "POST to send a two-factor code") for every signed-in action that asks for one.
 * `guard` runs before every change (the step-up check); not before `/code` or `/elevate`, which are how it is met.
 */
export const twoFactorRoutes: FastifyPluginAsyncTypebox<{
  twoFactor: TwoFactorService;
  identity: Authenticator;
  /** The customer record by id (the identity module's). */
  customerRecords: (customerId: string) => Promise<CustomerRecord | null>;
  guard?: preHandlerHookHandler;
}> = async (app, { twoFactor, identity, customerRecords, guard }) => {
  app.addHook('onRequest', requireCustomer(identity));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const preHandler = guard ? [guard] : [];
  const customerRecord = async (customerId: string) => {
    const row = await customerRecords(customerId);
    if (!row) throw new AppError(ERROR_CODES.unauthorised, ['the customer no longer exists']);
    return row;
  };

  app.get(BASE, { schema: { response: { 200: TwoFactorStatusSchema, ...errorResponses(400, 401, 404) } } }, async (request) => twoFactor.status(customerOf(request).customerId));

  app.post(`${BASE}/authenticator`, { preHandler, schema: { response: { 200: AuthenticatorSetupSchema, ...errorResponses(400, 401, 403, 404, 409) } } }, async (request) =>
    twoFactor.startAuthenticator(await customerRecord(customerOf(request).customerId), siteOf(request).site),
  );

  app.post(`${BASE}/authenticator/confirm`, { preHandler, schema: { body: CodeBodySchema, response: { 200: TwoFactorStatusSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 422) } } }, async (request) =>
    twoFactor.confirm(customerOf(request).customerId, 'authenticator', request.body.code, customerOf(request).familyId),
  );

  app.post(`${BASE}/email`, { preHandler, schema: { response: { 202: CodeSentSchema, ...errorResponses(400, 401, 403, 404, 409) } } }, async (request, reply) => {
    await twoFactor.startEmail(await customerRecord(customerOf(request).customerId), siteOf(request).site);
    return reply.status(202).send({ sent: true });
  });

  app.post(`${BASE}/email/confirm`, { preHandler, schema: { body: CodeBodySchema, response: { 200: TwoFactorStatusSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 422) } } }, async (request) =>
    twoFactor.confirm(customerOf(request).customerId, 'email', request.body.code, customerOf(request).familyId),
  );

  app.post(`${BASE}/elevate`, { schema: { body: CodeBodySchema, response: { 200: ElevatedSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 422) } } }, async (request) => {
    const claims = customerOf(request);
    await twoFactor.elevate(claims.customerId, claims.familyId, request.body.code);
    return { elevated: true as const };
  });

  app.post(`${BASE}/code`, { schema: { response: { 202: ActionCodeSentSchema, ...errorResponses(400, 401, 403, 404, 409) } } }, async (request, reply) => {
    const { identifier } = await twoFactor.sendActionCode(await customerRecord(customerOf(request).customerId), siteOf(request).site);
    return reply.status(202).send({ sent: true as const, method: 'email' as const, identifier });
  });

  app.post(`${BASE}/disable`, { preHandler, schema: { body: CodeBodySchema, response: { 200: TwoFactorStatusSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 422) } } }, async (request) =>
    twoFactor.disable(customerOf(request).customerId, request.body.code),
  );
};
