import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { Link } from 'react-router-dom';
import { usePaymentResolutions } from '../hooks/use-recurring';

/** Hard failures waiting for the customer (`GET /payment_resolutions`), each with the page that resolves it. */
export function PaymentResolutions({ api, i18n, site }: { api: ApiClient; i18n: I18n; site: SiteInfo }) {
  const resolutions = usePaymentResolutions(api);
  const pathTo = usePathTo(site);
  if (resolutions.status !== 'success' || resolutions.data.paymentResolutions.length === 0) return null;
  const cards = pathTo('cards-and-accounts');
  return (
    <section className="account-recurring__resolutions" aria-label={i18n.t('account.recurring.resolutions', 'Action needed')}>
      {resolutions.data.paymentResolutions.map((resolution) => (
        <Alert
          key={resolution.id}
          tone="error"
          title={i18n.t('account.recurring.resolution-title', 'Action needed')}
          actions={
            resolution.action === 'add-card' && cards ? (
              <Link to={cards} className="df-ui-focusable">
                {i18n.t('account.recurring.add-card', 'Add a card')}
              </Link>
            ) : null
          }
        >
          {resolution.message}
        </Alert>
      ))}
    </section>
  );
}
