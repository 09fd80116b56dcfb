import type { DrawfrontEvent } from '../bus/events';

/**
 * Checkout steps as analytics counts them (groups spec §9): choosing to sign in or register is step 1,
 * signing in, registering or giving a two-factor code step 2, choosing how to pay step 3; a site's
 * checkout has at most 6. One table, so the account remote's /checkout/login and the cart's checkout
 * page number the same step the same way.
 */
export const CHECKOUT_STEP_NUMBERS = {
  login_register: 1,
  login: 2,
  register: 2,
  '2fa': 2,
  select_payment: 3,
} as const;

export const MAX_CHECKOUT_STEP = 6;

export type CheckoutStep = keyof typeof CHECKOUT_STEP_NUMBERS;

/** The `analytics/track` event recording that the customer reached `step`. */
export function checkoutStepEvent(step: CheckoutStep): Extract<DrawfrontEvent, { type: 'analytics/track' }> {
  const stepNumber = CHECKOUT_STEP_NUMBERS[step];
  if (stepNumber > MAX_CHECKOUT_STEP) throw new Error(`checkout step ${step} is numbered ${stepNumber}, past the maximum of ${MAX_CHECKOUT_STEP}`);
  return { type: 'analytics/track', name: 'checkout_step', properties: { step: stepNumber, option: step } };
}
