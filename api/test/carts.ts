// Data builders for cart lines (snake_case bodies, as the client sends them).
import type { Cart } from '@drawfront/shared/contract/cart';
import type { TestContext } from './helper';

/** One complete Thursday Starburst game: 7 numbers from 1–35 and a Powerball from 1–20 ($1.40 a draw). */
export const STARBURST_GAME = { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [9] };
export const STARBURST_GAME_PRICE = 140;

export function starburstLine(overrides: Record<string, unknown> = {}) {
  return { lottery: 'thursday-starburst', game_type: 'standard', game_offer: 'thursday-starburst-standard', num_draws: 1, games: [STARBURST_GAME], quickpick: false, ...overrides };
}

/** A Dream Home raffle line (drawfront; tickets have no numbers, a cause is required; $10 a ticket). */
export function raffleLine(overrides: Record<string, unknown> = {}) {
  return { lottery: 'dream-home-raffle', game_type: 'standard', game_offer: 'dream-home-raffle-tickets', num_draws: 1, games: [{}], quickpick: false, cause_key: 'kids_hospital', ...overrides };
}

export async function newAnonCart(t: TestContext, site = 'drawfront'): Promise<Cart> {
  const response = await t.inject({ method: 'POST', url: '/v2/anon-cart', sign: site });
  if (response.statusCode !== 201) throw new Error(`anon-cart: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Adds a line to the customer's cart; fails the test on any refusal. */
export async function addToCart(t: TestContext, accessToken: string, line: Record<string, unknown>): Promise<Cart> {
  const response = await t.inject({ method: 'POST', url: '/v2/cart/items', sign: 'drawfront', customerToken: accessToken, payload: line });
  if (response.statusCode !== 200) throw new Error(`add to cart: ${response.statusCode} ${response.body}`);
  return response.json();
}
