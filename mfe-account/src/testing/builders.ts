import type { Customer, LoginResult } from '@drawfront/shared/contract/customer';

/** Test data builders for the account remote (STYLE.md "data builders"). Only tests import this file. */
export function buildCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    customerId: 'c-42',
    firstname: 'Jo',
    lastname: 'Citizen',
    email: 'jo@example.com',
    state: 'NSW',
    balance: { amount: 0, currency: 'AUD' },
    availableFunds: { amount: 0, currency: 'AUD' },
    pricingId: 'default',
    segmentName: 'default',
    isVerified: false,
    forcePasswordChange: false,
    accountUpgrade: false,
    preCommitment: null,
    emailOptIn: false,
    ...overrides,
  };
}

export function buildLoginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  return { customer: buildCustomer(), accessToken: 'header.payload.signature', refreshToken: 'refresh_token', deviceUuid: 'device', ...overrides };
}
