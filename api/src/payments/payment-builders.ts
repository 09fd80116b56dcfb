// Test data builders for the payment tests (not used by the running API).
import { createHash } from 'node:crypto';
import type { CardDetails, ChargeRequest } from './gateway';
import { luhnCheckDigit } from './luhn';
import type { RandomBytes } from './sealed-token';
import { TestGateway } from './test-gateway';
import type { TestGatewayOptions } from './test-gateway';
import type { DeviceData } from './three-d-secure';

/** 22 November 2026, 05:00 UTC: every payment test starts its clock here. */
export const TEST_NOW = Date.UTC(2026, 10, 22, 5, 0, 0);
export const TEST_SECRET = 'payments-test-secret-0123456789';

/** A clock tests can move. */
export function fakeClock(start = TEST_NOW) {
  let current = start;
  return {
    now: (): number => current,
    advance: (ms: number): void => {
      current += ms;
    },
  };
}

/** A deterministic byte source: the same seed yields the same sequence. */
export function seededRandomBytes(seed = 'seed'): RandomBytes {
  let counter = 0;
  return (size) => {
    const chunks: Buffer[] = [];
    let length = 0;
    while (length < size) {
      const chunk = createHash('sha256').update(`${seed}:${counter}`).digest();
      counter += 1;
      chunks.push(chunk);
      length += chunk.length;
    }
    return Buffer.concat(chunks).subarray(0, size);
  };
}

/** A Luhn-valid card number of `length` digits starting with `prefix`. */
export function cardNumber(prefix: string, length: number): string {
  const body = prefix.padEnd(length - 1, '0');
  return body + luhnCheckDigit(body);
}

export function cardDetails(overrides: Partial<CardDetails> = {}): CardDetails {
  return { number: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2028, csc: '123', holderName: 'Jo Citizen', ...overrides };
}

export function deviceData(overrides: Partial<DeviceData> = {}): DeviceData {
  return {
    colorDepth: 24,
    screenWidth: 1440,
    screenHeight: 900,
    javaEnabled: false,
    javascriptEnabled: true,
    language: 'en-AU',
    timeZoneOffset: -600,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
    ...overrides,
  };
}

export function chargeRequest(token: string, overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return { token, amount: 2_500, currency: 'AUD', idempotencyKey: `key-${token.slice(-12)}`, returnUrl: 'https://shop.example/deposit/return', ...overrides };
}

/** A test gateway on a fake clock and a seeded random source. */
export function makeTestGateway(options: Partial<TestGatewayOptions> = {}) {
  const clock = fakeClock();
  const gateway = new TestGateway({ secret: TEST_SECRET, now: clock.now, randomBytes: seededRandomBytes(), ...options });
  return { gateway, clock };
}
