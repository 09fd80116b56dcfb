import { CAPABILITIES, type Capability } from '../contract/capabilities';
import { applyRouteOverrides, resolveRoute, type RouteResolution } from './match-route';
import { ROUTES } from './route-table';

const everything = { capabilities: [...CAPABILITIES] };
const without = (...off: Capability[]) => ({ capabilities: CAPABILITIES.filter((capability) => !off.includes(capability)) });

function resolved(result: RouteResolution) {
  if ('notFound' in result) throw new Error('expected a route, got not found');
  return result;
}
const idOf = (pathname: string, site = everything) => resolved(resolveRoute(pathname, site)).route.id;

describe('resolveRoute', () => {
  it.each([
    ['/', 'home', 'catalogue', 'base', false],
    ['/cart', 'cart', 'cart-checkout', 'checkout', false],
    ['/cart/replay/R42', 'cart-replay', 'cart-checkout', 'checkout', true],
    ['/checkout/login', 'checkout-login', 'account', 'checkout', false],
    ['/deposit', 'deposit', 'cart-checkout', 'checkout', true],
    ['/checkout/deposit/D1/success', 'checkout-deposit-success', 'cart-checkout', 'checkout', true],
    ['/my-account/deposit/D1/cancel', 'my-account-deposit-cancel', 'account', 'none', true],
    ['/receipt/C9', 'receipt', 'cart-checkout', 'base', true],
    ['/login', 'login', 'account', 'base', false],
    ['/logout', 'logout', 'shell', 'base', false],
    ['/preview', 'preview', 'catalogue', 'none', false],
    ['/app/android/install', 'app-android-install', 'catalogue', 'none', false],
    ['/marketing/feature-banner', 'marketing-feature-banner', 'catalogue', 'none', false],
    ['/purchase/acme', 'partner-purchase', 'cart-checkout', 'none', false],
    ['/lotto-tickets', 'lotto-tickets', 'catalogue', 'base', false],
    ['/lotto-party/group', 'lotto-party-group', 'lotto-party', 'checkout', false],
    ['/my-account', 'my-account', 'account', 'base', true],
    ['/my-account/upcoming-tickets/ticket/7', 'upcoming-ticket', 'account', 'base', true],
    ['/my-account/lotto-party/group/5/2', 'my-lotto-party-group', 'lotto-party', 'base', true],
    ['/my-account/confirm-address', 'confirm-address', 'account', 'base', false],
    ['/daily-winners/giveaways/daily/301', 'daily-winners-giveaway', 'membership', 'base', true],
    ['/about/faq', 'about-faq', 'catalogue', 'base', false],
    ['/blog/category/news/2', 'blog-category', 'catalogue', 'base', false],
  ])('%s → %s on %s, %s layout, protected %p', (pathname, id, remote, layout, isProtected) => {
    const { route } = resolved(resolveRoute(pathname, everything));
    expect(route).toMatchObject({ id, remote, layout, protected: isProtected });
  });

  it('returns the params', () => {
    expect(resolved(resolveRoute('/purchase/acme/receipt/C-1', everything)).params).toEqual({ partnerSlug: 'acme', checkoutID: 'C-1' });
    expect(resolved(resolveRoute('/weekend-lotto/draw/4521/buy', everything)).params).toEqual({ productOfferKey: 'weekend-lotto', drawNo: '4521' });
  });

  it('leaves an optional param undefined when absent', () => {
    const result = resolved(resolveRoute('/my-account/past-tickets', everything));
    expect(result.route.id).toBe('past-tickets');
    expect(result.params.page).toBeUndefined();
    expect(resolved(resolveRoute('/my-account/past-tickets/3', everything)).params.page).toBe('3');
  });

  it('gives the membership routes their base path', () => {
    expect(resolved(resolveRoute('/daily-winners/winners', everything)).route.basePath).toBe('/daily-winners');
  });

  describe('product-offer catch-alls do not shadow fixed routes', () => {
    it.each([
      ['/cart', 'cart'],
      ['/cart/buy', 'cart-buy'],
      ['/lotto-tickets', 'lotto-tickets'],
      ['/syndicates', 'syndicates'],
      ['/lotto-results/raffles', 'lotto-results-raffles'],
      ['/lotto-results/2', 'lotto-results'],
      ['/blog/my-first-post', 'blog-post'],
      ['/causes/surf-life-saving', 'cause'],
      ['/daily-winners', 'daily-winners'],
      ['/app/android', 'app-android'],
      ['/purchase/acme/anything/else', 'partner-purchase-not-found'],
    ])('%s is %s', (pathname, id) => {
      expect(idOf(pathname)).toBe(id);
    });

    it.each([
      ['/weekend-lotto', 'play', 'catalogue'],
      ['/weekend-lotto/systems', 'play', 'catalogue'],
      ['/weekend-lotto/results', 'offer-results', 'catalogue'],
      ['/weekend-lotto/results/draw/4521', 'offer-draw-results', 'catalogue'],
      ['/weekend-lotto/results/2025-06', 'offer-archived-results', 'catalogue'],
      ['/weekend-lotto/statistics', 'offer-statistics', 'catalogue'],
      ['/weekend-lotto/terms-and-conditions/4521', 'offer-draw-terms', 'catalogue'],
      ['/surf-raffle/draw/12', 'offer-draw', 'catalogue'],
      ['/surf-raffle/your-support', 'offer-your-support', 'catalogue'],
    ])('%s is %s on %s', (pathname, id, remote) => {
      expect(resolved(resolveRoute(pathname, everything)).route).toMatchObject({ id, remote });
    });
  });

  describe('capability gating', () => {
    it.each<[string, Capability]>([
      ['/lotto-results', 'multi-offer-site'],
      ['/lotto-tickets', 'commercial-lotteries'],
      ['/social-play', 'social-syndicates'],
      ['/syndicates', 'syndicates'],
      ['/weekend-lotto/statistics', 'commercial-lotteries'],
      ['/my-account/autoplay', 'autoplay-manage'],
      ['/my-account/autoplay/ticket/3', 'viewing-orders'],
      ['/my-account/recurring-purchases', 'combined-recurring-purchases'],
      ['/my-account/cards-and-accounts', 'wallet-manage'],
      ['/my-account/deposit', 'wallet-deposit'],
      ['/my-account/withdraw', 'wallet-withdrawal'],
      ['/my-account/transactions/2', 'viewing-orders'],
      ['/my-account/deposit/summary/T1', 'viewing-orders'],
      ['/communication-preferences', 'manage-notification-settings'],
      ['/my-account/lotto-party/session/9', 'social-syndicates'],
      ['/my-account/lotto-party/ticket/9', 'viewing-orders'],
      ['/my-account/current-giveaways', 'giveaway-entries'],
      ['/my-account/favourite-numbers', 'favourite-numbers'],
      ['/my-account/spend-limits', 'spend-limits'],
      ['/my-account/subscriptions/ticket/1', 'subscription-manage'],
      ['/account-verification', 'verify-id'],
      ['/my-account/manual-verification', 'verify-id'],
      ['/daily-winners/deposit', 'membership-program'],
      ['/daily-winners/membership-tiers', 'membership-purchase'],
      ['/purchase/acme', 'partner-purchase'],
    ])('%s is not found without %s', (pathname, capability) => {
      expect(resolveRoute(pathname, everything)).not.toHaveProperty('notFound');
      expect(resolveRoute(pathname, without(capability))).toEqual({ notFound: true });
    });

    it('does not fall back to the play page when a fixed route is switched off', () => {
      expect(resolveRoute('/lotto-tickets', without('multi-offer-site'))).toEqual({ notFound: true });
    });

    it('keeps pages that need nothing on a site with no capabilities', () => {
      expect(idOf('/cart', { capabilities: [] })).toBe('cart');
      expect(idOf('/my-account', { capabilities: [] })).toBe('my-account');
    });
  });

  it('finds nothing for unknown routes', () => {
    expect(resolveRoute('/this/does/not/exist', everything)).toEqual({ notFound: true });
    expect(resolveRoute('/my-account/deposit/x/y/z', everything)).toEqual({ notFound: true });
  });

  it('ignores a trailing slash', () => {
    expect(idOf('/cart/')).toBe('cart');
  });

  describe('per-site overrides', () => {
    it('moves a route to the overridden path', () => {
      const site = { ...everything, routeOverrides: { 'daily-winners': '/rewards-club', 'lotto-tickets': '/lotteries' } };
      expect(idOf('/rewards-club', site)).toBe('daily-winners');
      expect(idOf('/lotteries', site)).toBe('lotto-tickets');
      const moved = resolved(resolveRoute('/lotteries', site)).route;
      expect(moved.path).toBe('/lotteries');
      expect(moved.remote).toBe('catalogue');
    });

    it('stops matching the old path', () => {
      const site = { ...everything, routeOverrides: { 'lotto-tickets': '/lotteries' } };
      // With the fixed route moved away, /lotto-tickets reads as a product offer key.
      expect(idOf('/lotto-tickets', site)).toBe('play');
    });

    it('keeps capability gating on an overridden route', () => {
      expect(resolveRoute('/lotteries', { ...without('multi-offer-site'), routeOverrides: { 'lotto-tickets': '/lotteries' } })).toEqual({ notFound: true });
    });
  });
});

describe('applyRouteOverrides', () => {
  it('leaves the table alone without overrides', () => {
    expect(applyRouteOverrides(ROUTES)).toEqual(ROUTES);
  });
});
