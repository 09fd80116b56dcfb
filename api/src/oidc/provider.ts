import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify } from 'jose';
import type { JWTVerifyGetKey } from 'jose';

/** The providers a customer can use: two sign-in methods (groups spec §3 "Sign-in methods: apple, email, google") and ConnectID verification. */
export type ProviderKey = 'apple' | 'google' | 'connectid';
export const SIGN_IN_PROVIDERS = ['apple', 'google'] as const satisfies readonly ProviderKey[];
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/** The claims we read from a verified ID token. */
export interface IdentityClaims {
  subject: string;
  email: string;
  emailVerified: boolean;
  firstname: string;
  lastname: string;
  /** ConnectID: the bank verified the person (OpenID Connect for Identity Assurance `verified_claims`). */
  bankVerified: boolean;
}

/** What a provider's token endpoint answered; the ID token is verified separately. */
export interface TokenResponse {
  idToken: string;
}

/** The OAuth error a provider answered (RFC 6749 §5.2), e.g. `invalid_grant`. */
export class ProviderError extends Error {
  constructor(readonly error: string, description: string) {
    super(description);
    this.name = 'ProviderError';
  }
}

/** One authorization request: its secrets (newAuthorizationSecrets) and the page the provider sends the browser back to. */
export interface AuthorizationRequest {
  state: string;
  codeChallenge: string;
  nonce: string;
  redirectUri: string;
}

/** What a provider sent the browser back with, and what our side kept of the request it answers. */
export interface CodeRedemption {
  code: string;
  codeVerifier: string;
  /** The redirect URI the authorization request named (the token request must name it again). */
  redirectUri: string;
  nonce: string;
}

/**
 * An OpenID Connect provider as our sign-in sees it: the authorization URL to send a browser to, and the
 * redemption of the code it sends back (the code exchanged with the PKCE verifier, the ID token verified:
 * signature against the provider's JWKS, issuer, audience, expiry, nonce). The built-in test provider's
 * in-process clients (`createOidcClient`) and real providers (`discovered-client.ts`, through openid-client)
 * are both this interface; nothing above it knows which is which.
 */
export interface IdentityProvider {
  key: ProviderKey;
  /** Whether the provider wants absolute redirect URIs on the site's own origin (every real one does). */
  absoluteRedirects: boolean;
  authorizationUrl(input: AuthorizationRequest): Promise<string>;
  /** Throws ProviderError when the provider refuses the code or its ID token does not verify. */
  redeem(input: CodeRedemption): Promise<IdentityClaims>;
}

export interface OidcClientConfig {
  key: ProviderKey;
  issuer: string;
  clientId: string;
  clientSecret: string;
  authorizationEndpoint: string;
  scope: string;
  /** The provider's published keys: `createRemoteJWKSet(jwks_uri)` for a real provider. */
  keys: JWTVerifyGetKey;
  /** POSTs the token request form and answers the JSON; `fetch` to the token endpoint for a real provider. */
  tokenRequest: (form: Record<string, string>) => Promise<unknown>;
  now: () => Date;
}

/** A PKCE pair (RFC 7636, S256) and the state and nonce of one authorization request, all 256-bit random. */
export function newAuthorizationSecrets(): { state: string; codeVerifier: string; codeChallenge: string; nonce: string } {
  const codeVerifier = randomBytes(32).toString('base64url');
  return { state: randomBytes(32).toString('base64url'), codeVerifier, codeChallenge: s256(codeVerifier), nonce: randomBytes(16).toString('base64url') };
}

/** BASE64URL(SHA256(verifier)), PKCE's S256 transform. */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** What every authorization request of ours carries besides the client: where back to, what for, and its state, nonce and PKCE challenge. */
export function authorizationParameters(request: AuthorizationRequest, scope: string): Record<string, string> {
  return { redirect_uri: request.redirectUri, scope, state: request.state, nonce: request.nonce, code_challenge: request.codeChallenge, code_challenge_method: 'S256' };
}

/** The claims we read from a verified ID token's payload; throws ProviderError when it names nobody. */
export function claimsFrom(payload: Readonly<Record<string, unknown>>): IdentityClaims {
  if (typeof payload.sub !== 'string' || payload.sub === '' || typeof payload.email !== 'string') throw new ProviderError('invalid_id_token', 'the ID token has no subject or email');
  const verified = payload.verified_claims as { verification?: { trust_framework?: unknown } } | undefined;
  return {
    subject: payload.sub,
    email: payload.email.toLowerCase(),
    emailVerified: payload.email_verified === true,
    firstname: text(payload.given_name),
    lastname: text(payload.family_name),
    bankVerified: typeof verified?.verification?.trust_framework === 'string',
  };
}

/**
 * A standard OpenID Connect client (authorization code + PKCE S256, ID token checked with jose) whose token
 * endpoint and keys are handed in: how our side talks to the built-in test provider in process.
 */
export function createOidcClient(config: OidcClientConfig): IdentityProvider {
  async function exchangeCode({ code, codeVerifier, redirectUri }: CodeRedemption): Promise<TokenResponse> {
    const answer = (await config.tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: config.clientId,
      client_secret: config.clientSecret,
      code_verifier: codeVerifier,
    })) as Record<string, unknown> | null;
    if (!answer || typeof answer.id_token !== 'string') throw new ProviderError(text(answer?.error) || 'invalid_response', text(answer?.error_description) || 'the provider answered no ID token');
    return { idToken: answer.id_token };
  }

  return {
    key: config.key,
    absoluteRedirects: false,
    async authorizationUrl(request) {
      const query = new URLSearchParams({ response_type: 'code', client_id: config.clientId, ...authorizationParameters(request, config.scope) });
      return `${config.authorizationEndpoint}?${query.toString()}`;
    },
    async redeem(input) {
      const { idToken } = await exchangeCode(input);
      let payload;
      try {
        ({ payload } = await jwtVerify(idToken, config.keys, { issuer: config.issuer, audience: config.clientId, currentDate: config.now(), algorithms: ['RS256', 'ES256'] }));
      } catch (error) {
        throw new ProviderError('invalid_id_token', (error as Error).message);
      }
      if (payload.nonce !== input.nonce) throw new ProviderError('invalid_id_token', 'the ID token answers another request (nonce)');
      return claimsFrom(payload);
    },
  };
}
