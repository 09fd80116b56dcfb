import { DEPOSIT_FAILED_MESSAGE } from '@drawfront/shared/rules/deposit-failure';
import { buildDeposit } from '@drawfront/shared/testing/build-funds';
import { buildReceipt } from '../../../testing/builders';
import { apiError } from '../../../testing/fake-api';
import { isDepositPurchaseSettled, toDepositPurchaseFailure, toDepositPurchaseOutcome } from './deposit-purchase-outcome';
import type { DepositPurchaseFailure } from './deposit-purchase-outcome';

type Answer = Parameters<typeof toDepositPurchaseOutcome>[0];

/** The failure the form shows for an answer that bought nothing. */
function refusalOf(answer: Answer): DepositPurchaseFailure {
  try {
    toDepositPurchaseOutcome(answer);
  } catch (error) {
    return toDepositPurchaseFailure(error);
  }
  throw new Error('expected the answer to be refused');
}

describe('deposit-and-purchase outcomes', () => {
  it('moves on after a purchase or a bank check', () => {
    const receipt = buildReceipt({ checkoutId: 'CHK-1' });
    expect(toDepositPurchaseOutcome({ deposit: buildDeposit(), receipt })).toEqual({ kind: 'bought', receipt });
    expect(toDepositPurchaseOutcome({ deposit: buildDeposit({ id: 'dep-9', status: 'requires_action' }), receipt: null })).toEqual({ kind: 'challenge', depositId: 'dep-9' });
  });

  it('ends the attempt when the card is declined or the deposit went in without buying', () => {
    const declined = refusalOf({ deposit: buildDeposit({ status: 'failed', message: 'Your bank declined this payment. Try another card or contact your bank.' }), receipt: null });
    expect(declined).toEqual({ kind: 'declined', message: 'Your bank declined this payment. Try another card or contact your bank.' });
    expect(refusalOf({ deposit: buildDeposit({ status: 'failed', message: null }), receipt: null })).toEqual({ kind: 'declined', message: DEPOSIT_FAILED_MESSAGE });
    const deposited = refusalOf({ deposit: buildDeposit({ status: 'succeeded', purchaseMessage: 'Your cart changed.' }), receipt: null });
    expect(deposited).toEqual({ kind: 'deposited', message: 'Your cart changed.' });
    expect([declined, deposited].every(isDepositPurchaseSettled)).toBe(true);
  });

  it('keeps the key only when the outcome is unknown', () => {
    const unknown = toDepositPurchaseFailure(apiError(503, null, 'Service unavailable'));
    expect(unknown).toEqual({ kind: 'unknown', message: 'Service unavailable' });
    expect(isDepositPurchaseSettled(unknown)).toBe(false);
    expect(toDepositPurchaseFailure(apiError(422, 'fund_not_found', 'That card has gone.'))).toEqual({ kind: 'fields', errors: { fund: 'That card has gone.' } });
  });
});
