import type { TicketOutcome } from '@drawfront/shared/contract/draws';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { Ticket } from '@drawfront/shared/contract/purchase';

/** A game's result: "Division 6", or "No prize this time" when it won nothing. */
export function divisionText(division: number | null, i18n: I18n): string {
  return division === null ? i18n.t('account.ticket.no-prize', 'No prize this time') : i18n.t('account.ticket.division', 'Division {division}', { division });
}

/** What an entry covering several games won (a System 8, a PowerHit…): "Division 2 × 2 games, Division 4 × 15 games". */
export function winsText(wins: readonly { division: number; games: number }[], i18n: I18n): string {
  if (wins.length === 0) return divisionText(null, i18n);
  return wins
    .map((win) => (win.games === 1 ? i18n.t('account.ticket.division-one-game', 'Division {division} × 1 game', { division: win.division }) : i18n.t('account.ticket.division-games', 'Division {division} × {games} games', { division: win.division, games: win.games })))
    .join(', ');
}

/** Where a won prize is; null when the ticket won nothing. */
export function prizeStatusText(status: TicketOutcome['prizeStatus'], i18n: I18n): string | null {
  switch (status) {
    case 'paid':
      return i18n.t('account.ticket.prize-paid', 'Paid to your wallet');
    case 'pending':
      return i18n.t('account.ticket.prize-pending', 'Being paid');
    case 'claim_required':
      return i18n.t('account.ticket.prize-claim', 'Claim required — contact us to claim this prize');
    case 'none':
      return null;
  }
}

/**
 * Where a ticket without an outcome stands between its sales closing and its scoring, or null: an
 * open draw needs no word, and a scored one shows its outcome instead.
 */
export function drawProgressText(ticket: Pick<Ticket, 'drawStatus' | 'outcome'>, i18n: I18n): string | null {
  if (ticket.outcome) return null;
  if (ticket.drawStatus === 'DRAW_CLOSED' || ticket.drawStatus === 'DRAW_CAPPED') return i18n.t('account.ticket.sales-closed', 'Sales closed — waiting for the draw');
  // Drawn but not scored yet; a scored draw always comes with an outcome (the API answers both at once).
  if (ticket.drawStatus !== 'DRAW_OPEN') return i18n.t('account.ticket.checking', 'Drawn — checking your numbers');
  return null;
}
