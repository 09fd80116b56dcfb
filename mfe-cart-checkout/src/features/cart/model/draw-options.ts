import type { CartItem } from '@drawfront/shared/contract/cart';

/** Multi-draw counts the cart offers when a line does not say which it allows. */
export const DEFAULT_DRAW_OPTIONS: readonly number[] = [1, 2, 4, 8];

/** The draw counts a line can switch between: the offer's options (or 1/2/4/8), always including its current count. */
export function drawOptionsFor(item: Pick<CartItem, 'numDraws'>, offered: readonly number[] = DEFAULT_DRAW_OPTIONS): number[] {
  return [...new Set([...offered, item.numDraws])].filter((n) => Number.isInteger(n) && n > 0).sort((a, b) => a - b);
}
