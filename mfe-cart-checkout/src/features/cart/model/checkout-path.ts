/** The checkout page (protected by the shell). */
export const CHECKOUT_PATH = '/cart/buy';

/** Where "Checkout" leads: customers straight to checkout, visitors to sign in first and come back to it. */
export function checkoutPath(signedIn: boolean): string {
  return signedIn ? CHECKOUT_PATH : `/login?returnTo=${CHECKOUT_PATH}`;
}
