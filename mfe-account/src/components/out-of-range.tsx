import { Link } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';

export interface OutOfRangeProps {
  page: number;
  /** Null when the list is off on the site: the sentence stands without a link. */
  firstPagePath: string | null;
  i18n: I18n;
}

/** A page number past the end of a list (an old bookmark, or rows gone since): say so and offer page 1. */
export function OutOfRange({ page, firstPagePath, i18n }: OutOfRangeProps) {
  return (
    <div className="account-list-empty">
      <p className="account-list-empty__text">{i18n.t('account.list.out-of-range', 'There is nothing on page {page}.', { page })}</p>
      {firstPagePath !== null && (
        <p className="account-list-empty__text">
          <Link className="df-ui-link" to={firstPagePath}>
            {i18n.t('account.list.first-page', 'Go to page 1')}
          </Link>
        </p>
      )}
    </div>
  );
}
