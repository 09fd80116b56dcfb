import { raffleSupport } from '@drawfront/shared/rules/raffle-support';
import type { RaffleSupport } from '@drawfront/shared/rules/raffle-support';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { subVariantPricingOf } from '../catalogue/service';
import { publishedPrize } from '../catalogue/sub-variant-pricing';
import { findDrawSales, findRaffle, findRaffleCauses } from './repository';

/** Money a raffle raised for its cause (storefront §2 `/{offer}/your-support`), from the tickets actually bought. */
export function createRaffleSupportService(db: Executor) {
  return {
    /**
     * Per draw and in all, as `subVariant` publishes the raffle's amounts (the en-GB site in pounds, like its
     * prizes); 404 `raffle_not_found` when the site sells no raffle under this key.
     */
    async support(siteKey: string, offerKey: string, subVariant = ''): Promise<RaffleSupport> {
      const raffle = await findRaffle(db, siteKey, offerKey);
      if (!raffle) throw new AppError(ERROR_CODES.raffleNotFound, [offerKey, siteKey]);
      const [causes, sales, pricing] = await Promise.all([findRaffleCauses(db, raffle.id), findDrawSales(db, raffle.id), subVariantPricingOf(db, raffle.id, subVariant)]);
      return raffleSupport(
        { key: raffle.key, name: raffle.name, currency: pricing?.currency ?? raffle.currency, causes },
        sales.map((sale) => ({ ...sale, revenueCents: publishedPrize(sale.revenueCents, pricing), drawDate: sale.drawDate.toISOString() })),
      );
    },
  };
}

export type RaffleSupportService = ReturnType<typeof createRaffleSupportService>;
