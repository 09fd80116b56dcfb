import type { I18n } from '@drawfront/shared/contract/i18n';
import type { Ticket } from '@drawfront/shared/contract/purchase';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import type { SupportContact } from '../model/support-contact';
import type { TicketStatus } from '../model/ticket-paths';
import { TicketCard } from './ticket-card';

export interface TicketListProps {
  tickets: Ticket[];
  status: TicketStatus;
  label: string;
  now: Date;
  /** A ticket's draw result page, or null for no link. */
  resultPath: (ticket: Ticket) => string | null;
  pathTo: PathTo;
  support: SupportContact;
  i18n: I18n;
  navigate: RemoteProps['navigate'];
}

/** Tickets as a labelled list of cards. */
export function TicketList({ tickets, status, label, resultPath, ...card }: TicketListProps) {
  return (
    <ul className="account-ticket-list" aria-label={label}>
      {tickets.map((ticket) => (
        <TicketCard key={ticket.id} ticket={ticket} status={status} resultPath={resultPath(ticket)} {...card} />
      ))}
    </ul>
  );
}
