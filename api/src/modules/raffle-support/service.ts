import { raffleSupport } from '@drawfront/shared/rules/raffle-support';
import type { RaffleSupport } from '@drawfront/shared/rules/raffle-support';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { findDrawSales, findRaffle, findRaffleCauses } from './repository';

/** Money a raffle raised for its cause (storefront §2 `/{offer}/your-support`), from the tickets actually bought. */
export function createRaffleSupportService(db: Executor) {
  return {
    /** Per draw and in all; 404 `raffle_not_found` when the site sells no raffle under this key. */
    async support(siteKey: string, offerKey: string): Promise<RaffleSupport> {
      const raffle = await findRaffle(db, siteKey, offerKey);
      if (!raffle) throw new AppError(ERROR_CODES.raffleNotFound, [offerKey, siteKey]);
      const [causes, sales] = await Promise.all([findRaffleCauses(db, raffle.id), findDrawSales(db, raffle.id)]);
      return raffleSupport(
        { key: raffle.key, name: raffle.name, currency: raffle.currency, causes },
        sales.map((sale) => ({ ...sale, drawDate: sale.drawDate.toISOString() })),
      );
    },
  };
}

export type RaffleSupportService = ReturnType<typeof createRaffleSupportService>;
