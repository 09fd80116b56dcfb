import type { CartItem } from '@drawfront/shared/contract/cart';

/**
 * The draw counts a line can switch between: its game offer's own options (the cart answers them), always with its
 * current count. A line that does not say offers only its current count: the cart refuses any count the offer does
 * not sell, so guessing (1, 2, 4, 8) would offer choices that fail.
 */
export function drawOptionsFor(item: Pick<CartItem, 'numDraws' | 'drawOptions'>): number[] {
  return [...new Set([...(item.drawOptions ?? []), item.numDraws])].filter((n) => Number.isInteger(n) && n > 0).sort((a, b) => a - b);
}
