import type { CardGatewayKey, GatewayFactory } from './gateway-registry';
import { createStripeGateway } from './stripe/stripe-gateway';

/**
 * The real card gateways this build has adapters for, by key; `PAYMENT_GATEWAYS` enables them with their
 * credentials. `STRIPE_API_BASE` points the Stripe adapter elsewhere (stripe-mock in a staging run).
 */
export function realGatewayFactories(env: NodeJS.ProcessEnv): Partial<Record<CardGatewayKey, GatewayFactory>> {
  return {
    stripe: (credentials) => createStripeGateway({ secretKey: credentials.STRIPE_SECRET_KEY!, apiBase: env.STRIPE_API_BASE?.trim() || undefined }),
  };
}
