import { ConfigError } from '../config';
import type { PaymentGateway } from './gateway';
import { createGatewayRegistry } from './gateway-registry';
import { cardDetails, chargeRequest, fakeClock, seededRandomBytes } from './payment-builders';
import { TestGateway } from './test-gateway';

const fakeGateway = (key: string): PaymentGateway => ({
  key,
  limits: { minAmount: 100, maxAmount: 100_000 },
  currencies: ['AUD'],
  cscRequired: true,
  tokenizeCard: jest.fn(),
  charge: jest.fn(),
  completeChallenge: jest.fn(),
  refund: jest.fn(),
});

function configProblems(run: () => unknown): readonly string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('createGatewayRegistry', () => {
  it('always has the test gateway', () => {
    const registry = createGatewayRegistry({ env: {} });
    expect(registry.keys()).toEqual(['test']);
    expect(registry.has('test')).toBe(true);
    expect(registry.get('test')).toBeInstanceOf(TestGateway);
    expect(registry.get('test').key).toBe('test');
  });

  it('answers unknown_gateway naming the gateways there are', () => {
    const registry = createGatewayRegistry({ env: {} });
    expect(registry.has('stripe')).toBe(false);
    expect(() => registry.get('stripe')).toThrow(expect.objectContaining({ code: 'unknown_gateway', statusCode: 404, message: "payment gateway 'stripe' is not available (available: test)" }) as Error);
  });

  it('refuses to start with a real gateway that has no credentials, naming the variables', () => {
    expect(configProblems(() => createGatewayRegistry({ env: { PAYMENT_GATEWAYS: 'stripe' } }))).toEqual([
      'payment gateway "stripe" is enabled in PAYMENT_GATEWAYS but has no credentials: set STRIPE_SECRET_KEY',
    ]);
  });

  it('lists every problem at once', () => {
    const problems = configProblems(() => createGatewayRegistry({ env: { PAYMENT_GATEWAYS: 'stripe, paypal ,opayo', OPAYO_VENDOR_NAME: 'drawfront', OPAYO_INTEGRATION_KEY: ' ' } }));
    expect(problems).toEqual([
      'payment gateway "stripe" is enabled in PAYMENT_GATEWAYS but has no credentials: set STRIPE_SECRET_KEY',
      'PAYMENT_GATEWAYS names an unknown gateway "paypal" (known: test, braintree, eway, opayo, paystream, stripe)',
      'payment gateway "opayo" is enabled in PAYMENT_GATEWAYS but has no credentials: set OPAYO_INTEGRATION_KEY, OPAYO_INTEGRATION_PASSWORD',
    ]);
  });

  it('has no test gateway with the test doors shut, and then needs a real one', () => {
    expect(configProblems(() => createGatewayRegistry({ env: {}, testGateway: false }))).toEqual([
      'card deposits need a real card gateway: set PAYMENT_GATEWAYS (braintree, eway, opayo, paystream, stripe) and its credentials (the test gateway exists only with TEST_DOORS=on, never in production)',
    ]);
    const registry = createGatewayRegistry({ env: { PAYMENT_GATEWAYS: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x' }, factories: { stripe: () => fakeGateway('stripe') }, testGateway: false });
    expect(registry.keys()).toEqual(['stripe']);
    expect(() => registry.get('test')).toThrow(expect.objectContaining({ code: 'unknown_gateway', message: "payment gateway 'test' is not available (available: stripe)" }) as Error);
  });

  it('refuses a configured gateway this build cannot run', () => {
    expect(configProblems(() => createGatewayRegistry({ env: { PAYMENT_GATEWAYS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' } }))).toEqual([
      'payment gateway "stripe" is enabled in PAYMENT_GATEWAYS but this build has no stripe implementation',
    ]);
  });

  it('builds a real gateway from its credentials', () => {
    const factory = jest.fn(() => fakeGateway('braintree'));
    const registry = createGatewayRegistry({
      env: { PAYMENT_GATEWAYS: 'Braintree,test,braintree', BRAINTREE_MERCHANT_ID: 'm', BRAINTREE_PUBLIC_KEY: 'pub', BRAINTREE_PRIVATE_KEY: 'priv' },
      factories: { braintree: factory },
    });
    expect(registry.keys()).toEqual(['test', 'braintree']);
    expect(factory).toHaveBeenCalledTimes(1);
    expect(factory).toHaveBeenCalledWith({ BRAINTREE_MERCHANT_ID: 'm', BRAINTREE_PUBLIC_KEY: 'pub', BRAINTREE_PRIVATE_KEY: 'priv' });
    expect(registry.get('braintree').cscRequired).toBe(true);
  });

  it('needs a test gateway secret of 16 characters or more', () => {
    expect(configProblems(() => createGatewayRegistry({ env: { TEST_GATEWAY_SECRET: 'short' } }))).toEqual(['TEST_GATEWAY_SECRET must be at least 16 characters']);
    expect(createGatewayRegistry({ env: { TEST_GATEWAY_SECRET: 'x'.repeat(16) } }).keys()).toEqual(['test']);
  });

  it('passes the clock, random source and challenge page to the test gateway', async () => {
    const clock = fakeClock();
    const registry = createGatewayRegistry({ env: {}, testGateway: { now: clock.now, randomBytes: seededRandomBytes(), challengeBaseUrl: 'https://api.example/challenge' } });
    const gateway = registry.get('test');
    const { token } = await gateway.tokenizeCard(cardDetails({ number: '4000000000003220' }));
    const result = await gateway.charge(chargeRequest(token));
    expect(result).toMatchObject({ status: 'requires_action', challenge: { url: expect.stringMatching(/^https:\/\/api\.example\/challenge\/ch_/) as string, expiresAt: '2026-11-22T05:10:00.000Z' } });
  });

  it('shares tokens between registries with the same secret (API replicas)', async () => {
    const env = { TEST_GATEWAY_SECRET: 'shared-secret-between-replicas' };
    const { token } = await createGatewayRegistry({ env }).get('test').tokenizeCard(cardDetails());
    expect(await createGatewayRegistry({ env }).get('test').charge(chargeRequest(token))).toMatchObject({ status: 'succeeded' });
    await expect(createGatewayRegistry({ env: {} }).get('test').charge(chargeRequest(token))).rejects.toMatchObject({ code: 'invalid_card_token' });
  });
});
