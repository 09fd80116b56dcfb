import type { SiteConstants } from '@drawfront/shared/contract/site';

/** The site's support contact (site constants), for prizes that must be claimed. */
export type SupportContact = Pick<SiteConstants, 'supportNumber' | 'supportEmail'>;

/** A `tel:` address from a display number such as "1300 000 000" or "+44 20 7946 0000". */
export function telHref(supportNumber: string): string {
  return `tel:${supportNumber.replace(/[^\d+]/g, '')}`;
}
