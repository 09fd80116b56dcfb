import { createHash, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import type { Database } from '../db/client';
import { ProviderError, s256 } from './provider';
import type { ProviderKey } from './provider';
import { insertCode, spendCode } from './test-idp-codes-repository';

/** How long an authorization code may be exchanged (real providers allow a minute to ten; RFC 6749 §4.1.2 says at most ten). */
export const TEST_IDP_CODE_TTL_MS = 60_000;
/** How long an ID token is valid. */
export const TEST_IDP_ID_TOKEN_TTL_S = 600;

/** A relying party registered with the test provider: Apple and Google are two clients of it, ConnectID a third. */
export interface TestIdpClient {
  clientId: string;
  clientSecret: string;
  provider: ProviderKey;
  /** Exact redirect URIs (same-origin paths here); anything else is refused without a redirect. */
  redirectUris: readonly string[];
  /** Shown on the consent page. */
  label: string;
}

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  responseType: string;
  scope: string;
  state: string;
  nonce?: string;
  codeChallenge: string;
  codeChallengeMethod: string;
}

export interface TokenRequest {
  grantType: string;
  code: string;
  redirectUri: string;
  clientId: string;
  clientSecret?: string;
  codeVerifier: string;
}

/**
 * The magic accounts (README.md): the email typed on the consent page decides what the provider does.
 * `refuse@…` refuses consent even when Allow is pressed; `unverified@…` is answered with
 * `email_verified: false`; any other address is approved with a verified email.
 */
export function magicOutcome(email: string): 'refuse' | 'unverified' | 'approve' {
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local === 'refuse') return 'refuse';
  if (local === 'unverified') return 'unverified';
  return 'approve';
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex');
const titleCase = (word: string) => (word ? word[0]!.toUpperCase() + word.slice(1) : word);

export type TestIdp = Awaited<ReturnType<typeof createTestIdp>>;

/** The provider's RS256 signing key as JWKs (plain data, so a test run can make it once and share it). */
export interface TestIdpSigningKey {
  privateJwk: JWK;
  publicJwk: JWK;
}

/** A new signing key: an RSA key pair, which takes a few hundred milliseconds to make. */
export async function generateTestIdpSigningKey(): Promise<TestIdpSigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { privateJwk: await exportJWK(privateKey), publicJwk: await exportJWK(publicKey) };
}

/**
 * The built-in test OpenID Connect provider (like the test payment gateway: the outside party simulated inside
 * our API, never stubbed). Authorization code flow with PKCE S256 only, single-use codes that expire, ID tokens
 * signed RS256 with a key pair made at boot and published as a JWKS.
 */
export async function createTestIdp(db: Database, options: { now: () => Date; issuer: string; clients: readonly TestIdpClient[]; signingKey?: TestIdpSigningKey }) {
  const { now, issuer } = options;
  const kid = `test-idp-${randomBytes(6).toString('hex')}`;
  const signingKey = options.signingKey ?? (await generateTestIdpSigningKey());
  const privateKey = (await importJWK(signingKey.privateJwk, 'RS256')) as CryptoKey;
  const publicJwk: JWK = { ...signingKey.publicJwk, kid, alg: 'RS256', use: 'sig' };
  const clientOf = (clientId: string) => options.clients.find((each) => each.clientId === clientId) ?? null;

  /** Why an authorization request is refused, or null when it is good. A bad client or redirect URI is never redirected to. */
  function checkAuthorize(request: AuthorizeRequest): { redirectable: boolean; error: string; description: string } | null {
    const client = clientOf(request.clientId);
    if (!client) return { redirectable: false, error: 'invalid_client', description: `Unknown client ${request.clientId}.` };
    if (!client.redirectUris.includes(request.redirectUri)) return { redirectable: false, error: 'invalid_request', description: 'This redirect URI is not registered for the client.' };
    if (request.responseType !== 'code') return { redirectable: true, error: 'unsupported_response_type', description: 'Only the authorization code flow is supported.' };
    if (!request.scope.split(' ').includes('openid')) return { redirectable: true, error: 'invalid_scope', description: 'The openid scope is required.' };
    if (request.codeChallengeMethod !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(request.codeChallenge)) return { redirectable: true, error: 'invalid_request', description: 'PKCE with S256 is required.' };
    if (request.state === '') return { redirectable: true, error: 'invalid_request', description: 'A state is required.' };
    return null;
  }

  function redirectWith(redirectUri: string, params: Record<string, string>): string {
    return `${redirectUri}${redirectUri.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;
  }

  async function signIdToken(key: CryptoKey, claims: Record<string, unknown>, audience: string, subject: string): Promise<string> {
    const issuedAt = Math.floor(now().getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TEST_IDP_ID_TOKEN_TTL_S)
      .sign(key);
  }

  return {
    issuer,
    client: clientOf,
    checkAuthorize,

    /** The published keys (`/test-idp/jwks.json`). */
    jwks: (): { keys: JWK[] } => ({ keys: [publicJwk] }),

    /**
     * The consent page's answer: where the browser goes next. Refused (the button, or the refusing account) →
     * `error=access_denied`; approved → a new single-use code. Both carry the state back unchanged.
     */
    async decide(request: AuthorizeRequest, email: string, decision: 'allow' | 'deny'): Promise<string> {
      const problem = checkAuthorize(request);
      if (problem && !problem.redirectable) throw new ProviderError(problem.error, problem.description);
      if (problem) return redirectWith(request.redirectUri, { error: problem.error, error_description: problem.description, state: request.state });
      const client = clientOf(request.clientId)!;
      const address = email.trim().toLowerCase();
      const outcome = magicOutcome(address);
      if (decision === 'deny' || outcome === 'refuse') return redirectWith(request.redirectUri, { error: 'access_denied', error_description: 'The account holder refused.', state: request.state });
      const local = address.split('@')[0] ?? '';
      const claims: Record<string, unknown> = {
        email: address,
        email_verified: outcome === 'approve',
        given_name: titleCase(local.replace(/[^a-z]/g, '') || 'Test'),
        family_name: 'Tester',
      };
      if (client.provider === 'connectid' && outcome === 'approve') {
        // What an identity-assurance provider adds: who verified the person, and how (OIDC4IDA `verified_claims`).
        claims.verified_claims = { verification: { trust_framework: 'au_connectid', evidence: [{ type: 'bank_account' }] }, claims: { given_name: claims.given_name, family_name: claims.family_name } };
      }
      const code = randomBytes(32).toString('base64url');
      const at = now();
      await insertCode(db, {
        codeHash: hash(code),
        clientId: client.clientId,
        redirectUri: request.redirectUri,
        codeChallenge: request.codeChallenge,
        nonce: request.nonce ?? null,
        // Stable per client and email, so a second sign-in finds the same identity; another client sees another subject.
        subject: hash(`${client.clientId}:${address}`).slice(0, 32),
        claims,
        createdAt: at,
        expiresAt: new Date(at.getTime() + TEST_IDP_CODE_TTL_MS),
      });
      return redirectWith(request.redirectUri, { code, state: request.state });
    },

    /** The token endpoint: spends the code, checks the client, redirect URI and PKCE verifier, answers a signed ID token. */
    async token(request: TokenRequest): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number; id_token: string }> {
      if (request.grantType !== 'authorization_code') throw new ProviderError('unsupported_grant_type', 'Only authorization_code is supported.');
      const client = clientOf(request.clientId);
      if (!client || client.clientSecret !== request.clientSecret) throw new ProviderError('invalid_client', 'Unknown client or wrong secret.');
      const row = await spendCode(db, hash(request.code), now());
      if (!row) throw new ProviderError('invalid_grant', 'The code is unknown, expired or already used.');
      if (row.clientId !== client.clientId || row.redirectUri !== request.redirectUri) throw new ProviderError('invalid_grant', 'The code was issued to another client or redirect URI.');
      if (s256(request.codeVerifier) !== row.codeChallenge) throw new ProviderError('invalid_grant', 'The PKCE code verifier does not match.');
      const idToken = await signIdToken(privateKey, { ...row.claims, ...(row.nonce ? { nonce: row.nonce } : {}) }, client.clientId, row.subject);
      return { access_token: randomBytes(24).toString('base64url'), token_type: 'Bearer', expires_in: 3600, id_token: idToken };
    },
  };
}
