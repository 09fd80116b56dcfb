import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { AppError } from '../errors/app-error';
import type { ErrorDefinition } from '../errors/error-codes';
import { errorResponses } from '../plugins/error-response';
import { ProviderError } from './provider';
import type { AuthorizeRequest, TestIdp } from './test-idp';
import { TEST_IDP_BASE } from './test-providers';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const HTML_PAGE = { description: 'An HTML page', content: { 'text/html': { schema: Type.String() } } };
const REDIRECT = { description: 'See Other: back to the relying party', type: 'null' } as const;
const Param = (maxLength: number) => Type.String({ maxLength });

const AuthorizeQuerySchema = Type.Object({
  response_type: Param(32),
  client_id: Param(100),
  redirect_uri: Param(500),
  scope: Param(200),
  state: Param(200),
  nonce: Type.Optional(Param(200)),
  code_challenge: Param(128),
  code_challenge_method: Param(16),
});
// A form, so its keys arrive camelCased (plugins/snake-case-body.ts).
const DecisionBodySchema = Type.Object({
  responseType: Param(32),
  clientId: Param(100),
  redirectUri: Param(500),
  scope: Param(200),
  state: Param(200),
  nonce: Type.Optional(Param(200)),
  codeChallenge: Param(128),
  codeChallengeMethod: Param(16),
  email: Type.String({ minLength: 3, maxLength: 254, pattern: '^[^@\\s]+@[^@\\s]+$' }),
  decision: Type.Union([Type.Literal('allow'), Type.Literal('deny')]),
});
const TokenBodySchema = Type.Object({
  grantType: Param(64),
  code: Param(200),
  redirectUri: Param(500),
  clientId: Param(100),
  clientSecret: Type.Optional(Param(200)),
  codeVerifier: Type.String({ minLength: 43, maxLength: 128 }),
});
const TokenResponseSchema = Type.Object({ access_token: Type.String(), token_type: Type.Literal('Bearer'), expires_in: Type.Integer(), id_token: Type.String() });
const JwksSchema = Type.Object({ keys: Type.Array(Type.Record(Type.String(), Type.Unknown())) });
const DiscoverySchema = Type.Record(Type.String(), Type.Unknown());

const fromQuery = (query: Static<typeof AuthorizeQuerySchema>): AuthorizeRequest => ({
  responseType: query.response_type,
  clientId: query.client_id,
  redirectUri: query.redirect_uri,
  scope: query.scope,
  state: query.state,
  nonce: query.nonce,
  codeChallenge: query.code_challenge,
  codeChallengeMethod: query.code_challenge_method,
});

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}label{display:block;font-weight:600}input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box;margin:.25rem 0 1rem}button{font:inherit;padding:.5rem 1.25rem;margin-right:.5rem}.hint{color:#444;font-size:.9rem}</style></head>
<body><main>${body}</main></body>
</html>`;
}

/** An OAuth error answered in the API's error shape, with the OAuth code (RFC 6749 §5.2) as its code. */
const oauthError = (error: ProviderError, status = 400): AppError => new AppError({ code: error.error, status, message: error.message } satisfies ErrorDefinition);

/**
 * The test identity provider's endpoints (README.md next to this file): discovery, JWKS, the consent page
 * and its answer, and the token endpoint. Unsigned and outside /v2: a browser and a relying party call them
 * as they would a real provider.
 */
export const testIdpRoutes: FastifyPluginAsyncTypebox<{ idp: TestIdp }> = async (app, { idp }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(`${TEST_IDP_BASE}/.well-known/openid-configuration`, { schema: { response: { 200: DiscoverySchema } } }, async (request) => {
    const origin = `${request.protocol}://${request.host}`;
    return {
      issuer: idp.issuer,
      authorization_endpoint: `${origin}${TEST_IDP_BASE}/authorize`,
      token_endpoint: `${origin}${TEST_IDP_BASE}/token`,
      jwks_uri: `${origin}${TEST_IDP_BASE}/jwks.json`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      subject_types_supported: ['pairwise'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['openid', 'email', 'profile', 'verified_claims'],
      token_endpoint_auth_methods_supported: ['client_secret_post'],
      claims_supported: ['sub', 'email', 'email_verified', 'given_name', 'family_name', 'nonce', 'verified_claims'],
    };
  });

  app.get(`${TEST_IDP_BASE}/jwks.json`, { schema: { response: { 200: JwksSchema } } }, async () => idp.jwks());

  app.get(`${TEST_IDP_BASE}/authorize`, { schema: { querystring: AuthorizeQuerySchema, response: { 200: HTML_PAGE, 400: HTML_PAGE, 303: REDIRECT, ...errorResponses(422) } } }, async (request, reply) => {
    const authorize = fromQuery(request.query);
    const problem = idp.checkAuthorize(authorize);
    reply.type('text/html; charset=utf-8');
    if (problem && !problem.redirectable) {
      return reply.status(400).send(page('Sign-in request refused', `<h1>Sign-in request refused</h1><p>${escapeHtml(problem.description)}</p>`));
    }
    if (problem) return reply.redirect(`${authorize.redirectUri}?${new URLSearchParams({ error: problem.error, error_description: problem.description, state: authorize.state }).toString()}`, 303);
    const client = idp.client(authorize.clientId)!;
    const hidden = Object.entries(request.query)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(String(value))}">`)
      .join('');
    const body = `<h1>Sign in with ${escapeHtml(client.label)}</h1>
<p>Drawfront wants to know your name and email address.</p>
<form method="post" action="${TEST_IDP_BASE}/authorize">${hidden}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="approve@${client.provider}.test" aria-describedby="email-hint">
<p id="email-hint" class="hint">Test accounts: refuse@… refuses, unverified@… has an unverified email, any other address is approved.</p>
<button type="submit" name="decision" value="allow">Allow</button><button type="submit" name="decision" value="deny" formnovalidate>Deny</button>
</form>`;
    return page(`Sign in with ${client.label}`, body);
  });

  app.post(`${TEST_IDP_BASE}/authorize`, { schema: { body: DecisionBodySchema, response: { 303: REDIRECT, ...errorResponses(400, 415, 422) } } }, async (request, reply) => {
    const { email, decision, ...authorize } = request.body;
    try {
      return reply.redirect(await idp.decide(authorize, email, decision), 303);
    } catch (error) {
      if (error instanceof ProviderError) throw oauthError(error);
      throw error;
    }
  });

  app.post(`${TEST_IDP_BASE}/token`, { schema: { body: TokenBodySchema, response: { 200: TokenResponseSchema, ...errorResponses(400, 401, 415, 422) } } }, async (request) => {
    try {
      return await idp.token(request.body);
    } catch (error) {
      if (error instanceof ProviderError) throw oauthError(error, error.error === 'invalid_client' ? 401 : 400);
      throw error;
    }
  });
};
