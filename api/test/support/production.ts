import type { DatabaseHandle } from '../../src/db/client';
import { createGatewayRegistry } from '../../src/payments/gateway-registry';
import type { GatewayRegistry } from '../../src/payments/gateway-registry';
import type { PayoutGateway } from '../../src/payments/payout';
import { TestGateway } from '../../src/payments/test-gateway';
import { createTestPayoutGateway } from '../../src/payments/test-payout-gateway';

/**
 * A production environment as a deployment sets it: real secrets, no test doors, a real card gateway named
 * with its credentials, and identity checks by documents. Spread it into `setupApp`'s env.
 */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-grade-secret-of-32-chars!!',
  TWO_FACTOR_KEY: 'a-production-grade-two-factor-key-of-32!',
  PAYMENT_GATEWAYS: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_held_by_the_deployment',
  VERIFICATION_PROVIDER: 'documents',
};

/**
 * The adapters a production deployment plugs in for the parties this build has no real client for (a card
 * gateway's and a bank's payout API), through the interfaces a real one implements. Here they are the
 * simulations under other keys: a production-mode suite tests what the API does with its test doors shut,
 * not a card network.
 */
export function deploymentAdapters(database: DatabaseHandle, env: Readonly<Record<string, string>>, now: () => Date): { gateways: GatewayRegistry; payouts: PayoutGateway } {
  const gateways = createGatewayRegistry({
    env,
    testGateway: false,
    factories: { stripe: () => new TestGateway({ key: 'stripe', secret: 'the-deployment-adapter-secret', challengeBaseUrl: 'https://hooks.stripe.example/3ds', now: () => now().getTime() }) },
  });
  return { gateways, payouts: createTestPayoutGateway(database.db, { now, key: 'bank' }) };
}
