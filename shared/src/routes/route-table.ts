import type { Capability } from '../contract/capabilities';
import type { RemoteName } from '../contract/remotes';
import type { Layout, RouteDefinition } from './route-definition';

interface RouteOptions {
  layout?: Layout;
  protected?: boolean;
  capabilities?: Capability[];
  basePath?: string;
}

/**
 * A route whose id and remote are kept as literal types, so `RouteId` lists every id (a typo fails to
 * compile) and a remote's routes can be picked out by type (its router must give each a page).
 */
type Route<Id extends string, Remote extends RemoteName | 'shell'> = RouteDefinition & { id: Id; remote: Remote };

function route<const Id extends string, const Remote extends RemoteName | 'shell'>(id: Id, path: string, remote: Remote, options: RouteOptions = {}): Route<Id, Remote> {
  const definition: Route<Id, Remote> = {
    id,
    path,
    remote,
    layout: options.layout ?? 'base',
    protected: options.protected ?? false,
    capabilities: options.capabilities ?? [],
  };
  return options.basePath ? { ...definition, basePath: options.basePath } : definition;
}

/** Shorthand for pages behind sign-in (storefront §2 "My account (all protected unless stated)"). */
function account<const Id extends string>(id: Id, path: string, capabilities?: Capability[]): Route<Id, 'account'>;
function account<const Id extends string, const Remote extends RemoteName>(id: Id, path: string, capabilities: Capability[], remote: Remote): Route<Id, Remote>;
function account(id: string, path: string, capabilities: Capability[] = [], remote: RemoteName = 'account'): RouteDefinition {
  return route(id, path, remote, { protected: true, capabilities });
}

const VIEWING_ORDERS: Capability[] = ['viewing-orders'];
const MEMBERSHIP = { basePath: '/daily-winners', protected: true, capabilities: ['membership-program'] as Capability[] };
/**
 * The programme's landing, winners and tiers pages are how a visitor learns about it and decides to
 * join, so they are public; entering giveaways and depositing need a signed-in customer.
 */
const MEMBERSHIP_PUBLIC = { ...MEMBERSHIP, protected: false };

/**
 * Every page of both spec documents (storefront §2, groups §2): path → remote, layout, sign-in and
 * the capabilities it needs (storefront §2 "Capability needed per page"). Grouped as the spec
 * groups them; which route wins a URL is decided by react-router's ranking, not by this order.
 */
export const ROUTES = [
  // Outside the base layout.
  route('preview', '/preview', 'catalogue', { layout: 'none' }),
  route('checkout-deposit-success', '/checkout/deposit/:depositId/success', 'cart-checkout', { layout: 'checkout', protected: true }),
  route('checkout-deposit-cancel', '/checkout/deposit/:depositId/cancel', 'cart-checkout', { layout: 'checkout', protected: true }),
  route('my-account-deposit-cancel', '/my-account/deposit/:depositId/cancel', 'account', { layout: 'none', protected: true, capabilities: ['wallet-deposit'] }),
  route('app-android', '/app/android', 'catalogue', { layout: 'none', capabilities: ['native-app'] }),
  route('app-android-install', '/app/android/install', 'catalogue', { layout: 'none', capabilities: ['native-app'] }),
  route('marketing-feature-banner', '/marketing/feature-banner', 'catalogue', { layout: 'none' }),
  route('partner-purchase', '/purchase/:partnerSlug', 'cart-checkout', { layout: 'none', capabilities: ['partner-purchase'] }),
  route('partner-purchase-receipt', '/purchase/:partnerSlug/receipt/:checkoutID', 'cart-checkout', { layout: 'none', capabilities: ['partner-purchase'] }),
  route('partner-purchase-autologin', '/purchase/:partnerSlug/autologin/:autologinToken', 'cart-checkout', { layout: 'none', capabilities: ['partner-purchase'] }),
  route('partner-purchase-not-found', '/purchase/:partnerSlug/*', 'cart-checkout', { layout: 'none', capabilities: ['partner-purchase'] }),
  // The file is named "{key}-calendar.pdf"; a react-router param is a whole segment, so the remote splits it.
  route('subscription-calendar-pdf', '/public/pdf/subscription/:calendarFile', 'catalogue', { layout: 'none' }),

  // Base layout, public.
  route('home', '/', 'catalogue'),
  route('app', '/app', 'catalogue', { capabilities: ['native-app'] }),
  route('logout', '/logout', 'shell'),
  route('blog', '/blog', 'catalogue', { capabilities: ['blog'] }),
  route('blog-category', '/blog/category/:slug/:page?', 'catalogue', { capabilities: ['blog'] }),
  route('blog-post', '/blog/:blogSlug', 'catalogue', { capabilities: ['blog'] }),
  route('cart', '/cart', 'cart-checkout', { layout: 'checkout' }),
  // Paying needs a customer; the cart itself stays open to visitors (their anonymous cart).
  route('cart-buy', '/cart/buy', 'cart-checkout', { layout: 'checkout', protected: true }),
  route('cart-replay', '/cart/replay/:replayID', 'cart-checkout', { layout: 'checkout', protected: true }),
  route('checkout-login', '/checkout/login', 'account', { layout: 'checkout' }),
  route('deposit', '/deposit', 'cart-checkout', { layout: 'checkout', protected: true, capabilities: ['wallet-deposit'] }),
  route('causes', '/causes', 'catalogue'),
  route('cause', '/causes/:causeSlug', 'catalogue'),
  route('cause-offer', '/causes/:causeSlug/:productOfferKey', 'catalogue'),
  route('close-my-account', '/close-my-account', 'account', { protected: true }),
  route('close-my-account-success', '/close-my-account/success', 'account'),
  route('force-password-change', '/force-password-change', 'account', { protected: true }),
  route('forgot-password', '/forgot-password', 'account'),
  route('login', '/login', 'account'),
  route('login-autologin', '/login/autologin/:autologinToken', 'account'),
  route('login-transfer', '/login/transfer/:autologinToken', 'account'),
  // Where Apple and Google send the browser back (the test identity provider's registered redirect URI).
  route('login-social-callback', '/login/social/callback', 'account'),
  // The spec names POST /signup but no sign-up page path; /signup is ours.
  route('signup', '/signup', 'account'),
  route('lotto-tickets', '/lotto-tickets', 'catalogue', { capabilities: ['commercial-lotteries', 'multi-offer-site'] }),
  route('charity-tickets', '/charity-tickets', 'catalogue'),
  route('social-play', '/social-play', 'catalogue', { capabilities: ['commercial-lotteries', 'multi-offer-site', 'social-syndicates'] }),
  route('syndicates', '/syndicates', 'catalogue', { capabilities: ['syndicates'] }),
  route('lotto-results', '/lotto-results/:page?', 'catalogue', { capabilities: ['multi-offer-site'] }),
  route('lotto-results-raffles', '/lotto-results/raffles/:page?', 'catalogue', { capabilities: ['multi-offer-site'] }),
  route('lotto-results-lotteries', '/lotto-results/lotteries/:page?', 'catalogue', { capabilities: ['multi-offer-site'] }),
  route('about', '/about', 'catalogue'),
  route('about-responsible-gaming', '/about/responsible-gaming', 'catalogue', { capabilities: ['responsible-gambling'] }),
  route('about-privacy', '/about/privacy', 'catalogue'),
  route('about-cookie-policy', '/about/cookie-policy', 'catalogue', { capabilities: ['cookie-consent'] }),
  route('about-faq', '/about/faq', 'catalogue'),
  route('about-fairness', '/about/fairness', 'catalogue'),
  route('about-terms-and-conditions', '/about/terms-and-conditions', 'catalogue'),
  route('about-terms-of-use', '/about/terms-of-use', 'catalogue', { capabilities: ['terms-of-use'] }),
  route('about-contact-us', '/about/contact-us', 'catalogue'),
  route('lotto-party', '/lotto-party', 'lotto-party', { layout: 'checkout', capabilities: ['social-syndicates'] }),
  route('lotto-party-group', '/lotto-party/group', 'lotto-party', { layout: 'checkout', capabilities: ['social-syndicates'] }),
  // The invite link (groups spec §2 "a token route that reads a query parameter named token").
  route('lotto-party-join', '/lotto-party/join', 'lotto-party', { layout: 'checkout', protected: true, capabilities: ['social-syndicates'] }),
  route('communication-preferences-link', '/communication-preferences/:id', 'account', { capabilities: ['manage-notification-settings'] }),
  route('unsubscribe', '/unsubscribe/:customerId/:productOfferKey?', 'account'),
  route('account-verification', '/account-verification', 'account', { capabilities: ['verify-id'] }),
  route('confirm-address', '/my-account/confirm-address/:token?', 'account'),
  route('receipt', '/receipt/:checkoutID', 'cart-checkout', { protected: true }),

  // Product-offer routes: all under /{productOfferKey}; static paths above outrank them.
  route('offer-results', '/:productOfferKey/results', 'catalogue'),
  route('offer-winners', '/:productOfferKey/winners', 'catalogue'),
  route('offer-statistics', '/:productOfferKey/statistics', 'catalogue', { capabilities: ['commercial-lotteries'] }),
  route('offer-terms', '/:productOfferKey/terms-and-conditions', 'catalogue'),
  route('offer-draw-terms', '/:productOfferKey/terms-and-conditions/:drawNo', 'catalogue'),
  route('offer-draw-results', '/:productOfferKey/results/draw/:drawNo', 'catalogue'),
  route('offer-archived-results', '/:productOfferKey/results/:date/:page?', 'catalogue'),
  route('offer-your-support', '/:productOfferKey/your-support', 'catalogue'),
  route('offer-subscription', '/:productOfferKey/subscription', 'catalogue'),
  route('offer-draw', '/:productOfferKey/draw/:drawNo', 'catalogue'),
  route('offer-draw-buy', '/:productOfferKey/draw/:drawNo/buy', 'catalogue'),
  route('offer-buy', '/:productOfferKey/buy', 'catalogue'),
  route('play', '/:productOfferKey/:gameTypeKey?', 'catalogue'),

  // My account.
  account('my-account', '/my-account'),
  // The customer's giveaways are the membership programme's (ARCHITECTURE §1: mfe-membership holds giveaways).
  account('current-giveaways', '/my-account/current-giveaways/:page?', ['giveaway-entries'], 'membership'),
  account('closed-giveaways', '/my-account/closed-giveaways/:page?', ['giveaway-entries'], 'membership'),
  account('upcoming-tickets', '/my-account/upcoming-tickets/:page?', VIEWING_ORDERS),
  account('upcoming-ticket', '/my-account/upcoming-tickets/ticket/:id', VIEWING_ORDERS),
  account('past-tickets', '/my-account/past-tickets/:page?', VIEWING_ORDERS),
  account('past-ticket', '/my-account/past-tickets/ticket/:id', VIEWING_ORDERS),
  account('syndicate-share', '/my-account/syndicate-tickets/share/:id', VIEWING_ORDERS),
  account('print-tickets', '/my-account/print-tickets'),
  account('scheduled-purchase', '/my-account/scheduled-purchases/:id', VIEWING_ORDERS),
  account('favourite-numbers', '/my-account/favourite-numbers', ['favourite-numbers']),
  account('my-lotto-party', '/my-account/lotto-party/:page?', ['social-syndicates'], 'lotto-party'),
  account('my-lotto-party-ticket', '/my-account/lotto-party/ticket/:id', VIEWING_ORDERS, 'lotto-party'),
  account('my-lotto-party-session', '/my-account/lotto-party/session/:id', ['social-syndicates'], 'lotto-party'),
  account('my-lotto-party-group', '/my-account/lotto-party/group/:id/:page?', ['social-syndicates'], 'lotto-party'),
  account('autoplay', '/my-account/autoplay/:page?', ['autoplay-manage', 'viewing-orders']),
  account('autoplay-ticket', '/my-account/autoplay/ticket/:id', ['autoplay-manage', 'viewing-orders']),
  account('subscriptions', '/my-account/subscriptions/:page?', ['subscription-manage', 'viewing-orders']),
  account('subscription-ticket', '/my-account/subscriptions/ticket/:id', ['subscription-manage', 'viewing-orders']),
  account('recurring-purchases', '/my-account/recurring-purchases/:page?', ['combined-recurring-purchases', 'viewing-orders']),
  account('cards-and-accounts', '/my-account/cards-and-accounts', ['wallet-manage']),
  account('my-details', '/my-account/my-details'),
  account('customer-details', '/customer/details'),
  account('upgrade-account', '/my-account/upgrade-account'),
  account('login-and-security', '/my-account/login-and-security'),
  account('spend-limits', '/my-account/spend-limits', ['spend-limits']),
  account('deposit-limits', '/my-account/deposit-limits', ['deposit-limits']),
  account('precommitment-limit', '/my-account/precommitment-limit'),
  account('take-a-break', '/my-account/take-a-break'),
  account('verify-account', '/my-account/verify-account', ['verify-id']),
  account('manual-verification', '/my-account/manual-verification', ['verify-id']),
  account('my-account-deposit', '/my-account/deposit', ['wallet-deposit']),
  account('deposit-summary', '/my-account/deposit/summary/:transactionID', VIEWING_ORDERS),
  account('deposit-authorisation', '/my-account/deposit/authorisation/:depositID', ['wallet-deposit']),
  account('deposit-details', '/my-account/deposit/details/:depositID', ['wallet-deposit']),
  account('deposit-details-success', '/my-account/deposit/details/:depositID/success', ['wallet-deposit']),
  account('deposit-details-failure', '/my-account/deposit/details/:depositID/failure', ['wallet-deposit']),
  account('withdraw', '/my-account/withdraw', ['wallet-withdrawal']),
  account('withdraw-summary', '/my-account/withdraw/summary/:transactionID', VIEWING_ORDERS),
  account('withdraw-details', '/my-account/withdraw/details/:withdrawID', ['wallet-withdrawal']),
  account('transactions', '/my-account/transactions/:page?', VIEWING_ORDERS),
  account('statement', '/my-account/statements/:month', VIEWING_ORDERS),
  account('communication-preferences', '/communication-preferences', ['manage-notification-settings']),
  account('change-password', '/change-Password'),

  // Daily winners (membership programme); the remote routes under its own base path.
  route('daily-winners', '/daily-winners', 'membership', MEMBERSHIP_PUBLIC),
  route('daily-winners-winners', '/daily-winners/winners', 'membership', MEMBERSHIP_PUBLIC),
  route('daily-winners-deposit', '/daily-winners/deposit', 'membership', MEMBERSHIP),
  route('daily-winners-giveaway', '/daily-winners/giveaways/:giveawayType/:drawNumber', 'membership', MEMBERSHIP),
  route('daily-winners-membership-tiers', '/daily-winners/membership-tiers', 'membership', {
    ...MEMBERSHIP_PUBLIC,
    capabilities: ['membership-program', 'membership-purchase'],
  }),

  route('not-found', '*', 'shell'),
] as const satisfies readonly RouteDefinition[];

/** Every route id of the table, e.g. `'spend-limits'`; what `pathTo` takes. */
export type RouteId = (typeof ROUTES)[number]['id'];
