/** Groups spec §4 "Draw status", in lifecycle order: a draw only ever moves right. DRAW_CAPPED: sales capped (sold out) before close. */
export const DRAW_STATUSES = ['DRAW_OPEN', 'DRAW_CAPPED', 'DRAW_CLOSED', 'DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED'] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];

/** Whether a draw in `status` has been drawn, so its seed and numbers may be shown. */
export const isDrawn = (status: DrawStatus): boolean => DRAW_STATUSES.indexOf(status) >= DRAW_STATUSES.indexOf('DRAW_DRAWN');

/** Whether a draw in `status` has been scored, so its dividends and prizes are known. */
export const isScored = (status: DrawStatus): boolean => DRAW_STATUSES.indexOf(status) >= DRAW_STATUSES.indexOf('DRAW_SCORED');

/** Whether sales of a draw in `status` have closed for good. */
export const isClosed = (status: DrawStatus): boolean => DRAW_STATUSES.indexOf(status) >= DRAW_STATUSES.indexOf('DRAW_CLOSED');
