/** Spend figures in minor units for `exceededAmount`. */
export interface SpendLimitInput {
  cartAmount: number;
  limit: number;
  spent: number;
}

/** By how much a cart overruns a spend limit (storefront §5): cart amount − (limit − spent); zero or less means it fits. */
export function exceededAmount({ cartAmount, limit, spent }: SpendLimitInput): number {
  return cartAmount - (limit - spent);
}
