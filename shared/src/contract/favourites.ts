/** `GET` and `PUT /v2/favourite-numbers`: the customer's favourite numbers, ascending, no repeats. */
export interface FavouriteNumbers {
  numbers: number[];
}

/** How many favourite numbers a customer may keep, and their range (every seeded lottery draws from 1 up to at most 45). */
export const FAVOURITE_LIMITS = { max: 20, min: 1, highest: 99 } as const;
