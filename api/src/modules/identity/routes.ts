import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { customerOf, requireCustomer } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { siteOf } from '../../plugins/site-resolution';
import { RateLimitError } from './errors';
import {
  CheckEmailBodySchema,
  CheckEmailResponseSchema,
  LoginBodySchema,
  LoginResultSchema,
  LogoutResponseSchema,
  RefreshBodySchema,
  RefreshResultSchema,
  SignupBodySchema,
} from './schemas';
import type { IdentityService } from './service';
import { signUpSite } from '../sites/money-site';

/** Sign-up, sign-in, token refresh and sign-out under /v2 (groups spec §7 "Sign-in and two-factor"). */
export const identityRoutes: FastifyPluginAsyncTypebox<{ identity: IdentityService }> = async (app, { identity }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  // A rate-limited call (429 too_many_attempts) says when to come back in the header too (RFC 9110 §10.2.3).
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitError) reply.header('Retry-After', String(error.retryAfterSeconds));
  });

  app.post(
    '/check-email',
    { schema: { body: CheckEmailBodySchema, response: { 200: CheckEmailResponseSchema, ...errorResponses(400, 401, 404, 415, 422, 429) } } },
    async (request) => ({ exists: await identity.emailExists(siteOf(request).site, request.body.email, request.ip) }),
  );

  app.post(
    '/signup',
    { schema: { body: SignupBodySchema, response: { 201: LoginResultSchema, ...errorResponses(400, 401, 404, 409, 415, 422, 429) } } },
    async (request, reply) => {
      const { deviceUuid, email, password, firstname, lastname, dateOfBirth, state, acceptTerms, emailOptIn, address } = request.body;
      const resolved = siteOf(request);
      const body = { email, password, firstname, lastname, dateOfBirth, state, acceptTerms, emailOptIn, ...(address ? { address } : {}) };
      const result = await identity.signup(signUpSite(resolved), body, request.ip, deviceUuid, resolved.subVariant.country);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/login',
    { schema: { body: LoginBodySchema, response: { 200: LoginResultSchema, ...errorResponses(400, 401, 403, 404, 415, 422, 429) } } },
    async (request) => {
      const { email, password, deviceUuid, otp, rememberDevice } = request.body;
      return identity.login(siteOf(request).site, email, password, request.ip, deviceUuid, { otp, rememberDevice });
    },
  );

  app.post(
    '/refresh',
    { schema: { body: RefreshBodySchema, response: { 200: RefreshResultSchema, ...errorResponses(400, 401, 404, 415, 422) } } },
    async (request) => identity.refresh(siteOf(request).site, request.body.refreshToken),
  );

  app.get(
    '/logout',
    { onRequest: requireCustomer(identity), schema: { response: { 200: LogoutResponseSchema, ...errorResponses(400, 401, 404) } } },
    async (request) => {
      await identity.logout(customerOf(request));
      return { loggedOut: true };
    },
  );
};
