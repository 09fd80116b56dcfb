import { Link } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { Alert } from '@drawfront/shared/ui/alert';

export interface PageMissingProps {
  page: number;
  /** Null when the list is off on the site: the sentence stands without a link. */
  firstPagePath: string | null;
  i18n: I18n;
}

/** A page number past the last page: say so and offer the first page, rather than an empty list. */
export function PageMissing({ page, firstPagePath, i18n }: PageMissingProps) {
  return (
    <Alert tone="info" title={i18n.t('catalogue.results.no-page-title', 'There is no page {page}', { page })}>
      <p>
        {i18n.t('catalogue.results.no-page', 'These results have fewer pages.')}{' '}
        {firstPagePath !== null && (
          <Link className="df-ui-link" to={firstPagePath}>
            {i18n.t('catalogue.results.first-page', 'Go to the first page')}
          </Link>
        )}
      </p>
    </Alert>
  );
}
