import type { I18n } from '@drawfront/shared/contract/i18n';
import type { Ticket } from '@drawfront/shared/contract/purchase';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { ShellLink } from '@drawfront/shared/ui/shell-link';

export interface ResultLinkProps {
  ticket: Pick<Ticket, 'offerName' | 'drawNo'>;
  /** The draw's result page (`ticketResultPath`); null shows nothing. */
  path: string | null;
  i18n: I18n;
  navigate: RemoteProps['navigate'];
}

/** "See full results" of the ticket's draw; the hidden words tell the links of a list apart. */
export function ResultLink({ ticket, path, i18n, navigate }: ResultLinkProps) {
  if (!path) return null;
  return (
    <p className="account-ticket-result-link">
      {/* The result page belongs to the catalogue remote: the shell navigates there. */}
      <ShellLink to={path} navigate={navigate}>
        {i18n.t('account.ticket.see-results', 'See full results')}
        <span className="df-ui-visually-hidden"> {i18n.t('account.ticket.see-results-of', 'of {offerName} draw {drawNo}', { offerName: ticket.offerName, drawNo: ticket.drawNo })}</span>
      </ShellLink>
    </p>
  );
}
