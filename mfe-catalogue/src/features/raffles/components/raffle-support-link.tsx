import { Link } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';

/** The way from a raffle's play or draw page to what its tickets raised (`/{offer}/your-support`); none where the site lacks that page. */
export function RaffleSupportLink({ to, i18n }: { to: string | null; i18n: I18n }) {
  if (to === null) return null;
  return (
    <p>
      <Link className="df-ui-link" to={to}>
        {i18n.t('catalogue.raffle-support.link', 'See how much your tickets have raised')}
      </Link>
    </p>
  );
}
