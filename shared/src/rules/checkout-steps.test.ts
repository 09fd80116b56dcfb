import { CHECKOUT_STEP_NUMBERS, checkoutStepEvent, MAX_CHECKOUT_STEP } from './checkout-steps';

describe('checkout step numbers (groups spec §9)', () => {
  it('numbers login_register 1; login, register and 2fa 2; select_payment 3', () => {
    expect(CHECKOUT_STEP_NUMBERS).toEqual({ login_register: 1, login: 2, register: 2, '2fa': 2, select_payment: 3 });
  });

  it('never passes the maximum of 6', () => {
    expect(MAX_CHECKOUT_STEP).toBe(6);
    expect(Math.max(...Object.values(CHECKOUT_STEP_NUMBERS))).toBeLessThanOrEqual(MAX_CHECKOUT_STEP);
  });

  it('makes the analytics event with the step number and which option it was', () => {
    expect(checkoutStepEvent('2fa')).toEqual({ type: 'analytics/track', name: 'checkout_step', properties: { step: 2, option: '2fa' } });
    expect(checkoutStepEvent('select_payment')).toEqual({ type: 'analytics/track', name: 'checkout_step', properties: { step: 3, option: 'select_payment' } });
  });
});
