import type { SiteRecord, SubVariant } from './site-record';

/**
 * A customer's money is kept in one currency, fixed at sign-up by the sub-variant they signed up on (the en-GB
 * site's customers keep pounds). Everything that moves or shows their money reads `site.currency`, so a signed-in
 * request (and the runner, for each record) sees the site in the customer's currency; `homeCurrency` then keeps
 * the site's own, the currency its non-lottery products (membership, lotto party shares, giveaways) are priced in.
 */
export function siteInCurrency(site: SiteRecord, currency: string): SiteRecord {
  const home = homeCurrencyOf(site);
  if (currency === site.currency && (site.homeCurrency === undefined || currency === home)) return site;
  if (currency === home) {
    const { homeCurrency: _home, ...own } = site;
    return { ...own, currency };
  }
  return { ...site, currency, homeCurrency: home };
}

/** The site's own currency, whatever currency the request's customer keeps. */
export function homeCurrencyOf(site: SiteRecord): string {
  return site.homeCurrency ?? site.currency;
}

/** Whether the site is seen in a customer's currency other than its own (an en-GB customer of an AUD site). */
export function inForeignCurrency(site: SiteRecord): boolean {
  return site.homeCurrency !== undefined && site.homeCurrency !== site.currency;
}

/**
 * The sub-variant whose own price tables price a purchase from this customer's wallet: the one selling in their
 * currency, or null for the site's own prices.
 */
export function walletPricingSubVariant(site: SiteRecord): string | null {
  if (!inForeignCurrency(site)) return null;
  return site.subVariants.find((subVariant) => subVariant.currency === site.currency)?.code ?? null;
}

/**
 * The country a signed-in request's customer lives in: that of the sub-variant selling in the currency they keep
 * (a pound customer is British). Their bank details follow it (`country-profile.ts`).
 */
export function customerCountry(site: SiteRecord): string {
  return site.subVariants.find((subVariant) => subVariant.currency === site.currency)?.country ?? site.subVariants.find((subVariant) => subVariant.code === site.defaultSubVariant)?.country ?? 'AU';
}

/** The sub-variant a customer keeping `currency` buys on (named in `currency_not_charged`). */
export function subVariantForCurrency(site: SiteRecord, currency: string): string {
  return site.subVariants.find((subVariant) => subVariant.currency === currency)?.code ?? site.defaultSubVariant;
}

/** The site a sign-up on `subVariant` creates its customer on: in that sub-variant's currency, which they then keep. */
export function signUpSite({ site, subVariant }: { site: SiteRecord; subVariant: SubVariant }): SiteRecord {
  return siteInCurrency(site, subVariant.currency);
}
