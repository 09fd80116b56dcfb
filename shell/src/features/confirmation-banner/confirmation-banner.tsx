import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { pageStamp } from '@drawfront/shared/bus/page-stamp';
import type { ConfirmResult } from '@drawfront/shared/contract/customer-details';
import { fillTemplate } from '@drawfront/shared/format/fill-template';
import { chooseConfirmationBanner, CONFIRMATION_BANNER_TEXTS } from '@drawfront/shared/rules/confirmation-banner';
import type { ConfirmationKind } from '@drawfront/shared/rules/confirmation-banner';
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
  const [busy, setBusy] = useState(false);
  // A ref, not state: two clicks in one frame both see the old state.
  const inFlight = useRef(false);
  const customer = session.isAuthenticated ? session.customer : null;
  const kind = chooseConfirmationBanner(customer, pathname, [context.pathTo('my-details'), context.pathTo('customer-details')]);
  if (!kind || !customer) return null;
  const texts = CONFIRMATION_BANNER_TEXTS[kind];
  const details = context.pathTo('my-details');

  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    // Its thank-you or failure toast belongs to this page, and is dropped if the customer leaves before the answer.
    const startedAt = pageStamp();
    try {
      const result = await context.api.request<ConfirmResult>({ method: 'PATCH', path: PATHS[kind], body: {} });
      await context.sessionService.reloadCustomer();
      context.bus.emit({ type: 'analytics/track', name: kind === 'address' ? 'Address Confirmed' : 'Email Confirmation Requested', properties: { status: result.status } });
      context.bus.emit({ type: 'notification/show', notification: { title: 'Thank you', message: fillTemplate(texts.success, { email: result.email }), level: 'success', isAutoDismissed: true, startedAt } });
    } catch (error) {
      context.bus.emit({ type: 'notification/show', notification: { title: "We couldn't confirm it", message: errorMessage(error), level: 'error', startedAt } });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <section className="df-confirmation-banner" aria-label={kind === 'address' ? 'Confirm your address' : 'Confirm your email address'}>
      <p className="df-confirmation-banner__text">{fillTemplate(texts.message, { email: customer.email })}</p>
      <div className="df-confirmation-banner__actions">
        <Button variant="primary" busy={busy} onClick={() => void confirm()}>
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
