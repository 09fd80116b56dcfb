import { Link } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';

/** The way from a raffle's play or draw page to what its tickets raised (`/{offer}/your-support`). */
export function RaffleSupportLink({ offerPath, i18n }: { offerPath: string; i18n: I18n }) {
  return (
    <p>
      <Link className="df-ui-link" to={`${offerPath}/your-support`}>
        {i18n.t('catalogue.raffle-support.link', 'See how much your tickets have raised')}
      </Link>
    </p>
  );
}
