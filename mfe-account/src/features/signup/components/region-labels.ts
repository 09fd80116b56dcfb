import type { I18n } from '@drawfront/shared/contract/i18n';

const NAMES: Record<string, string> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
  OTHER: 'Other (outside Australia)',
};

/** The name shown for a regional code in the state list (the code itself is what is sent). */
export function regionLabel(code: string, i18n: I18n): string {
  return i18n.t(`account.region.${code.toLowerCase()}`, NAMES[code] ?? code);
}
