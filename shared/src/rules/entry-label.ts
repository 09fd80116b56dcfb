import type { GameTypeKey } from '../contract/catalogue';
import type { I18n } from '../contract/i18n';

type Picks = { numbers?: readonly number[]; powerball?: readonly number[] };

/**
 * How a line or ticket is played, in words, for the cart and my account: "System 8", "PowerHit",
 * "PowerPik (3 Powerballs)", "Random", "Boxed", "Super Combo"; null for standard games (nothing to say).
 * A system line with entries of several sizes names each size once ("System 8, System 10").
 */
export function entryLabel(gameType: GameTypeKey, games: readonly Picks[], i18n: Pick<I18n, 't'>): string | null {
  switch (gameType) {
    case 'reduced_system': {
      const sizes = [...new Set(games.map((game) => game.numbers?.length ?? 0))].sort((a, b) => a - b);
      return sizes.map((n) => i18n.t('game-type.system', 'System {n}', { n })).join(', ');
    }
    case 'powerhit':
      return i18n.t('game-type.powerhit', 'PowerHit');
    case 'powerpik': {
      const counts = [...new Set(games.map((game) => game.powerball?.length ?? 0))].sort((a, b) => a - b);
      return i18n.t('game-type.powerpik', 'PowerPik ({count} Powerballs)', { count: counts.join(', ') });
    }
    case 'random':
      return i18n.t('game-type.random', 'Random');
    case 'strike_boxed':
      return i18n.t('game-type.boxed', 'Boxed');
    case 'mega_combo':
      return i18n.t('game-type.super-combo', 'Super Combo');
    default:
      return null;
  }
}
