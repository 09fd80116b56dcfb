import * as oidc from 'openid-client';
import { authorizationParameters, claimsFrom, ProviderError } from './provider';
import type { IdentityProvider, ProviderKey } from './provider';

export interface DiscoveredClientConfig {
  key: ProviderKey;
  /** The provider's issuer identifier; its discovery document is `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** Plain-http issuers are refused unless this is set (only a test against a local provider sets it). */
  allowInsecureRequests?: boolean;
}

/** What openid-client and oauth4webapi throw, as the OAuth error we report (RFC 6749 §5.2 codes where there is one). */
function providerError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  const failure = error as { error?: unknown; code?: unknown; message?: unknown; cause?: unknown };
  const code = typeof failure.error === 'string' ? failure.error : typeof failure.code === 'string' ? failure.code : 'provider_unreachable';
  const cause = failure.cause instanceof Error ? `: ${failure.cause.message}` : '';
  return new ProviderError(code, `${typeof failure.message === 'string' ? failure.message : String(error)}${cause}`);
}

/**
 * A real OpenID Connect provider through openid-client: its metadata and signing keys come from its discovery
 * document and JWKS (fetched on first use, so the API starts while a provider is briefly down, and read again
 * after a failure), the code is redeemed at its token endpoint with the PKCE verifier and the client secret,
 * and openid-client verifies the ID token (signature, issuer, audience, expiry, nonce) before we read a claim.
 */
export function createDiscoveredClient(config: DiscoveredClientConfig): IdentityProvider {
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = (): Promise<oidc.Configuration> => {
    discovered ??= oidc
      .discovery(new URL(config.issuer), config.clientId, config.clientSecret, oidc.ClientSecretPost(config.clientSecret), {
        execute: config.allowInsecureRequests ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = null;
        throw providerError(error);
      });
    return discovered;
  };

  return {
    key: config.key,
    absoluteRedirects: true,
    async authorizationUrl(request) {
      // openid-client adds the client id and response_type=code.
      return oidc.buildAuthorizationUrl(await configuration(), authorizationParameters(request, config.scope)).href;
    },
    async redeem({ code, codeVerifier, redirectUri, nonce }) {
      const settings = await configuration();
      // The state was checked and spent by our side (its hash is the request's key), so the callback URL carries only the code.
      const callback = new URL(redirectUri);
      callback.searchParams.set('code', code);
      try {
        const tokens = await oidc.authorizationCodeGrant(settings, callback, { pkceCodeVerifier: codeVerifier, expectedNonce: nonce, idTokenExpected: true });
        const claims = tokens.claims();
        if (!claims) throw new ProviderError('invalid_id_token', 'the provider answered no ID token');
        return claimsFrom(claims);
      } catch (error) {
        throw providerError(error);
      }
    },
  };
}
