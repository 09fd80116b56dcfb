import type { I18n } from '@drawfront/shared/contract/i18n';

/** "1 item" / "3 items", by the locale's plural rules so translations can differ per form. */
export function itemCountText(count: number, i18n: I18n): string {
  const form = new Intl.PluralRules(i18n.locale).select(count);
  return form === 'one'
    ? i18n.t('cart.item-count.one', '{count} item', { count })
    : i18n.t('cart.item-count.other', '{count} items', { count });
}
