import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { siteOf } from '../../plugins/site-resolution';
import { RateLimitError } from './errors';
import { linkOrigin } from './link-origin';
import {
  ChangePasswordBodySchema,
  ChangePasswordResponseSchema,
  ForceChangeBodySchema,
  ForgotPasswordBodySchema,
  ForgotPasswordResponseSchema,
  ResetPasswordBodySchema,
} from './password-schemas';
import type { PasswordService } from './password-service';
import { LoginResultSchema } from './schemas';

/**
 * Passwords under /v2 (groups spec §7): `POST /password/forgot` and `/password/reset` (the emailed link),
 * `POST /customer/change-password` (signed in) and `POST /password/force-change` (flagged customers).
 */
export const passwordRoutes: FastifyPluginAsyncTypebox<{ passwords: PasswordService; identity: Authenticator; stepUp?: preHandlerHookHandler }> = async (app, { passwords, identity, stepUp }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitError) reply.header('Retry-After', String(error.retryAfterSeconds));
  });

  app.post(
    '/password/forgot',
    { schema: { body: ForgotPasswordBodySchema, response: { 202: ForgotPasswordResponseSchema, ...errorResponses(400, 401, 404, 415, 422, 429) } } },
    async (request, reply) => {
      const { site } = siteOf(request);
      await passwords.requestReset(site, request.body.email, request.ip, linkOrigin(request, site));
      return reply.status(202).send({ sent: true });
    },
  );

  app.post(
    '/password/reset',
    { schema: { body: ResetPasswordBodySchema, response: { 200: LoginResultSchema, ...errorResponses(400, 401, 403, 404, 410, 415, 422) } } },
    async (request) => {
      const { token, password, ...second } = request.body;
      return passwords.reset(siteOf(request).site, token, password, second);
    },
  );

  app.post(
    '/customer/change-password',
    { onRequest: requireCustomer(identity), preHandler: stepUp ? [stepUp] : [], schema: { body: ChangePasswordBodySchema, response: { 200: ChangePasswordResponseSchema, ...errorResponses(400, 401, 403, 404, 415, 422, 429) } } },
    async (request) => {
      await passwords.change(siteOf(request).site, customerOf(request), request.body.currentPassword, request.body.newPassword);
      return { passwordChanged: true as const };
    },
  );

  app.post(
    '/password/force-change',
    { onRequest: requireCustomer(identity), schema: { body: ForceChangeBodySchema, response: { 200: LoginResultSchema, ...errorResponses(400, 401, 404, 409, 415, 422) } } },
    async (request) => passwords.forceChange(siteOf(request).site, customerOf(request), request.body.password, request.body.deviceUuid),
  );
};
