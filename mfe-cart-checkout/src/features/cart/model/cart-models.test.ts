import { buildI18n, buildSite } from '@drawfront/shared/ui/fake-remote-props';
import { blockedReasonAction, blockedReasonEntries } from './blocked-reason-action';
import { checkoutPath } from './checkout-path';
import { depositLink } from './deposit-link';
import { drawOptionsFor } from './draw-options';

const i18n = buildI18n(buildSite());

describe('cart models', () => {
  it('offers 1/2/4/8 draws or the offer’s own options, always with the current count', () => {
    expect(drawOptionsFor({ numDraws: 1 })).toEqual([1, 2, 4, 8]);
    expect(drawOptionsFor({ numDraws: 5 })).toEqual([1, 2, 4, 5, 8]);
    expect(drawOptionsFor({ numDraws: 2 }, [1, 2, 3])).toEqual([1, 2, 3]);
  });

  it('maps every blocked reason to its page, with a default for unknown ones', () => {
    expect(blockedReasonAction('precommitment_limit', i18n).to).toBe('/my-account/precommitment-limit');
    expect(blockedReasonAction('spend_limit', i18n).to).toBe('/my-account/spend-limits');
    expect(blockedReasonAction('global_spend_limit', i18n).to).toBe('/my-account/spend-limits');
    expect(blockedReasonAction('verification_required', i18n).to).toBe('/my-account/verify-account');
    expect(blockedReasonAction('deposit_limit', i18n).to).toBe('/my-account/deposit');
    expect(blockedReasonAction('something_new', i18n)).toEqual({ to: '/my-account', label: 'Go to my account' });
    expect(blockedReasonEntries({ spend_limit: 'Over.', deposit_limit: ' ' })).toEqual([['spend_limit', 'Over.']]);
  });

  it('sends visitors to sign in before checkout and links deposits in dollars', () => {
    expect(checkoutPath(true)).toBe('/cart/buy');
    expect(checkoutPath(false)).toBe('/login?returnTo=/cart/buy');
    expect(depositLink(1250)).toBe('/my-account/deposit?amount=12.50&returnTo=/cart/buy');
    expect(depositLink(5)).toBe('/my-account/deposit?amount=0.05&returnTo=/cart/buy');
  });
});
