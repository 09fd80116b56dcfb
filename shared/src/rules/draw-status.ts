import type { DrawStatus } from '../contract/draws';

/** The lifecycle in order (groups spec §4); DRAW_CAPPED is a sales state beside DRAW_OPEN, not a step after it. */
export const DRAW_LIFECYCLE: readonly DrawStatus[] = ['DRAW_OPEN', 'DRAW_CLOSED', 'DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED'];

/** Groups spec §4 "Result groups". */
export const RESULT_GROUPS = {
  /** Numbers are known: drawn, scored, paid, emailed. */
  drawnOrLater: ['DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED'],
  /** Drawn, prizes still being worked out or paid. */
  drawnOrScored: ['DRAW_DRAWN', 'DRAW_SCORED'],
  /** Prizes are in winners' wallets. */
  paidOrEmailed: ['DRAW_PAID', 'DRAW_EMAILED'],
} as const satisfies Record<string, readonly DrawStatus[]>;

/** Whether a draw's numbers are known (its tickets are "past tickets", its page shows a result). */
export function isDrawn(status: DrawStatus): boolean {
  return (RESULT_GROUPS.drawnOrLater as readonly DrawStatus[]).includes(status);
}

/** Whether prizes of a draw have been paid (a ticket shows "Paid to your wallet"). */
export function isPaid(status: DrawStatus): boolean {
  return (RESULT_GROUPS.paidOrEmailed as readonly DrawStatus[]).includes(status);
}

/** Whether a draw may move from `from` to `to`: one step forward along the lifecycle (CAPPED → CLOSED too). */
export function canMoveDraw(from: DrawStatus, to: DrawStatus): boolean {
  if (from === 'DRAW_CAPPED') return to === 'DRAW_CLOSED';
  if (from === 'DRAW_OPEN' && to === 'DRAW_CAPPED') return true;
  const index = DRAW_LIFECYCLE.indexOf(from);
  return index >= 0 && DRAW_LIFECYCLE[index + 1] === to;
}
