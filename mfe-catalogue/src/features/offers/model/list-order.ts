import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import { isOnSale } from './offer-groups';

/** One entry of a product list: an offer (with the powerpik offer it was merged with), or the syndicates entry. */
export type ListEntry = { kind: 'offer'; offer: ProductOffer; pair: ProductOffer | null } | { kind: 'syndicates' };

const offersOnly = (offer: ProductOffer, type: 'powerhit' | 'powerpik') => offer.gameTypes.length > 0 && offer.gameTypes.every((gameType) => gameType.key === type);
const offersPowerhit = (offer: ProductOffer) => offer.gameTypes.some((gameType) => gameType.key === 'powerhit');

/**
 * The lottery of a powerhit- or powerpik-only offer: its key without the `-powerhit`/`-powerpik` suffix,
 * which is how the two offers of one lottery name each other; null for any other offer.
 */
function pairBase(offer: ProductOffer): { base: string; type: 'powerhit' | 'powerpik' } | null {
  for (const type of ['powerhit', 'powerpik'] as const) {
    if (offersOnly(offer, type) && offer.key.endsWith(`-${type}`)) return { base: offer.key.slice(0, -type.length - 1), type };
  }
  return null;
}

/**
 * The lotto-tickets list in the spec's order (storefront §9 "Product-type order"): the lotteries on
 * sale in the API's order (its ranking), with
 * - a powerhit offer and a powerpik offer of the same lottery merged into one entry (the powerhit one,
 *   carrying its pair), a pair being `{lottery}-powerhit` and `{lottery}-powerpik` offering only that type;
 * - the first entry that offers powerhit moved to second place;
 * - the syndicates entry inserted third when the site sells syndicates (or last, when fewer entries come before it).
 */
export function lottoListEntries(offers: readonly ProductOffer[], options: { syndicates: boolean }): ListEntry[] {
  const lotteries = offers.filter((offer) => offer.type === 'lottery_ticket' && isOnSale(offer));
  const entries: ListEntry[] = [];
  const merged = new Set<string>();
  for (const offer of lotteries) {
    if (merged.has(offer.key)) continue;
    const mine = pairBase(offer);
    const partner = mine ? lotteries.find((other) => other !== offer && !merged.has(other.key) && pairBase(other)?.base === mine.base && pairBase(other)?.type !== mine.type) : undefined;
    if (mine && partner) {
      merged.add(partner.key);
      const [powerhit, powerpik] = mine.type === 'powerhit' ? [offer, partner] : [partner, offer];
      entries.push({ kind: 'offer', offer: powerhit, pair: powerpik });
    } else {
      entries.push({ kind: 'offer', offer, pair: null });
    }
  }
  const powerhitIndex = entries.findIndex((entry) => entry.kind === 'offer' && offersPowerhit(entry.offer));
  if (powerhitIndex > 1) entries.splice(1, 0, ...entries.splice(powerhitIndex, 1));
  if (options.syndicates && offers.some((offer) => offer.type === 'syndicate_share' && isOnSale(offer))) {
    entries.splice(Math.min(2, entries.length), 0, { kind: 'syndicates' });
  }
  return entries;
}

/** Offers of one product type on sale, in the API's order. */
export function offersOfType(offers: readonly ProductOffer[], type: ProductOffer['type']): ProductOffer[] {
  return offers.filter((offer) => offer.type === type && isOnSale(offer));
}

/** Lotteries that can be played in a group (a `lotto_party` game type), for the social-play list. */
export function partyLotteries(offers: readonly ProductOffer[]): ProductOffer[] {
  return offers.filter((offer) => offer.type === 'lottery_ticket' && isOnSale(offer) && offer.gameTypes.some((gameType) => gameType.key === 'lotto_party'));
}
