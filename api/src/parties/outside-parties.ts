import type { Capability } from '@drawfront/shared/contract/capabilities';
import { ConfigError } from '../config';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { LegacySystem } from '../modules/migration/legacy-system';
import { createTestLegacySystem } from '../modules/migration/legacy-system';
import { createDocumentsOnlyProvider } from '../modules/verification/documents-only-provider';
import type { VerificationProvider } from '../modules/verification/provider';
import { createTestVerificationProvider } from '../modules/verification/test-provider';
import { readOidcProviders } from '../oidc/configured-providers';
import { createTestIdp } from '../oidc/test-idp';
import type { TestIdp, TestIdpClient, TestIdpSigningKey } from '../oidc/test-idp';
import { TEST_IDP_CLIENTS, TEST_IDP_ISSUER, testIdentityProviders } from '../oidc/test-providers';
import type { IdentityProviders } from '../oidc/test-providers';
import { createGatewayRegistry } from '../payments/gateway-registry';
import type { GatewayRegistry } from '../payments/gateway-registry';
import type { PayoutGateway } from '../payments/payout';
import { realGatewayFactories } from '../payments/real-gateways';
import { createTestPayoutGateway } from '../payments/test-payout-gateway';

/** Where the test gateway's 3-D Secure challenge page is served (by this API, behind the test doors). */
export const TEST_CHALLENGE_BASE = '/payments/test/challenge';

/** The parties outside the platform the API talks to, real or (behind the test doors) simulated. */
export interface OutsideParties {
  gateways: GatewayRegistry;
  identityProviders: IdentityProviders;
  /** The built-in test OpenID provider: only while the test doors are open. */
  testIdp: TestIdp | null;
  /** The payout provider; null with PAYOUT_PROVIDER=manual, where ops pay at the bank and record it (withdrawals/manual-payouts.ts). */
  payouts: PayoutGateway | null;
  verification: VerificationProvider;
  /** The legacy platform accounts migrate from: none in a deployment without a connector. */
  legacy: LegacySystem | null;
  /** Capabilities no site can have here, because the party behind them is not there (e.g. sign-in-google with no Google client). */
  withheld: ReadonlySet<Capability>;
}

/** Parties a caller hands in (tests, or a deployment's own adapters), in place of the ones built from the environment. */
export interface PartyOverrides {
  gateways?: GatewayRegistry;
  identityProviders?: IdentityProviders;
  payouts?: PayoutGateway;
  verification?: VerificationProvider;
  legacy?: LegacySystem;
}

export interface OutsidePartiesOptions {
  config: AppConfig;
  env: NodeJS.ProcessEnv;
  now: () => Date;
  overrides?: PartyOverrides;
  /** The test provider's signing key (tests share one), issuer and clients (a test of a real client registers its own). */
  testIdp?: { signingKey?: TestIdpSigningKey; issuer?: string; clients?: readonly TestIdpClient[] };
}

const VERIFICATION_PROVIDERS = ['documents'] as const;

/**
 * Builds every outside party, and fails with one ConfigError listing every problem. With the test doors open
 * (`config.testDoors`, never in production) each party is its simulation unless a real one is configured or
 * handed in. With them shut, nothing simulated exists: each party the platform cannot run without (card
 * gateway, payouts, identity checks) must be real or start-up fails, and each optional one that is not there
 * (a sign-in provider, ConnectID, the legacy platform) is withheld from every site rather than offered broken.
 */
export async function createOutsideParties(db: Database, options: OutsidePartiesOptions): Promise<OutsideParties> {
  const { config, env, now, overrides = {} } = options;
  const doors = config.testDoors;
  const problems: string[] = [];
  const read = (name: string): string | undefined => env[name]?.trim() || undefined;

  let gateways = overrides.gateways;
  if (!gateways) {
    try {
      gateways = createGatewayRegistry({ env, factories: realGatewayFactories(env), testGateway: doors ? { challengeBaseUrl: TEST_CHALLENGE_BASE, now: () => now().getTime() } : false });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
    }
  }

  const oidc = readOidcProviders(env, config.nodeEnv === 'production');
  problems.push(...oidc.problems);

  const payoutProvider = read('PAYOUT_PROVIDER');
  let payouts: PayoutGateway | null | undefined = overrides.payouts;
  if (payouts === undefined && payoutProvider !== undefined) {
    if (payoutProvider === 'manual') payouts = null;
    else problems.push(`PAYOUT_PROVIDER must be manual (got "${payoutProvider}"); a payout API's adapter is passed to buildApp({ payouts })`);
  } else if (payouts === undefined && doors) payouts = createTestPayoutGateway(db, { now });
  else if (payouts === undefined) problems.push('withdrawals need a way to be paid: set PAYOUT_PROVIDER=manual (ops pay each one at the bank and record it) or pass a payout adapter to buildApp({ payouts }) (the test payout provider exists only with TEST_DOORS=on)');

  const verificationName = read('VERIFICATION_PROVIDER');
  let verification = overrides.verification;
  if (!verification && verificationName !== undefined) {
    if (verificationName === 'documents') verification = createDocumentsOnlyProvider();
    else problems.push(`VERIFICATION_PROVIDER must be ${VERIFICATION_PROVIDERS.join(' or ')} (got "${verificationName}")`);
  } else if (!verification && doors) verification = createTestVerificationProvider();
  else if (!verification) problems.push('identity checks need a provider: set VERIFICATION_PROVIDER=documents (every check asks for a document that ops review) or pass one to buildApp({ parties: { verification } })');

  if (problems.length > 0) throw new ConfigError(problems);

  const testIdp = doors ? await createTestIdp(db, { now, issuer: options.testIdp?.issuer ?? TEST_IDP_ISSUER, clients: options.testIdp?.clients ?? TEST_IDP_CLIENTS, signingKey: options.testIdp?.signingKey }) : null;
  const identityProviders = overrides.identityProviders ?? { ...(testIdp ? testIdentityProviders(testIdp, now) : {}), ...oidc.providers };
  const legacy = overrides.legacy ?? (doors ? createTestLegacySystem() : null);

  const withheld = new Set<Capability>();
  if (!identityProviders.google) withheld.add('sign-in-google');
  if (!identityProviders.apple) withheld.add('sign-in-apple');
  if (!legacy) withheld.add('customer-migration');
  return { gateways: gateways!, identityProviders, testIdp, payouts: payouts ?? null, verification: verification!, legacy, withheld };
}
