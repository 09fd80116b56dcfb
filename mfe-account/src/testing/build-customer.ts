import type { Customer, LoginResult } from '@drawfront/shared/contract/customer';
import { buildCustomer as buildSharedCustomer } from '@drawfront/shared/testing/build-customer';

/** Test data builders for the account remote (STYLE.md "data builders"). Only tests import this file. */
export function buildCustomer(overrides: Partial<Customer> = {}): Customer {
  return buildSharedCustomer({ balance: { amount: 0, currency: 'AUD' }, ...overrides });
}

export function buildLoginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  return { customer: buildCustomer(), accessToken: 'header.payload.signature', refreshToken: 'refresh_token', deviceUuid: 'device', ...overrides };
}
