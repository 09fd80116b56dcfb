import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { Customer, LoginResult } from '@drawfront/shared/contract/customer';
import { buildCustomer as buildSharedCustomer } from '@drawfront/shared/testing/build-customer';

/**
 * Test data builders for the session feature (STYLE.md "data builders"). Only tests import this file.
 * The JWTs are unsigned look-alikes: the shell only decodes tokens, the API verifies them.
 */

const base64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A JWT-shaped access token for `customerId`, expiring `expiresInS` seconds after `nowMs`. */
export function buildAccessToken(customerId: string, { nowMs = Date.now(), expiresInS = 900 }: { nowMs?: number; expiresInS?: number } = {}): string {
  const iat = Math.floor(nowMs / 1000);
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(JSON.stringify({ customer_id: customerId, iat, exp: iat + expiresInS }));
  return `${header}.${payload}.c2lnbmF0dXJl`;
}

export function buildFullCustomer(overrides: Partial<Customer> = {}): Customer {
  return buildSharedCustomer({ balance: { amount: 2500, currency: 'AUD' }, isVerified: true, ...overrides });
}

export function buildLoginResult(overrides: Partial<LoginResult> & { customer?: Customer } = {}): LoginResult {
  const customer = overrides.customer ?? buildFullCustomer();
  return { customer, accessToken: buildAccessToken(customer.customerId), refreshToken: 'refresh-1', deviceUuid: 'device-1', ...overrides };
}

export function buildApiError(status: number, message = 'Something went wrong', code: string | null = null): ApiError {
  return new ApiError({ status, message, code, errors: {}, result: null, reported: status >= 500, context: `test answered ${status}` });
}
