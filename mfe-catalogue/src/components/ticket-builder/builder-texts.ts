import type { I18n } from '@drawfront/shared/contract/i18n';

/** "1 game", "1,008 games": what a line plays or an entry covers. */
export const gamesText = (count: number, i18n: I18n) =>
  count === 1 ? i18n.t('catalogue.play.one-game', '1 game') : i18n.t('catalogue.play.games-count', '{count} games', { count: count.toLocaleString(i18n.locale) });

/** "1 ticket", "3 tickets": a line of an offer with no numbers to pick. */
export const ticketsText = (count: number, i18n: I18n) =>
  count === 1 ? i18n.t('catalogue.play.one-ticket', '1 ticket') : i18n.t('catalogue.play.tickets-count', '{count} tickets', { count });

/** "1 draw", "4 draws". */
export const drawsText = (count: number, i18n: I18n) =>
  count === 1 ? i18n.t('catalogue.play.one-draw', '1 draw') : i18n.t('catalogue.play.draws-count', '{count} draws', { count });
