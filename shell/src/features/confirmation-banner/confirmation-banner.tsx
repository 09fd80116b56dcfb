import { Link } from 'react-router-dom';
import { pageStamp } from '@drawfront/shared/bus/page-stamp';
import type { ConfirmResult } from '@drawfront/shared/contract/customer-details';
import { fillTemplate } from '@drawfront/shared/format/fill-template';
import { chooseConfirmationBanner, CONFIRMATION_BANNER_TEXTS } from '@drawfront/shared/rules/confirmation-banner';
import type { ConfirmationKind } from '@drawfront/shared/rules/confirmation-banner';
import { useMutation } from '@drawfront/shared/data/use-mutation';
import { Button } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { useStore } from '@drawfront/shared/ui/use-store';
import type { ShellContext } from '../../lib/shell-context';
import './confirmation-banner.css';

export interface ConfirmationBannerProps {
  context: ShellContext;
  pathname: string;
}

const PATHS: Record<ConfirmationKind, string> = { address: '/customer/confirm-address', email: '/customer/confirm-email-address' };

/**
 * The confirmation banner (groups spec §4): the address first, then the email; never on the my-details page.
 * "Confirm" sends the PATCH (one at a time), re-reads the customer, tracks the event and shows an auto-dismissed
 * notification. "Update" goes to the my-details page (the details modal is not built: the page is the same form).
 */
export function ConfirmationBanner({ context, pathname }: ConfirmationBannerProps) {
  const session = useStore(context.session);
  const customer = session.isAuthenticated ? session.customer : null;
  const kind = chooseConfirmationBanner(customer, pathname, [context.pathTo('my-details'), context.pathTo('customer-details')]);
  // One PATCH at a time through the layer; the shell re-reads the customer into the session itself (it is the one place that does).
  const confirmation = useMutation<{ kind: ConfirmationKind; startedAt: number }, { kind: ConfirmationKind; result: ConfirmResult; startedAt: number }, unknown>({
    invalidates: [],
    send: async ({ kind: confirming, startedAt }) => {
      const result = await context.api.request<ConfirmResult>({ method: 'PATCH', path: PATHS[confirming], body: {} });
      await context.sessionService.reloadCustomer();
      return { kind: confirming, result, startedAt };
    },
    toFailure: (error) => error,
    onSuccess: ({ kind: confirmed, result, startedAt }) => {
      context.bus.emit({ type: 'analytics/track', name: confirmed === 'address' ? 'Address Confirmed' : 'Email Confirmation Requested', properties: { status: result.status } });
      context.bus.emit({ type: 'notification/show', notification: { title: 'Thank you', message: fillTemplate(CONFIRMATION_BANNER_TEXTS[confirmed].success, { email: result.email }), level: 'success', isAutoDismissed: true, startedAt } });
    },
  });
  if (!kind || !customer) return null;
  const texts = CONFIRMATION_BANNER_TEXTS[kind];
  const details = context.pathTo('my-details');

  const confirm = async () => {
    // Its thank-you or failure toast belongs to this page, and is dropped if the customer leaves before the answer.
    const startedAt = pageStamp();
    const done = await confirmation.submit({ kind, startedAt });
    if (done.status === 'error') context.bus.emit({ type: 'notification/show', notification: { title: "We couldn't confirm it", message: errorMessage(done.failure), level: 'error', startedAt } });
  };

  return (
    <section className="df-confirmation-banner" aria-label={kind === 'address' ? 'Confirm your address' : 'Confirm your email address'}>
      <p className="df-confirmation-banner__text">{fillTemplate(texts.message, { email: customer.email })}</p>
      <div className="df-confirmation-banner__actions">
        <Button variant="primary" busy={confirmation.state.status === 'submitting'} onClick={() => void confirm()}>
          {texts.confirm}
        </Button>
        {details ? (
          <Link className="df-confirmation-banner__update" to={details}>
            Update
          </Link>
        ) : null}
      </div>
    </section>
  );
}
