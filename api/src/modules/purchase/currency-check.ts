import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { subVariantForCurrency } from '../sites/money-site';
import type { SiteRecord, SubVariant } from '../sites/site-record';

/**
 * A purchase is charged in the currency the customer keeps (`site.currency` of a signed-in request). On a
 * sub-variant that sells in another (an AUD customer on the en-GB pound site, or the reverse) the cart shows
 * prices the wallet cannot pay: refused before anything moves, never converted, naming the sub-variant to buy on.
 */
export function refuseOtherCurrency({ site, subVariant }: { site: SiteRecord; subVariant: SubVariant }): void {
  if (subVariant.currency !== site.currency) {
    throw new AppError(ERROR_CODES.currencyNotCharged, [subVariant.code, subVariant.currency, site.currency, subVariantForCurrency(site, site.currency)]);
  }
}
