import type { I18n } from '@drawfront/shared/contract/i18n';
import { Alert } from '@drawfront/shared/ui/alert';

/** Says a `?preview=true` page may show an offer that is not published yet, and that it cannot be bought until it is. */
export function PreviewNotice({ i18n }: { i18n: I18n }) {
  return (
    <Alert tone="info">
      {i18n.t('catalogue.preview.notice', 'Preview: offers not yet published are shown only to people allowed to preview them, and cannot be bought until they are published.')}
    </Alert>
  );
}
