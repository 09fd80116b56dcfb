/**
 * A customer's money is kept in one currency, fixed at sign-up (the en-GB sub-variant's customers keep pounds),
 * and a purchase is charged in the currency of the sub-variant it is made on, never converted. So a wallet in
 * another currency than the site's cannot pay: the cart and the play pages say so before Pay, naming the
 * sub-variant that sells in the wallet's currency, in the API's words (`currency_not_charged`).
 */
import type { SubVariantInfo } from '../contract/site';

/** A wallet the site being browsed cannot charge. */
export interface WrongCurrency {
  walletCurrency: string;
  siteCurrency: string;
  /** The site's sub-variant selling in the wallet's currency; null when none does. */
  buyOn: string | null;
}

/** What the rule reads of the site: the sub-variant browsed, its currency and the others. */
export interface CurrencySite {
  currency: string;
  subVariant: string;
  subVariants?: readonly SubVariantInfo[];
}

/** The mismatch between a wallet and the site browsed, or null when the wallet can pay here (or is not known yet). */
export function wrongCurrency(walletCurrency: string | null | undefined, site: CurrencySite): WrongCurrency | null {
  if (!walletCurrency || walletCurrency === site.currency) return null;
  const buyOn = site.subVariants?.find((subVariant) => subVariant.currency === walletCurrency)?.code ?? null;
  return { walletCurrency, siteCurrency: site.currency, buyOn };
}

/** The notice's sentence: the API's `currency_not_charged` message, so the customer reads the same words before and after Pay. */
export function wrongCurrencyMessage(site: Pick<CurrencySite, 'subVariant'>, mismatch: WrongCurrency): string {
  const charged = `Purchases on the ${site.subVariant} site are charged in ${mismatch.siteCurrency}, and your wallet is in ${mismatch.walletCurrency}`;
  return mismatch.buyOn ? `${charged}: buy on the ${mismatch.buyOn} site.` : `${charged}: this site cannot take payment from it.`;
}

/**
 * The same page on the sub-variant `code` (`?sv=GB`; the shell keeps the choice in its `sv` cookie), other
 * query parameters kept. A full page load: the shell reads the sub-variant when it boots.
 */
export function subVariantHref(code: string, location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.set('sv', code);
  return `${location.pathname}?${params.toString()}`;
}
