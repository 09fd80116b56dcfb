import { ConfigError } from '../config';
import type { PaymentGateway } from './gateway';
import { PaymentError, PAYMENT_ERRORS } from './payment-errors';
import { TestGateway } from './test-gateway';
import type { TestGatewayOptions } from './test-gateway';

/** The card gateways the spec names (groups spec §3). */
export const CARD_GATEWAYS = ['braintree', 'eway', 'opayo', 'paystream', 'stripe'] as const;
export type CardGatewayKey = (typeof CARD_GATEWAYS)[number];

/** The environment variables each real gateway needs; all of them, or it does not start. */
export const GATEWAY_CREDENTIALS: Readonly<Record<CardGatewayKey, readonly string[]>> = {
  braintree: ['BRAINTREE_MERCHANT_ID', 'BRAINTREE_PUBLIC_KEY', 'BRAINTREE_PRIVATE_KEY'],
  eway: ['EWAY_API_KEY', 'EWAY_API_PASSWORD'],
  opayo: ['OPAYO_VENDOR_NAME', 'OPAYO_INTEGRATION_KEY', 'OPAYO_INTEGRATION_PASSWORD'],
  paystream: ['PAYSTREAM_API_KEY', 'PAYSTREAM_SECRET_KEY'],
  stripe: ['STRIPE_SECRET_KEY'],
};

/** Builds a real gateway from its credentials (keyed by variable name). */
export type GatewayFactory = (credentials: Readonly<Record<string, string>>) => PaymentGateway;

export interface GatewayRegistryOptions {
  env?: NodeJS.ProcessEnv;
  /** Real gateway implementations; a configured gateway without one is a start-up error. */
  factories?: Partial<Record<CardGatewayKey, GatewayFactory>>;
  /** Clock, random source and challenge page base for the test gateway (its secret comes from the environment). */
  testGateway?: Omit<TestGatewayOptions, 'secret' | 'key'>;
}

export interface GatewayRegistry {
  /** Every available gateway key, 'test' first (for `GET /funds/card_gateways`). */
  keys(): string[];
  has(key: string): boolean;
  /** The gateway, or `unknown_gateway` (404) naming the available ones. */
  get(key: string): PaymentGateway;
}

const DEV_TEST_GATEWAY_SECRET = 'drawfront-dev-test-gateway-secret';
const MIN_PRODUCTION_SECRET = 32;

/**
 * Reads the payment configuration and builds every gateway, failing fast with a `ConfigError` that
 * lists every problem at once. `PAYMENT_GATEWAYS` is a comma list of real gateways to enable (each
 * needs its credentials); the test gateway is always there, its tokens sealed with
 * `TEST_GATEWAY_SECRET` (a development value unless NODE_ENV=production, where it is required).
 */
export function createGatewayRegistry(options: GatewayRegistryOptions = {}): GatewayRegistry {
  const env = options.env ?? process.env;
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const problems: string[] = [];
  const production = read('NODE_ENV') === 'production';

  const secret = read('TEST_GATEWAY_SECRET') ?? (production ? undefined : DEV_TEST_GATEWAY_SECRET);
  if (secret === undefined) problems.push('TEST_GATEWAY_SECRET is required in production (it seals test gateway card tokens)');
  else if (production && (secret === DEV_TEST_GATEWAY_SECRET || secret.length < MIN_PRODUCTION_SECRET)) {
    problems.push(`TEST_GATEWAY_SECRET must be at least ${MIN_PRODUCTION_SECRET} characters and not the development value in production`);
  } else if (secret.length < 16) problems.push('TEST_GATEWAY_SECRET must be at least 16 characters');

  const requested = (read('PAYMENT_GATEWAYS') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '' && name !== 'test');
  const gateways = new Map<string, PaymentGateway>();
  const builders: [CardGatewayKey, GatewayFactory, Record<string, string>][] = [];
  for (const name of new Set(requested)) {
    if (!(CARD_GATEWAYS as readonly string[]).includes(name)) {
      problems.push(`PAYMENT_GATEWAYS names an unknown gateway "${name}" (known: test, ${CARD_GATEWAYS.join(', ')})`);
      continue;
    }
    const key = name as CardGatewayKey;
    const needed = GATEWAY_CREDENTIALS[key];
    const missing = needed.filter((variable) => read(variable) === undefined);
    if (missing.length > 0) {
      problems.push(`payment gateway "${key}" is enabled in PAYMENT_GATEWAYS but has no credentials: set ${missing.join(', ')}`);
      continue;
    }
    const factory = options.factories?.[key];
    if (!factory) {
      problems.push(`payment gateway "${key}" is enabled in PAYMENT_GATEWAYS but this build has no ${key} implementation`);
      continue;
    }
    builders.push([key, factory, Object.fromEntries(needed.map((variable) => [variable, read(variable) as string]))]);
  }
  if (problems.length > 0) throw new ConfigError(problems);

  gateways.set('test', new TestGateway({ ...options.testGateway, secret: secret as string, key: 'test' }));
  for (const [key, factory, credentials] of builders) gateways.set(key, factory(credentials));

  return {
    keys: () => [...gateways.keys()],
    has: (key) => gateways.has(key),
    get: (key) => {
      const gateway = gateways.get(key);
      if (!gateway) throw new PaymentError(PAYMENT_ERRORS.unknownGateway, [String(key).slice(0, 64), [...gateways.keys()].join(', ')]);
      return gateway;
    },
  };
}
