import { CAPABILITIES } from '../contract/capabilities';
import { REMOTE_NAMES } from '../contract/remotes';
import { ROUTES } from './route-table';

describe('ROUTES', () => {
  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path.toLowerCase())).size).toBe(ROUTES.length);
  });

  it('uses only known remotes, layouts and capabilities', () => {
    for (const route of ROUTES) {
      expect([...REMOTE_NAMES, 'shell']).toContain(route.remote);
      expect(['none', 'base', 'checkout']).toContain(route.layout);
      for (const capability of route.capabilities) expect(CAPABILITIES).toContain(capability);
    }
  });

  it('writes every path as a react-router pattern', () => {
    for (const route of ROUTES) {
      if (route.path === '*') continue;
      expect(route.path).toMatch(/^\/([A-Za-z0-9-]+|:[A-Za-z]+\??|\*)?(\/([A-Za-z0-9-]+|:[A-Za-z]+\??|\*))*$/);
      expect(route.path).not.toMatch(/[{}]/);
    }
  });

  it('covers the spec paths', () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    const specPaths = [
      '/preview', '/checkout/deposit/:depositId/success', '/checkout/deposit/:depositId/cancel', '/my-account/deposit/:depositId/cancel',
      '/app/android', '/app/android/install', '/marketing/feature-banner', '/purchase/:partnerSlug', '/purchase/:partnerSlug/receipt/:checkoutID',
      '/purchase/:partnerSlug/autologin/:autologinToken', '/purchase/:partnerSlug/*', '/', '/app', '/logout', '/blog', '/blog/category/:slug/:page?',
      '/blog/:blogSlug', '/cart', '/cart/buy', '/cart/replay/:replayID', '/checkout/login', '/deposit', '/causes', '/causes/:causeSlug',
      '/causes/:causeSlug/:productOfferKey', '/close-my-account', '/close-my-account/success', '/force-password-change', '/forgot-password',
      '/login', '/login/autologin/:autologinToken', '/login/transfer/:autologinToken', '/lotto-tickets', '/charity-tickets', '/social-play',
      '/syndicates', '/lotto-results/:page?', '/lotto-results/raffles/:page?', '/lotto-results/lotteries/:page?', '/about',
      '/about/responsible-gaming', '/about/privacy', '/about/cookie-policy', '/about/faq', '/about/terms-and-conditions', '/about/terms-of-use',
      '/about/contact-us', '/lotto-party', '/lotto-party/group', '/communication-preferences/:id', '/unsubscribe/:customerId/:productOfferKey?',
      '/account-verification', '/my-account/confirm-address/:token?', '/receipt/:checkoutID', '/:productOfferKey/:gameTypeKey?',
      '/my-account', '/my-account/current-giveaways/:page?', '/my-account/closed-giveaways/:page?', '/my-account/upcoming-tickets/:page?',
      '/my-account/upcoming-tickets/ticket/:id', '/my-account/past-tickets/:page?', '/my-account/past-tickets/ticket/:id',
      '/my-account/syndicate-tickets/share/:id', '/my-account/print-tickets', '/my-account/scheduled-purchases/:id', '/my-account/favourite-numbers',
      '/my-account/lotto-party/:page?', '/my-account/lotto-party/ticket/:id', '/my-account/lotto-party/session/:id',
      '/my-account/lotto-party/group/:id/:page?', '/my-account/autoplay/:page?', '/my-account/autoplay/ticket/:id',
      '/my-account/subscriptions/:page?', '/my-account/subscriptions/ticket/:id', '/my-account/recurring-purchases/:page?',
      '/my-account/cards-and-accounts', '/my-account/my-details', '/my-account/upgrade-account', '/my-account/login-and-security',
      '/my-account/spend-limits', '/my-account/precommitment-limit', '/my-account/verify-account', '/my-account/manual-verification',
      '/my-account/deposit', '/my-account/deposit/summary/:transactionID', '/my-account/deposit/authorisation/:depositID',
      '/my-account/deposit/details/:depositID', '/my-account/deposit/details/:depositID/success', '/my-account/deposit/details/:depositID/failure',
      '/my-account/withdraw', '/my-account/withdraw/summary/:transactionID', '/my-account/withdraw/details/:withdrawID',
      '/my-account/transactions/:page?', '/communication-preferences', '/change-Password', '/customer/details', '/daily-winners',
      '/daily-winners/winners', '/daily-winners/deposit', '/daily-winners/giveaways/:giveawayType/:drawNumber', '/daily-winners/membership-tiers', '*',
    ];
    for (const path of specPaths) expect(paths).toContain(path);
  });

  it('protects every my-account page except address confirmation', () => {
    for (const route of ROUTES.filter((r) => r.path.startsWith('/my-account'))) {
      expect([route.id, route.protected]).toEqual([route.id, route.id !== 'confirm-address']);
    }
  });

  it('sends the daily-winners pages (under /daily-winners) and the my-account giveaways (from /) to the membership remote', () => {
    const membership = ROUTES.filter((r) => r.remote === 'membership');
    for (const route of membership.filter((r) => r.path.startsWith('/daily-winners'))) expect(route.basePath).toBe('/daily-winners');
    expect(membership.filter((r) => !r.path.startsWith('/daily-winners')).map((r) => [r.id, r.basePath, r.protected, r.capabilities])).toEqual([
      ['current-giveaways', undefined, true, ['giveaway-entries']],
      ['closed-giveaways', undefined, true, ['giveaway-entries']],
    ]);
  });
});

describe('daily winners protection', () => {
  const byId = (id: string) => ROUTES.find((route) => route.id === id)!;

  it('lets visitors see the programme landing, winners and tiers, and keeps deposit and giveaways for customers', () => {
    expect(byId('daily-winners').protected).toBe(false);
    expect(byId('daily-winners-winners').protected).toBe(false);
    expect(byId('daily-winners-membership-tiers').protected).toBe(false);
    expect(byId('daily-winners-deposit').protected).toBe(true);
    expect(byId('daily-winners-giveaway').protected).toBe(true);
  });
});
