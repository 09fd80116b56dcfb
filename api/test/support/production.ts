import { createGatewayRegistry } from '../../src/payments/gateway-registry';
import type { GatewayRegistry } from '../../src/payments/gateway-registry';
import { TestGateway } from '../../src/payments/test-gateway';

/**
 * A production environment as a deployment sets it: real secrets, no test doors, a real card gateway named
 * with its credentials, identity checks by documents, and payouts made by ops at the bank. Spread it into
 * `setupApp`'s env.
 */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-grade-secret-of-32-chars!!',
  TWO_FACTOR_KEY: 'a-production-grade-two-factor-key-of-32!',
  PAYMENT_GATEWAYS: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_held_by_the_deployment',
  VERIFICATION_PROVIDER: 'documents',
  PAYOUT_PROVIDER: 'manual',
};

/**
 * The card gateway of a production-mode suite: the Stripe adapter would call Stripe (its own suite,
 * stripe-gateway.test.ts, runs it against a server speaking Stripe's API), so the suites that test what the API
 * does with its test doors shut charge through the simulation, registered under the real gateway's key.
 */
export function deploymentAdapters(env: Readonly<Record<string, string>>, now: () => Date): { gateways: GatewayRegistry } {
  const gateways = createGatewayRegistry({
    env,
    testGateway: false,
    factories: { stripe: () => new TestGateway({ key: 'stripe', secret: 'the-deployment-adapter-secret', challengeBaseUrl: 'https://hooks.stripe.example/3ds', now: () => now().getTime() }) },
  });
  return { gateways };
}
