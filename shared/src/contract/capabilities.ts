/** Capability flags a site can switch on (spec: storefront §3 and §2 "Capability needed per page"). */
export const CAPABILITIES = [
  'account-details',
  'autoplay-manage',
  'blog',
  'causes-directory',
  'charity-lotteries',
  'combined-recurring-purchases',
  'commercial-lotteries',
  'cookie-consent',
  'customer-chat',
  'customer-migration',
  'deposit-limits',
  'favourite-numbers',
  'feedback',
  'giveaway-entries',
  'manage-notification-settings',
  'membership-program',
  'membership-purchase',
  'multi-offer-site',
  'native-app',
  'notifications-feed',
  'partner-purchase',
  'pre-cart-recommended-draws',
  'pre-order',
  'recurring-purchase-retry',
  'responsible-gambling',
  // The site's sign-in methods beyond email (groups spec §3 "Sign-in methods: apple, email, google").
  'sign-in-apple',
  'sign-in-google',
  'sitewide-banner',
  'social-syndicates',
  'spend-limits',
  'sub-variants',
  'subscription-manage',
  'support-faq',
  'support-form',
  'syndicates',
  'terms-of-use',
  'verify-id',
  'viewing-orders',
  'vouchers',
  'wallet-balance',
  'wallet-deposit',
  'wallet-manage',
  'wallet-withdrawal',
] as const;

export type Capability = (typeof CAPABILITIES)[number];

/** True when every capability in `needed` is on (spec: "a route needing several capabilities needs all of them"). */
export function hasCapabilities(enabled: readonly string[], needed: readonly Capability[]): boolean {
  return needed.every((capability) => enabled.includes(capability));
}
