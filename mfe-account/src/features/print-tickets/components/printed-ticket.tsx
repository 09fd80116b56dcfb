import type { I18n } from '@drawfront/shared/contract/i18n';
import type { Ticket } from '@drawfront/shared/contract/purchase';

export interface PrintedTicketProps {
  ticket: Ticket;
  i18n: I18n;
}

/** A game's numbers as print shows them: "3 12 19 27 33 41 · Powerball 7". */
function gameText(game: Ticket['games'][number], i18n: I18n): string {
  const numbers = (game.numbers ?? []).join('  ');
  const powerball = game.powerball?.length ? ` · ${i18n.t('account.print.powerball', 'Powerball {n}', { n: game.powerball.join(' ') })}` : '';
  return `${numbers}${powerball}` || i18n.t('account.print.entry', 'Entry');
}

/** One ticket as a block of the printout: what, which draw and when, its games, its ticket number. */
export function PrintedTicket({ ticket, i18n }: PrintedTicketProps) {
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'full', timeStyle: 'short', timeZone: i18n.timeZone }).format(new Date(ticket.drawDate));
  return (
    <article className="account-print-ticket" aria-labelledby={`print-${ticket.id}`}>
      <h2 className="account-print-ticket__title" id={`print-${ticket.id}`}>
        {ticket.offerName} · {i18n.t('account.print.draw', 'Draw {drawNo}', { drawNo: ticket.drawNo })}
      </h2>
      <p className="account-print-ticket__date">
        <time dateTime={ticket.drawDate}>{date}</time>
      </p>
      <ol className="account-print-ticket__games">
        {ticket.games.map((game, index) => (
          <li key={index}>
            <span className="account-print-ticket__game-name">{i18n.t('account.ticket.game-name', 'Game {n}', { n: index + 1 })}:</span>{' '}
            {game.entryNo !== undefined ? i18n.t('account.print.entry-no', 'No. {n}', { n: game.entryNo }) : gameText(game, i18n)}
          </li>
        ))}
      </ol>
      <p className="account-print-ticket__number">
        {i18n.t('account.print.ticket-number', 'Ticket number')}: <span className="account-print-ticket__id">{ticket.reference ?? ticket.id}</span>
      </p>
    </article>
  );
}
