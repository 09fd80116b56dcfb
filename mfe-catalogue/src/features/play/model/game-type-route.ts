import type { GameTypeKey } from '@drawfront/shared/contract/catalogue';

/** Play-page path suffix of each game type (storefront §2 "Game-type route suffixes"). */
export const GAME_TYPE_SUFFIX: Readonly<Record<GameTypeKey, string>> = {
  standard: 'standard',
  deferred: 'subscriptions',
  powerhit: 'powerhit',
  powerpik: 'powerpik',
  random: 'random',
  reduced_system: 'systems',
  strike_boxed: 'boxed',
  mega_combo: 'super-combos',
  syndicate: 'syndicates',
  lotto_party: 'lotto-party',
};

/** Game types the play page can build tickets for today; the others show "not available". */
export const SUPPORTED_GAME_TYPES: ReadonlySet<GameTypeKey> = new Set(['standard']);

/** The game type a `/{offer}/{suffix}` path asks for: no suffix is standard; null for a suffix no game type uses. */
export function gameTypeFromSuffix(suffix: string | undefined): GameTypeKey | null {
  if (suffix === undefined || suffix === '') return 'standard';
  const wanted = suffix.toLowerCase();
  const match = (Object.entries(GAME_TYPE_SUFFIX) as [GameTypeKey, string][]).find(([, value]) => value === wanted);
  return match ? match[0] : null;
}
