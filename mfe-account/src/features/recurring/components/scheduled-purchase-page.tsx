import { useParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { formatMoney } from '@drawfront/shared/format/money';
import { LAST_ATTEMPT_LABELS } from '@drawfront/shared/rules/recurring-status';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { cancelScheduledPurchase } from '../api/recurring-api';
import { useScheduledPurchase } from '../hooks/use-recurring';
import { actionFailure } from '../model/recurring-action';
import { whenText } from '../model/recurring-texts';
import './recurring.css';

/** /my-account/scheduled-purchases/{id}: a pre-order held until its draw opens for sale, then charged; cancellable until then. */
export function ScheduledPurchasePage({ api, i18n, site }: Pick<RemoteProps, 'api' | 'i18n' | 'site'>) {
  const { id = '' } = useParams();
  const heading = i18n.t('account.scheduled.heading', 'Pre-order');
  usePageTitle(heading, site.name);
  const resource = useScheduledPurchase(api, id);
  const cancel = useSubmitOnce({
    send: () => cancelScheduledPurchase(api, id),
    toFailure: (error: unknown) => actionFailure(error, i18n),
    onSuccess: (answer) => resource.replace(answer),
  });
  const data = resource.status === 'success' ? resource.data : null;
  return (
    <div className="account-recurring">
      <PageHeading>{heading}</PageHeading>
      {resource.status === 'loading' ? (
        <p role="status" className="account-recurring__loading">
          {i18n.t('account.scheduled.loading', 'Loading your pre-order')}
        </p>
      ) : null}
      {resource.status === 'error' ? <LoadError title={i18n.t('account.scheduled.load-error', "We couldn't load this pre-order")} error={resource.error} i18n={i18n} onRetry={resource.retry} /> : null}
      {data ? (
        <article className="account-recurring-card">
          <h2 className="account-recurring-card__title">{data.description}</h2>
          <dl className="account-recurring-card__facts">
            <div>
              <dt>{i18n.t('account.scheduled.draw', 'Draw')}</dt>
              <dd>{i18n.t('account.scheduled.draw-value', 'Draw {drawNo}, {when}', { drawNo: data.drawNo, when: whenText(data.drawDate, site) })}</dd>
            </div>
            <div>
              <dt>{i18n.t('account.scheduled.tickets', 'Tickets')}</dt>
              <dd>{data.numberOfTickets}</dd>
            </div>
            <div>
              <dt>{i18n.t('account.scheduled.price', 'Charged when the draw opens')}</dt>
              <dd>{formatMoney(data.price.amount, data.price.currency, site.locale)}</dd>
            </div>
            <div>
              <dt>{i18n.t('account.scheduled.status', 'Status')}</dt>
              <dd>
                {data.status === 'cancelled'
                  ? i18n.t('account.scheduled.cancelled', 'Cancelled')
                  : data.checkoutId
                    ? i18n.t('account.scheduled.bought', 'Bought: your tickets are in your upcoming tickets')
                    : i18n.t('account.scheduled.waiting', 'Waiting for the draw to open for sale')}
              </dd>
            </div>
            {data.lastAttemptStatus ? (
              <div>
                <dt>{i18n.t('account.recurring.last-attempt', 'Last attempt')}</dt>
                <dd>{LAST_ATTEMPT_LABELS[data.lastAttemptStatus]}</dd>
              </div>
            ) : null}
          </dl>
          {cancel.state.status === 'error' ? <Alert tone="error" titleLevel={3}>{cancel.state.failure}</Alert> : null}
          {cancel.state.status === 'success' ? (
            <p role="status" className="account-recurring-card__notice">
              {i18n.t('account.scheduled.cancel-done', 'Your pre-order is cancelled. Nothing will be charged.')}
            </p>
          ) : null}
          {data.status === 'active' && !data.checkoutId ? (
            <div className="account-recurring-card__actions">
              <Button variant="secondary" busy={cancel.state.status === 'submitting'} onClick={() => void cancel.submit(undefined)}>
                {i18n.t('account.scheduled.cancel', 'Cancel pre-order')}
              </Button>
            </div>
          ) : null}
        </article>
      ) : null}
    </div>
  );
}
