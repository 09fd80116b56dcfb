import type { I18n } from '@drawfront/shared/contract/i18n';
import type { AddToCartBlock } from '@drawfront/shared/rules/ticket-completeness';

/** Why "Add to cart" is disabled, as text shown beside the button. */
export function addBlockText(reason: AddToCartBlock, minGames: number, i18n: I18n): string {
  switch (reason) {
    case 'not-enough-complete-games':
      return minGames === 1
        ? i18n.t('catalogue.play.block.one-game', 'Complete at least 1 game')
        : i18n.t('catalogue.play.block.games', 'Complete at least {count} games', { count: minGames });
    case 'day-required':
      return i18n.t('catalogue.play.block.day', 'Choose a draw day');
    case 'cause-required':
      return i18n.t('catalogue.play.block.cause', 'Choose a cause to support');
  }
}
