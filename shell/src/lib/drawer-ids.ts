// The header's toggles name the drawers they open in `aria-controls`; the drawers carry these ids.
// Both sides import them from here, so neither feature reaches into the other.

/** The primary navigation drawer, opened by the header's menu toggle. */
export const NAVIGATION_DRAWER_ID = 'df-navigation-drawer';

/** The signed-in customer's drawer, opened by the header's account button. */
export const ACCOUNT_DRAWER_ID = 'df-account-drawer';

/** The notifications feed's panel, opened by the header's bell. */
export const NOTIFICATIONS_PANEL_ID = 'df-notifications-panel';

/** The pre-cart drawer, opened when a ticket is added where the site recommends draws. */
export const PRE_CART_DRAWER_ID = 'df-pre-cart-drawer';
