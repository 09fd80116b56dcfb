import { apiError } from '../../../testing/fake-api';
import { isSettled, toPurchaseFailure } from './purchase-failure';

describe('toPurchaseFailure', () => {
  it('reads the shortfall as cents or as an amount', () => {
    expect(toPurchaseFailure(apiError(422, 'insufficient_funds', 'No', { shortfall: 1250 }))).toEqual({ kind: 'insufficient_funds', shortfall: 1250, balance: null });
    expect(toPurchaseFailure(apiError(422, 'insufficient_funds', 'No', { shortfall: { amount: 200, currency: 'AUD' }, balance: { amount: 100, currency: 'AUD' } }))).toEqual({
      kind: 'insufficient_funds',
      shortfall: 200,
      balance: 100,
    });
  });

  it('keeps the API message of limit and closed-draw refusals', () => {
    expect(toPurchaseFailure(apiError(422, 'precommitment_limit', 'Over your limit.'))).toEqual({ kind: 'limit', reason: 'precommitment_limit', message: 'Over your limit.' });
    expect(toPurchaseFailure(apiError(422, 'spend_limit', 'Over your daily limit.'))).toEqual({ kind: 'limit', reason: 'spend_limit', message: 'Over your daily limit.' });
    expect(toPurchaseFailure(apiError(422, 'draw_closed', 'Draw 4400 closed.'))).toEqual({ kind: 'draw_closed', message: 'Draw 4400 closed.' });
  });

  it('treats network, timeout and server failures as an unknown outcome (same key on retry), and other refusals as settled', () => {
    const unknown = [apiError(503, null, 'Down'), apiError(408, null, 'Timed out'), new TypeError('Failed to fetch')].map(toPurchaseFailure);
    expect(unknown.every((failure) => !isSettled(failure))).toBe(true);
    const refused = toPurchaseFailure(apiError(422, 'cart_empty', 'Your cart is empty.'));
    expect(refused).toEqual({ kind: 'other', message: 'Your cart is empty.', outcomeUnknown: false });
    expect(isSettled(refused)).toBe(true);
    // A refusal without a readable shortfall is still shown, never as "$NaN".
    expect(toPurchaseFailure(apiError(422, 'insufficient_funds', 'Not enough.'))).toEqual({ kind: 'other', message: 'Not enough.', outcomeUnknown: false });
  });
});
