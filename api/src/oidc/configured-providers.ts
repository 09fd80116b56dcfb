import { createDiscoveredClient } from './discovered-client';
import type { ProviderKey } from './provider';
import type { IdentityProviders } from './test-providers';

/** The providers a deployment may configure, and the variable prefix of each. */
const PREFIXES: Readonly<Record<ProviderKey, string>> = { google: 'OIDC_GOOGLE', apple: 'OIDC_APPLE', connectid: 'OIDC_CONNECTID' };
const KEYS = Object.keys(PREFIXES) as ProviderKey[];

/** What each asks for: ConnectID adds the bank-verified identity (OpenID Connect for Identity Assurance). */
const SCOPES: Readonly<Record<ProviderKey, string>> = { google: 'openid email profile', apple: 'openid email name', connectid: 'openid email profile verified_claims' };

/**
 * The real OpenID Connect providers of this deployment, from the environment: `OIDC_PROVIDERS` lists the ones
 * offered (google, apple, connectid), and each needs `OIDC_<KEY>_ISSUER`, `OIDC_<KEY>_CLIENT_ID` and
 * `OIDC_<KEY>_CLIENT_SECRET` (Apple's secret is the signed client-secret JWT Apple asks for). A provider listed
 * without them is a start-up problem, never a silent fallback. Issuers must be https; plain http is accepted
 * outside production only, for a provider on this machine.
 */
export function readOidcProviders(env: NodeJS.ProcessEnv, production: boolean): { providers: IdentityProviders; problems: string[] } {
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const problems: string[] = [];
  const providers: IdentityProviders = {};
  const listed = (read('OIDC_PROVIDERS') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const name of new Set(listed)) {
    if (!(KEYS as string[]).includes(name)) {
      problems.push(`OIDC_PROVIDERS names an unknown provider "${name}" (known: ${KEYS.join(', ')})`);
      continue;
    }
    const key = name as ProviderKey;
    const prefix = PREFIXES[key];
    const variables = [`${prefix}_ISSUER`, `${prefix}_CLIENT_ID`, `${prefix}_CLIENT_SECRET`];
    const missing = variables.filter((variable) => read(variable) === undefined);
    if (missing.length > 0) {
      problems.push(`sign-in provider "${key}" is listed in OIDC_PROVIDERS but not configured: set ${missing.join(', ')}`);
      continue;
    }
    const issuer = read(`${prefix}_ISSUER`)!;
    let url: URL;
    try {
      url = new URL(issuer);
    } catch {
      problems.push(`${prefix}_ISSUER must be a URL (got "${issuer}")`);
      continue;
    }
    const insecure = url.protocol === 'http:';
    if ((insecure && production) || (!insecure && url.protocol !== 'https:')) {
      problems.push(`${prefix}_ISSUER must be an https URL${production ? ' in production' : ''} (got "${issuer}")`);
      continue;
    }
    providers[key] = createDiscoveredClient({ key, issuer, clientId: read(`${prefix}_CLIENT_ID`)!, clientSecret: read(`${prefix}_CLIENT_SECRET`)!, scope: SCOPES[key], allowInsecureRequests: insecure });
  }
  return { providers, problems };
}
