import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerHookHandler } from 'fastify';
import type { SignInProvider } from '../../oidc/provider';
import { customerOf, requireCustomer } from '../../plugins/auth';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../plugins/error-response';
import { requireCapability } from '../../plugins/require-capability';
import { siteOf } from '../../plugins/site-resolution';
import { LoginResultSchema } from '../identity/schemas';
import type { IdentityService } from '../identity/service';
import { DEFAULT_SEGMENT } from '../sites/service';
import type { SiteService } from '../sites/service';
import { PROVIDER_NAMES, SOCIAL_AUTH_ERRORS } from './errors';
import type { ConnectIdService } from './connectid-service';
import type { LinkedAccountsService } from './linked-accounts';
import {
  CallbackBodySchema,
  ConnectIdAnswerSchema,
  LinkWithPasswordBodySchema,
  RedirectSchema,
  SecondFactorBodySchema,
  SignInAnswerSchema,
  SignInCallbackBodySchema,
  SignInMethodsSchema,
  SignInProviderParamsSchema,
  SocialSignupBodySchema,
  StartBodySchema,
} from './schemas';
import type { SocialSignInService } from './service';
import { signUpSite } from '../sites/money-site';

interface Options {
  signIn: SocialSignInService;
  linked: LinkedAccountsService;
  connectId: ConnectIdService;
  identity: IdentityService;
  sites: SiteService;
  stepUp: preHandlerHookHandler;
}

const CAPABILITY = { apple: 'sign-in-apple', google: 'sign-in-google' } as const;

/**
 * Social sign-in under /v2 (groups spec §7: the spec names link, list and unlink but not their paths; these are ours):
 * `/social-auth/…` signs in or up with Apple or Google, `/customer/social-accounts…` links, lists and unlinks
 * (linking and unlinking behind step-up), and `/customer/verification/connectid` and its `/callback` verify an identity.
 */
export const socialAuthRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { signIn, linked, connectId, identity, sites, stepUp }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  // The provider must be one of the site's sign-in methods (capabilities sign-in-apple, sign-in-google); params are validated first.
  const checkProvider: preHandlerHookHandler = async (request) => {
    const { provider } = request.params as { provider: SignInProvider };
    const { capabilities } = await sites.capabilities(siteOf(request).site.key, DEFAULT_SEGMENT);
    if (!capabilities.includes(CAPABILITY[provider])) throw new AppError(SOCIAL_AUTH_ERRORS.providerOff, [PROVIDER_NAMES[provider]]);
  };
  const signedIn = requireCustomer(identity);

  app.post('/social-auth/:provider/start', { preHandler: checkProvider, schema: { params: SignInProviderParamsSchema, body: StartBodySchema, response: { 200: RedirectSchema, ...errorResponses(400, 404, 415, 422, 503) } } }, async (request) =>
    signIn.start(siteOf(request).site, request.params.provider, request.body.returnTo),
  );

  app.post('/social-auth/callback', { schema: { body: SignInCallbackBodySchema, response: { 200: SignInAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 410, 415, 422) } } }, async (request) => {
    const { state, code, error, ...second } = request.body;
    return signIn.callback(siteOf(request).site, { state, code, error }, second);
  });

  app.post('/social-auth/second-factor', { schema: { body: SecondFactorBodySchema, response: { 200: LoginResultSchema, ...errorResponses(400, 401, 403, 404, 410, 415, 422) } } }, async (request) => {
    const { followUpToken, ...second } = request.body;
    return signIn.secondFactor(siteOf(request).site, followUpToken, second);
  });

  app.post('/social-auth/link-with-password', { schema: { body: LinkWithPasswordBodySchema, response: { 200: LoginResultSchema, ...errorResponses(400, 401, 403, 404, 409, 410, 415, 422, 429) } } }, async (request) => {
    const { followUpToken, password, ...second } = request.body;
    return signIn.linkWithPassword(siteOf(request).site, followUpToken, password, request.ip, second);
  });

  app.post('/social-auth/signup', { schema: { body: SocialSignupBodySchema, response: { 201: LoginResultSchema, ...errorResponses(400, 404, 409, 410, 415, 422, 429) } } }, async (request, reply) => {
    const { followUpToken, deviceUuid, ...details } = request.body;
    return reply.status(201).send(await signIn.signup(signUpSite(siteOf(request)), followUpToken, details, request.ip, deviceUuid, siteOf(request).subVariant.country));
  });

  app.get('/customer/social-accounts', { onRequest: signedIn, schema: { response: { 200: SignInMethodsSchema, ...errorResponses(400, 401, 404) } } }, async (request) => linked.list(customerOf(request).customerId));

  app.post('/customer/social-accounts/callback', { onRequest: signedIn, schema: { body: CallbackBodySchema, response: { 200: SignInMethodsSchema, ...errorResponses(400, 401, 404, 409, 410, 415, 422) } } }, async (request) =>
    linked.finish(siteOf(request).site, customerOf(request).customerId, request.body),
  );

  app.post('/customer/social-accounts/:provider', { onRequest: signedIn, preHandler: [checkProvider, stepUp], schema: { params: SignInProviderParamsSchema, response: { 200: RedirectSchema, ...errorResponses(400, 401, 403, 404, 422, 503) } } }, async (request) =>
    linked.start(siteOf(request).site, customerOf(request).customerId, request.params.provider),
  );

  app.delete('/customer/social-accounts/:provider', { onRequest: signedIn, preHandler: stepUp, schema: { params: SignInProviderParamsSchema, response: { 200: SignInMethodsSchema, ...errorResponses(400, 401, 403, 404, 409, 422) } } }, async (request) =>
    linked.unlink(customerOf(request).customerId, request.params.provider),
  );

  const verifyOn = requireCapability(sites, 'verify-id');
  app.post('/customer/verification/connectid', { onRequest: [verifyOn, signedIn], schema: { response: { 200: RedirectSchema, ...errorResponses(400, 401, 404, 503) } } }, async (request) =>
    connectId.start(siteOf(request).site, customerOf(request).customerId),
  );

  app.post('/customer/verification/connectid/callback', { onRequest: [verifyOn, signedIn], schema: { body: CallbackBodySchema, response: { 200: ConnectIdAnswerSchema, ...errorResponses(400, 401, 404, 410, 415, 422) } } }, async (request) =>
    connectId.callback(siteOf(request).site, customerOf(request).customerId, request.body),
  );
};
