import type { CartItemAdd, GamePicks } from '@drawfront/shared/contract/cart';
import type { PartnerCartItemInput, PartnerCartLine } from '@drawfront/shared/contract/partners';
import { cryptoRandom } from '@drawfront/shared/rules/crypto-random';
import { quickPick } from '@drawfront/shared/rules/ticket-completeness';
import type { Executor } from '../../db/client';
import { LineProblem, lineMoney } from '../cart/lines';
import type { PricedLine } from '../cart/lines';
import { offerWithCauses } from '../cart/service';
import type { PartnerRow } from './repository';

/**
 * The cart line a partner's cart item stands for (groups spec §7: cartItem{lottery, raffleOffer,
 * recurringPurchase or null, drawNumber}): the offer's game offer named by `raffleOffer` (else its
 * standard one), as many quick-pick games as that game offer's default, one draw (`drawNumber`, else
 * the next on sale), supporting the partner's cause where the offer has causes. Numbers are drawn here
 * with the crypto source: a partner sends no numbers. Priced and checked by the cart's line resolver.
 */
export async function partnerCartAdd(db: Executor, siteKey: string, partner: PartnerRow, item: PartnerCartItemInput, random: () => number = cryptoRandom): Promise<CartItemAdd> {
  const found = await offerWithCauses(db, siteKey, item.lottery);
  if (!found) throw new LineProblem(`'${item.lottery}' is not sold on this site.`);
  const { offer, causeKeys } = found;
  const choices = offer.gameTypes.flatMap((gameType) => gameType.gameOffers.map((gameOffer) => ({ gameType: gameType.key, gameOffer })));
  const chosen = item.raffleOffer === null ? choices.find((choice) => choice.gameType === 'standard') : choices.find((choice) => choice.gameOffer.key === item.raffleOffer);
  if (!chosen) throw new LineProblem(item.raffleOffer === null ? `${offer.name} has no standard game offer.` : `${offer.name} has no game offer '${item.raffleOffer}'.`);
  const { gameOffer } = chosen;
  const games = Array.from({ length: gameOffer.defaultGames }, (): GamePicks => {
    const game = quickPick(gameOffer.numberSets, random);
    const picks: GamePicks = {};
    for (const set of gameOffer.numberSets) picks[set.key] = (game[set.key] ?? []).filter((n): n is number => n !== null);
    return picks;
  });
  const recurring = item.recurringPurchase?.enabled === true;
  return {
    lottery: offer.key,
    gameType: chosen.gameType,
    gameOffer: gameOffer.key,
    numDraws: 1,
    ...(item.drawNumber === null ? {} : { firstDrawNo: item.drawNumber }),
    games,
    quickpick: true,
    ...(causeKeys.length > 0 && partner.causeKey ? { causeKey: partner.causeKey } : {}),
    ...(recurring ? { recurringPurchase: { enabled: true, type: offer.recurringPurchase?.type ?? 'autoplay' } } : {}),
  };
}

/** A priced line as the partner cart answers it (groups spec §3 "Partner purchase cart"). */
export function toPartnerCartLine(line: PricedLine, siteCurrency: string): PartnerCartLine {
  const draw = line.draws[0]!;
  return {
    lotteryKey: line.offer.key,
    gameOffer: line.gameOffer.key,
    recurringPurchase: { enabled: line.autoplay },
    drawNo: draw.drawNo,
    drawDate: draw.drawDate.toISOString(),
    description: line.offer.name,
    numGames: line.games.length,
    purchaseStatus: line.purchaseStatus,
    total: { amount: line.unitPrice, currency: lineMoney(line, siteCurrency).currency },
  };
}
