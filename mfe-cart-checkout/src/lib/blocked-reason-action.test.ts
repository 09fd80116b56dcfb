import { createPathTo } from '@drawfront/shared/routes/path-to';
import { buildI18n, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { buildCheckoutSite } from '../testing/builders';
import { blockedReasonAction, blockedReasonEntries } from './blocked-reason-action';

const site = buildCheckoutSite();
const i18n = buildI18n(site);
const pathTo = createPathTo(site);

describe('blocked reason actions', () => {
  it('maps every blocked reason to its page, with a default for unknown ones', () => {
    expect(blockedReasonAction('precommitment_limit', i18n, pathTo)?.to).toBe('/my-account/precommitment-limit');
    expect(blockedReasonAction('spend_limit', i18n, pathTo)?.to).toBe('/my-account/spend-limits');
    expect(blockedReasonAction('global_spend_limit', i18n, pathTo)?.to).toBe('/my-account/spend-limits');
    expect(blockedReasonAction('verification_required', i18n, pathTo)?.to).toBe('/my-account/verify-account');
    expect(blockedReasonAction('deposit_limit', i18n, pathTo)).toEqual({ to: '/my-account/deposit-limits', label: 'Review my deposit limits' });
    expect(blockedReasonAction('something_new', i18n, pathTo)).toEqual({ to: '/my-account', label: 'Go to my account' });
    expect(blockedReasonEntries({ spend_limit: 'Over.', deposit_limit: ' ' })).toEqual([['spend_limit', 'Over.']]);
  });

  it("offers no action when the site does not have the reason's page, and follows the site's own paths", () => {
    const without = createPathTo(buildSite({ capabilities: ['commercial-lotteries'] }));
    expect(blockedReasonAction('spend_limit', i18n, without)).toBeNull();
    expect(blockedReasonAction('verification_required', i18n, without)).toBeNull();
    expect(blockedReasonAction('deposit_limit', i18n, without)).toBeNull();
    expect(blockedReasonAction('precommitment_limit', i18n, without)?.to).toBe('/my-account/precommitment-limit');
    const renamed = createPathTo(buildCheckoutSite({ routeOverrides: { 'spend-limits': '/account/limits' } }));
    expect(blockedReasonAction('spend_limit', i18n, renamed)).toEqual({ to: '/account/limits', label: 'Review my spend limits' });
  });
});
