/**
 * The confirmation banner's choice (groups spec §4 "Confirmation banner"): "shows address confirmation if
 * addressConfirmationRequired, else email confirmation if emailAddressConfirmationRequired; never on the
 * my-details page".
 */

export type ConfirmationKind = 'address' | 'email';

export interface ConfirmationFlags {
  addressConfirmationRequired?: boolean;
  emailAddressConfirmationRequired?: boolean;
}

/**
 * Which confirmation the banner asks for on `pathname`, or null. `detailsPaths` are the site's my-details
 * pages (`/my-account/my-details` and `/customer/details`, whatever the site calls them): there the customer
 * is already looking at what the banner would ask about.
 */
export function chooseConfirmationBanner(flags: ConfirmationFlags | null, pathname: string, detailsPaths: readonly (string | null)[]): ConfirmationKind | null {
  if (!flags) return null;
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (detailsPaths.some((details) => details !== null && details.replace(/\/+$/, '').toLowerCase() === path)) return null;
  if (flags.addressConfirmationRequired) return 'address';
  if (flags.emailAddressConfirmationRequired) return 'email';
  return null;
}

/** The banner's texts; `{email}` is the address to confirm. */
export const CONFIRMATION_BANNER_TEXTS: Record<ConfirmationKind, { message: string; confirm: string; success: string }> = {
  address: {
    message: 'Is your address still correct? Please confirm it, or update it if it has changed.',
    confirm: 'Confirm address',
    success: 'Thanks, your address is confirmed.',
  },
  email: {
    message: 'Please confirm your email address {email}.',
    confirm: 'Confirm email',
    success: 'We sent a confirmation link to {email}. Open it to confirm your email address.',
  },
};
