import type { GameType } from '@drawfront/shared/contract/catalogue';
import type { offerSubVariantPricing } from '../../db/schema';

/** A sub-variant's own pricing of one offer (the en-GB site's pounds), as stored. */
export type SubVariantPricing = Pick<typeof offerSubVariantPricing.$inferSelect, 'offerId' | 'subVariant' | 'currency' | 'prices' | 'prizePoolPercent'>;

/**
 * The offer's game types with the sub-variant's price tables and currency. A game offer the pricing
 * has no table for keeps none: it is not sold on that sub-variant rather than sold at another
 * currency's figures.
 */
export function priceGameTypes(gameTypes: readonly GameType[], pricing: SubVariantPricing | null): GameType[] {
  if (!pricing) return gameTypes.map((gameType) => ({ ...gameType, gameOffers: [...gameType.gameOffers] }));
  return gameTypes
    .map((gameType) => ({
      ...gameType,
      gameOffers: gameType.gameOffers.flatMap((gameOffer) => {
        const prices = pricing.prices[gameOffer.key];
        return prices ? [{ ...gameOffer, prices, priceCurrency: pricing.currency }] : [];
      }),
    }))
    .filter((gameType) => gameType.gameOffers.length > 0);
}

/** A prize pool or prize as the sub-variant publishes it: rounded down, so it never promises more than is paid. */
export function publishedPrize(cents: number, pricing: SubVariantPricing | null): number {
  if (!pricing) return cents;
  return Math.floor((cents * pricing.prizePoolPercent) / 100);
}
