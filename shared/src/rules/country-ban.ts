/**
 * Countries where the site's products may not be sold (groups spec §3 Customer `countryBanned`,
 * `countryBannedConfirmationRequired`; §6 "Country-banned customers must confirm terms"). The spec names no list;
 * this demo list stands for the operator's licence conditions. A customer located in one must confirm the terms
 * before playing on; the confirmation lasts until they are located in a banned country again after leaving.
 */
export const BANNED_COUNTRY_CODES: readonly string[] = ['US', 'FR', 'SG'];

export function isCountryBanned(countryCode: string): boolean {
  return BANNED_COUNTRY_CODES.includes(countryCode.toUpperCase());
}

/** What the customer reads and confirms (the spec gives no text). */
export const COUNTRY_BANNED_TEXTS = {
  title: 'Playing from outside Australia',
  message:
    'It looks like you are in a country where our lotteries are not offered. You may only buy tickets if doing so is lawful where you are, and prizes are paid only under our terms and conditions.',
  checkbox: 'I confirm that I have read the terms and conditions and that taking part is lawful where I am.',
  confirm: 'Confirm and continue',
} as const;
