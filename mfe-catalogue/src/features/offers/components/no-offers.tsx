import type { I18n } from '@drawfront/shared/contract/i18n';
import { Alert } from '@drawfront/shared/ui/alert';

/** Nothing on sale: the spec's "no products available" texts (part 2 §2, code 418). */
export function NoOffers({ i18n }: { i18n: I18n }) {
  return (
    <Alert tone="info" title={i18n.t('error.418.heading', "It's not you, it's us!")}>
      {i18n.t('error.418.text', 'There are currently no products available, please check back later. Thank you for being patient.')}
    </Alert>
  );
}
