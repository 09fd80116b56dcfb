import type { GameTypeKey } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { possibleSystemSizes } from '@drawfront/shared/rules/reduced-system';
import type { EntryRules } from './entry-rules';

/** A game type's name in the "ways to play" links and page titles. */
export function gameTypeName(gameType: GameTypeKey, i18n: I18n): string {
  switch (gameType) {
    case 'standard':
      return i18n.t('catalogue.game-type.standard', 'Standard');
    case 'reduced_system':
      return i18n.t('catalogue.game-type.systems', 'Systems');
    case 'powerhit':
      return i18n.t('catalogue.game-type.powerhit', 'PowerHit');
    case 'powerpik':
      return i18n.t('catalogue.game-type.powerpik', 'PowerPik');
    case 'random':
      return i18n.t('catalogue.game-type.random', 'Random');
    case 'strike_boxed':
      return i18n.t('catalogue.game-type.boxed', 'Boxed');
    case 'mega_combo':
      return i18n.t('catalogue.game-type.super-combo', 'Super Combo');
    case 'syndicate':
      return i18n.t('catalogue.game-type.syndicate', 'Syndicates');
    case 'deferred':
      return i18n.t('catalogue.game-type.subscriptions', 'Subscriptions');
    case 'lotto_party':
      return i18n.t('catalogue.game-type.lotto-party', 'Lotto Party');
  }
}

/** What an entry of this type is, in one sentence under the page heading. */
export function gameTypeIntro(rules: EntryRules, i18n: I18n): string {
  const main = rules.gameOffer.numberSets.find((set) => set.key === 'numbers');
  const k = main?.count ?? 0;
  switch (rules.gameType) {
    case 'reduced_system': {
      const sizes = rules.gameOffer.systemSizes?.length ? rules.gameOffer.systemSizes : possibleSystemSizes(rules.gameOffer.numberSets);
      return i18n.t('catalogue.entry.intro.systems', 'Pick {min} to {max} numbers: your entry plays every combination of {k} of them.', { min: Math.min(...sizes), max: Math.max(...sizes), k });
    }
    case 'powerhit':
      return i18n.t('catalogue.entry.intro.powerhit', 'Pick {k} numbers and play them with every Powerball, so you always have the Powerball.', { k });
    case 'powerpik':
      return i18n.t('catalogue.entry.intro.powerpik', 'Pick {k} numbers and two or more Powerballs: one game for each Powerball you pick.', { k });
    case 'random':
      return i18n.t('catalogue.entry.intro.random', 'Choose how many games: we draw every number when you buy.');
    case 'strike_boxed':
      return i18n.t('catalogue.entry.intro.boxed', 'Pick 4 numbers to be the first four drawn, in any order: 24 games in one entry.');
    case 'mega_combo': {
      const parts = (rules.gameOffer.bundle ?? []).map((part) =>
        part.gameType === 'powerhit'
          ? i18n.t('catalogue.entry.bundle-powerhits', '{count} {offer} PowerHits', { count: part.games, offer: part.offerName })
          : i18n.t('catalogue.entry.bundle-games', '{count} {offer} games', { count: part.games, offer: part.offerName }),
      );
      return i18n.t('catalogue.entry.intro.super-combo', 'One bundle price for {parts}.', { parts: parts.join(', ') });
    }
  }
}
