// Data builders for customers: sign-up and sign-in through the API.
import { randomUUID } from 'node:crypto';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import { refreshTokens } from '../src/db/schema';
import { signAccessToken } from '../src/modules/identity/tokens';
import { insertCustomers } from './draws';
import { testConfig } from './helper';
import type { TestContext } from './helper';

export const PASSWORD = 'Password123';

/** A valid sign-up body in snake_case, as the client sends it; a fresh email unless overridden. */
/** A British address as a sign-up on the en-GB sub-variant sends it (snake_case). */
export const UK_ADDRESS = { address_line1: '1 Test Street', address_line2: '', suburb: 'London', county: '', postcode: 'EC1A 1BB' };

export function signupBody(overrides: Record<string, unknown> = {}) {
  return {
    email: `player-${randomUUID().slice(0, 8)}@example.com`,
    password: PASSWORD,
    firstname: 'Pat',
    lastname: 'Player',
    date_of_birth: '1990-04-01',
    state: 'NSW',
    accept_terms: true,
    email_opt_in: false,
    ...overrides,
  };
}

// Sign-ups are limited per client address (identity/rate-limits.ts). Each builder sign-up comes from an
// address of its own (198.18.0.0/15, reserved for testing), as separate customers' machines would, so
// suites can sign up any number of customers under the real limits; tests of the limit set `remoteAddress`.
let signups = 0;
const nextSignupAddress = () => {
  signups += 1;
  return `198.18.${(signups >> 8) & 255}.${signups & 255}`;
};

/** Signs a new customer up on `site` from an address of its own; fails the test on any refusal. */
export async function signUp(t: TestContext, site = 'drawfront', overrides: Record<string, unknown> = {}): Promise<LoginResult> {
  const response = await t.inject({ method: 'POST', url: '/v2/signup', sign: site, payload: signupBody(overrides), remoteAddress: nextSignupAddress() });
  if (response.statusCode !== 201) throw new Error(`signup: ${response.statusCode} ${response.body}`);
  return response.json();
}

export function login(t: TestContext, email: string, password: string, options: { site?: string; remoteAddress?: string } = {}) {
  return t.inject({ method: 'POST', url: '/v2/login', sign: options.site ?? 'drawfront', payload: { email, password }, remoteAddress: options.remoteAddress });
}

/** A signed call as `accessToken`'s customer. */
export function asCustomer(t: TestContext, accessToken: string, options: Parameters<TestContext['inject']>[0]) {
  return t.inject({ sign: 'drawfront', customerToken: accessToken, ...options });
}

/**
 * `count` customers straight into the table, each signed in (a refresh-token family and an access token naming
 * it): for race tests, where argon2 sign-ups would dominate the run.
 */
export async function insertSignedInCustomers(t: TestContext, count: number): Promise<LoginResult[]> {
  const secret = testConfig().jwtSecret;
  const signedIn: LoginResult[] = [];
  for (const customerId of await insertCustomers(t.database.db, count)) {
    const familyId = randomUUID();
    await t.database.db.insert(refreshTokens).values({ customerId, tokenHash: randomUUID(), familyId, deviceUuid: randomUUID(), expiresAt: new Date(Date.now() + 3_600_000) });
    signedIn.push({ accessToken: await signAccessToken({ customerId, familyId, siteKey: 'drawfront' }, secret, new Date()), customer: { customerId } } as LoginResult);
  }
  return signedIn;
}
