import type { Deposit, Fund, PaymentMethod } from '@drawfront/shared/contract/funds';

/** Test data builders for funds (STYLE.md "data builders"). Only tests import this file. */
export function buildFund(overrides: Partial<Fund> = {}): Fund {
  return {
    id: 'fund-1',
    methodCode: 'cc',
    gateway: 'stripe',
    brand: 'visa',
    last4: '4242',
    expiryMonth: 4,
    expiryYear: 2029,
    cardHolderName: 'Jo Citizen',
    default: true,
    ...overrides,
  };
}

export function buildCardMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    code: 'cc',
    type: 'card',
    funds: [buildFund()],
    availableGateways: ['stripe'],
    attributes: { cart: true, withdraw: false, digitalWallets: false, failedVerification: false },
    rules: { enabled: true, minAmount: { amount: 1000, currency: 'AUD' }, maxAmount: { amount: 50000, currency: 'AUD' }, cscRequired: true },
    ...overrides,
  };
}

export function buildDeposit(overrides: Partial<Deposit> = {}): Deposit {
  return {
    id: 'dep-1',
    status: 'succeeded',
    amount: { amount: 2500, currency: 'AUD' },
    redirectUrl: null,
    message: null,
    createdAt: '2026-11-22T05:00:00Z',
    purchaseType: 'ad_hoc',
    checkoutId: null,
    purchaseMessage: null,
    ...overrides,
  };
}
