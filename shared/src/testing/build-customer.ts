import type { Customer } from '../contract/customer';

/** Test data builder for `Customer` (STYLE.md "data builders"); tests override what they rely on. */
export function buildCustomer(overrides: Partial<Customer> = {}): Customer {
  const balance = overrides.balance ?? { amount: 0, currency: 'AUD' };
  return {
    customerId: 'c-42',
    firstname: 'Jo',
    lastname: 'Citizen',
    email: 'jo@example.com',
    state: 'NSW',
    balance,
    availableFunds: balance,
    pricingId: 'default',
    segmentName: 'default',
    isVerified: false,
    forcePasswordChange: false,
    accountUpgrade: false,
    preCommitment: null,
    emailOptIn: false,
    playBreak: null,
    addressConfirmationRequired: false,
    emailAddressConfirmationRequired: false,
    ...overrides,
  };
}
