import type { GamePicks } from '@drawfront/shared/contract/cart';
import type { BundlePart, GameOffer } from '@drawfront/shared/contract/catalogue';
import { splitBundle } from '@drawfront/shared/rules/mega-combo';
import { LineProblem } from '../line-problem';
import type { DrawRow, OfferRow } from '../repository';

/** One lottery's entries of a mega_combo line, with the draws they are bought for. */
export interface PricedPart {
  offer: OfferRow;
  draws: DrawRow[];
  gameType: BundlePart['gameType'];
  games: GamePicks[];
}

/** What the bundle needs to know of a component lottery: the offer and its draws on sale, first first. */
export type LoadOffer = (offerKey: string) => Promise<{ offer: OfferRow; openDraws: DrawRow[] } | null>;

/**
 * The parts of a mega_combo line (shared/src/rules/mega-combo.ts): each component lottery's entries go
 * into that lottery's next `numDraws` draws on sale. A component that is not on sale stops the whole
 * bundle, since its price is for every part together.
 */
export async function resolveBundle(bundleName: string, gameOffer: GameOffer, games: GamePicks[], numDraws: number, load: LoadOffer): Promise<PricedPart[]> {
  const parts = splitBundle(games, gameOffer.bundle ?? []);
  if (!parts) throw new LineProblem(`${bundleName} holds ${(gameOffer.bundle ?? []).reduce((sum, part) => sum + part.games, 0)} entries, not ${games.length}.`);
  const priced: PricedPart[] = [];
  // One after the other: `load` may read through a transaction's single connection.
  for (const { part, games: entries } of parts) {
    const facts = await load(part.offerKey);
    if (!facts || facts.offer.availability !== 'available' || facts.offer.suspended) throw new LineProblem(`${bundleName} includes ${part.offerName}, which is not on sale right now.`);
    const draws = facts.openDraws.slice(0, numDraws);
    if (draws.length < numDraws) throw new LineProblem(`${bundleName} includes ${part.offerName}, which has no draw open for sale.`);
    priced.push({ offer: facts.offer, draws, gameType: part.gameType, games: entries });
  }
  return priced;
}
