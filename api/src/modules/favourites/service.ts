import type { FavouriteNumbers } from '@drawfront/shared/contract/favourites';
import type { Executor } from '../../db/client';
import { findFavouriteNumbers, findFavouriteNumbersOfEach, saveFavouriteNumbers } from './repository';

/**
 * A customer's saved favourite numbers (none yet, or no customer: an empty list), for modules that mark lines
 * played with them (the cart's and the receipt's `favourite`, through `shared/src/rules/favourite-games.ts`).
 * Takes the caller's executor, so a purchase reads them inside its transaction.
 */
export async function favouriteNumbersOf(db: Executor, customerId: string | null): Promise<number[]> {
  if (customerId === null) return [];
  return (await findFavouriteNumbers(db, customerId)) ?? [];
}

/** The favourite numbers of many customers in one read, keyed by customer id (none saved: absent). */
export async function favouriteNumbersOfEach(db: Executor, customerIds: readonly string[]): Promise<Map<string, number[]>> {
  if (customerIds.length === 0) return new Map();
  return findFavouriteNumbersOfEach(db, customerIds);
}

/** A customer's favourite numbers: read (none yet is an empty list) and replaced whole, sorted and without repeats. */
export function createFavouritesService(db: Executor, now: () => Date) {
  return {
    async get(customerId: string): Promise<FavouriteNumbers> {
      return { numbers: await favouriteNumbersOf(db, customerId) };
    },
    async put(customerId: string, numbers: number[]): Promise<FavouriteNumbers> {
      const clean = [...new Set(numbers)].sort((a, b) => a - b);
      await saveFavouriteNumbers(db, customerId, clean, now());
      return { numbers: clean };
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
