import type { CartItemAdd } from '@drawfront/shared/contract/cart';
import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import { toMinorUnits } from '@drawfront/shared/format/money';

/** The play page's recurring purchase choice: off, or autoplay/subscription with an optional minimum jackpot (dollars as typed). */
export interface RecurringChoiceValue {
  enabled: boolean;
  minimumJackpot: string;
}

/** Whether the offer may be bought as autoplay or subscription (its `recurringPurchase.availability` is not never). */
export function recurringOffered(offer: Pick<ProductOffer, 'recurringPurchase'>): boolean {
  return offer.recurringPurchase !== null && offer.recurringPurchase.availability !== 'never';
}

/** The starting choice: on when the offer is only sold that way (availability always), else off. */
export function initialRecurringChoice(offer: Pick<ProductOffer, 'recurringPurchase'>): RecurringChoiceValue {
  return { enabled: offer.recurringPurchase?.availability === 'always', minimumJackpot: '' };
}

/** The minimum jackpot in minor units: null when left empty, undefined when it is not an amount. */
export function minimumJackpotCents(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/[$,\s]/g, '');
  if (trimmed === '') return null;
  const cents = toMinorUnits(trimmed);
  return cents === null || cents <= 0 ? undefined : cents;
}

/**
 * The cart line with the recurring choice applied (storefront §3 cart item `recurringPurchase`): autoplay
 * lines buy one draw now (`numDraws` autoplay, counted as 1) and every later draw by themselves; a minimum
 * jackpot only applies to lotteries.
 */
export function withRecurring(item: CartItemAdd, choice: RecurringChoiceValue, offer: Pick<ProductOffer, 'type' | 'recurringPurchase'>): CartItemAdd {
  if (!choice.enabled || !recurringOffered(offer)) return item;
  const type = offer.recurringPurchase!.type;
  const next: CartItemAdd = { ...item, recurringPurchase: { enabled: true, type } };
  if (type === 'autoplay') next.numDraws = 'autoplay';
  const minimum = offer.type === 'lottery_ticket' ? minimumJackpotCents(choice.minimumJackpot) : null;
  if (minimum) next.minimumJackpotAmount = minimum;
  return next;
}
