import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';

/**
 * A sub-variant priced in another currency than the site's wallets (the en-GB pounds) shows its own
 * prices but cannot charge an AUD wallet in pounds: refused before anything moves, never converted.
 */
export function refuseOtherCurrency({ site, subVariant }: { site: { currency: string; defaultSubVariant: string }; subVariant: { code: string; currency: string } }): void {
  if (subVariant.currency !== site.currency) throw new AppError(ERROR_CODES.currencyNotCharged, [subVariant.code, subVariant.currency, site.currency, site.defaultSubVariant]);
}
