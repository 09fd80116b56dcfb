import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import type { SocialAuthPurpose } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { newAuthorizationSecrets, ProviderError } from '../../oidc/provider';
import type { IdentityClaims, IdentityProvider, ProviderKey } from '../../oidc/provider';
import type { IdentityProviders } from '../../oidc/test-providers';
import { PROVIDER_NAMES, SOCIAL_AUTH_ERRORS } from './errors';
import { insertRequest, spendRequest } from './repository';
import type { SocialAuthRequestRow } from './repository';

/** How long a browser may take at the provider before its state is refused. */
export const AUTH_REQUEST_TTL_MS = 10 * 60_000;
/** How long a verified identity waits for the password, the sign-up details or the code. */
export const FOLLOW_UP_TTL_MS = 15 * 60_000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newFollowUpToken = () => randomBytes(32).toString('base64url');

/** What a provider sent the browser back with (the page posts the query on). */
export interface CallbackInput {
  state: string;
  code?: string;
  error?: string;
}

/**
 * The authorization-code round trip shared by sign-in, linking and ConnectID: `begin` stores the state, PKCE
 * verifier and nonce server-side and answers the provider URL; `finish` spends the state once, then exchanges
 * the code with the stored verifier and verifies the ID token against the stored nonce. Any failure after the
 * state is spent leaves it spent: a callback is never replayed.
 */
export function createAuthorizationFlow(
  db: Database,
  options: {
    now: () => Date;
    providers: IdentityProviders;
    /** The page the provider sends the browser back to (a path on the site). */
    redirectPath: (key: ProviderKey, purpose: SocialAuthPurpose) => string;
    /** The site's public origin (`https://host`), for providers that register absolute redirect URIs. */
    siteOrigin: (siteKey: string) => Promise<string>;
  },
) {
  const { now, providers } = options;

  // A real provider registers one exact redirect URI per site page, so it is built on the site's own origin,
  // never the request's; the in-process test provider takes the path as registered.
  async function redirectUri(client: IdentityProvider, siteKey: string, purpose: SocialAuthPurpose): Promise<string> {
    const path = options.redirectPath(client.key, purpose);
    return client.absoluteRedirects ? `${await options.siteOrigin(siteKey)}${path}` : path;
  }

  function provider(key: ProviderKey): IdentityProvider {
    const found = providers[key];
    if (!found) throw new AppError(SOCIAL_AUTH_ERRORS.providerOff, [PROVIDER_NAMES[key]]);
    return found;
  }

  return {
    provider,

    async begin(siteKey: string, key: ProviderKey, purpose: SocialAuthPurpose, extra: { customerId?: string; returnTo?: string | null } = {}): Promise<{ redirectUrl: string }> {
      const client = provider(key);
      const secrets = newAuthorizationSecrets();
      let redirectUrl: string;
      try {
        redirectUrl = await client.authorizationUrl({ state: secrets.state, codeChallenge: secrets.codeChallenge, nonce: secrets.nonce, redirectUri: await redirectUri(client, siteKey, purpose) });
      } catch (error) {
        // A real provider's discovery document could not be read: nothing is stored, the customer tries again later.
        if (error instanceof ProviderError) throw new AppError(SOCIAL_AUTH_ERRORS.unavailable, [PROVIDER_NAMES[key]], { result: { providerError: error.error } });
        throw error;
      }
      const at = now();
      await insertRequest(db, {
        id: randomUUID(),
        stateHash: sha256(secrets.state),
        siteKey,
        provider: key,
        purpose,
        customerId: extra.customerId ?? null,
        codeVerifier: secrets.codeVerifier,
        nonce: secrets.nonce,
        returnTo: extra.returnTo ?? null,
        createdAt: at,
        expiresAt: new Date(at.getTime() + AUTH_REQUEST_TTL_MS),
      });
      return { redirectUrl };
    },

    /**
     * Spends the request of `input.state` (of `purposes`, for `customerId` when one is bound) and answers the
     * verified identity. Refused: unknown, expired, used or someone else's state (410); the provider's refusal
     * or a code, verifier or signature it does not accept (401).
     */
    async finish(siteKey: string, purposes: readonly SocialAuthPurpose[], input: CallbackInput, customerId: string | null): Promise<{ request: SocialAuthRequestRow; claims: IdentityClaims }> {
      const request = await spendRequest(db, sha256(input.state), siteKey, now());
      if (!request || !purposes.includes(request.purpose) || request.customerId !== customerId) throw new AppError(SOCIAL_AUTH_ERRORS.stateInvalid);
      const key = request.provider as ProviderKey;
      const client = provider(key);
      if (input.error || !input.code) throw new AppError(SOCIAL_AUTH_ERRORS.refused, [PROVIDER_NAMES[key]]);
      try {
        const claims = await client.redeem({ code: input.code, codeVerifier: request.codeVerifier, redirectUri: await redirectUri(client, siteKey, request.purpose), nonce: request.nonce });
        return { request, claims };
      } catch (error) {
        if (error instanceof ProviderError) throw new AppError(SOCIAL_AUTH_ERRORS.failed, [PROVIDER_NAMES[key]], { result: { providerError: error.error } });
        throw error;
      }
    },
  };
}

export type AuthorizationFlow = ReturnType<typeof createAuthorizationFlow>;
