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
  /**
   * The test gateway's clock, random source and challenge page base (its secret comes from the environment),
   * or false where the test doors are shut (production): then there is no test gateway, and at least one
   * real gateway must be configured.
   */
  testGateway?: Omit<TestGatewayOptions, 'secret' | 'key'> | false;
}

export interface GatewayRegistry {
  /** Every available gateway key, 'test' first when it is there (for `GET /funds/card_gateways`). */
  keys(): string[];
  has(key: string): boolean;
  /** The gateway, or `unknown_gateway` (404) naming the available ones. */
  get(key: string): PaymentGateway;
}

const DEV_TEST_GATEWAY_SECRET = 'drawfront-dev-test-gateway-secret';
const MIN_TEST_GATEWAY_SECRET = 16;

/**
 * Reads the payment configuration and builds every gateway, failing fast with a `ConfigError` that
 * lists every problem at once. `PAYMENT_GATEWAYS` is a comma list of real gateways to enable (each
 * needs its credentials and an implementation). The test gateway is there only while the test doors are
 * open, its tokens sealed with `TEST_GATEWAY_SECRET` (a development value unless set; replicas share one).
 */
export function createGatewayRegistry(options: GatewayRegistryOptions = {}): GatewayRegistry {
  const env = options.env ?? process.env;
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const problems: string[] = [];
  const testGateway = options.testGateway ?? {};

  const secret = read('TEST_GATEWAY_SECRET') ?? DEV_TEST_GATEWAY_SECRET;
  if (testGateway !== false && secret.length < MIN_TEST_GATEWAY_SECRET) problems.push(`TEST_GATEWAY_SECRET must be at least ${MIN_TEST_GATEWAY_SECRET} characters`);

  const requested = (read('PAYMENT_GATEWAYS') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '' && name !== 'test');
  if (testGateway === false && requested.length === 0) {
    problems.push(`card deposits need a real card gateway: set PAYMENT_GATEWAYS (${CARD_GATEWAYS.join(', ')}) and its credentials (the test gateway exists only with TEST_DOORS=on, never in production)`);
  }
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

  if (testGateway !== false) gateways.set('test', new TestGateway({ ...testGateway, secret, key: 'test' }));
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
