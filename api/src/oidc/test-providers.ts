import { createLocalJWKSet } from 'jose';
import { createOidcClient, ProviderError } from './provider';
import type { IdentityProvider, ProviderKey } from './provider';
import type { TestIdp, TestIdpClient } from './test-idp';

/** Where a provider sends the browser back: the account remote's pages (same origin as the API). */
export const SIGN_IN_REDIRECT_URI = '/login/social/callback';
/** Linking from the account's login-and-security page comes back to that page. */
export const LINK_REDIRECT_URI = '/my-account/login-and-security';
// ConnectID sends the customer back to the verification page itself, which reads the code from its query.
export const CONNECTID_REDIRECT_URI = '/my-account/verify-account';
export const TEST_IDP_BASE = '/test-idp';
/** The test provider's issuer (`iss`), checked on every ID token. */
export const TEST_IDP_ISSUER = 'https://test-idp.drawfront.local';

/** Apple and Google as two client configurations of the test provider, and ConnectID as a third. */
export const TEST_IDP_CLIENTS: readonly TestIdpClient[] = [
  { clientId: 'drawfront-google', clientSecret: 'test-google-secret', provider: 'google', redirectUris: [SIGN_IN_REDIRECT_URI, LINK_REDIRECT_URI], label: 'Google (test)' },
  { clientId: 'drawfront-apple', clientSecret: 'test-apple-secret', provider: 'apple', redirectUris: [SIGN_IN_REDIRECT_URI, LINK_REDIRECT_URI], label: 'Apple (test)' },
  { clientId: 'drawfront-connectid', clientSecret: 'test-connectid-secret', provider: 'connectid', redirectUris: [CONNECTID_REDIRECT_URI], label: 'ConnectID (test bank)' },
];

export type IdentityProviders = Partial<Record<ProviderKey, IdentityProvider>>;

/**
 * Our clients of the test provider. The token request and the key set are handed over in process (the API
 * would otherwise call itself over HTTP, which `app.inject` tests cannot); the form and the JWKS are exactly
 * what `/test-idp/token` and `/test-idp/jwks.json` answer, and the ID token is still verified by jose
 * against the published key. A real provider's client uses `fetch` and `createRemoteJWKSet` instead.
 */
export function testIdentityProviders(idp: TestIdp, now: () => Date): IdentityProviders {
  const keys = createLocalJWKSet(idp.jwks());
  const providers: IdentityProviders = {};
  for (const client of TEST_IDP_CLIENTS) {
    providers[client.provider] = createOidcClient({
      key: client.provider,
      issuer: idp.issuer,
      clientId: client.clientId,
      clientSecret: client.clientSecret,
      authorizationEndpoint: `${TEST_IDP_BASE}/authorize`,
      scope: client.provider === 'connectid' ? 'openid email profile verified_claims' : 'openid email profile',
      keys,
      now,
      tokenRequest: async (form) => {
        try {
          return await idp.token({
            grantType: form.grant_type ?? '',
            code: form.code ?? '',
            redirectUri: form.redirect_uri ?? '',
            clientId: form.client_id ?? '',
            clientSecret: form.client_secret,
            codeVerifier: form.code_verifier ?? '',
          });
        } catch (error) {
          if (error instanceof ProviderError) return { error: error.error, error_description: error.message };
          throw error;
        }
      },
    });
  }
  return providers;
}
