import type { ResultNumbers } from '@drawfront/shared/contract/draws';
import type { I18n } from '@drawfront/shared/contract/i18n';

/** The name of a set of drawn numbers, as headings and screen readers say it. */
export function numberSetLabel(key: keyof ResultNumbers, i18n: I18n): string {
  switch (key) {
    case 'numbers':
      return i18n.t('catalogue.numbers.main', 'Winning numbers');
    case 'supplementary':
      return i18n.t('catalogue.numbers.supplementary', 'Supplementary numbers');
    case 'powerball':
      return i18n.t('catalogue.numbers.powerball', 'Powerball');
  }
}
