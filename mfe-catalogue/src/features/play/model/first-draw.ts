import type { Draw } from '@drawfront/shared/contract/catalogue';

export interface FirstDrawChoice {
  draw: Draw | null;
  /** Set when `?firstDrawNo=` named an open draw later than the next one. */
  laterDrawNo: number | null;
  /** Set when `?firstDrawNo=` named a draw that is not on sale, so the next draw is used instead. */
  unavailableDrawNo: number | null;
}

/** The first draw of a ticket: the open draw `?firstDrawNo=` names, else the next open draw (`open` is earliest first). */
export function chooseFirstDraw(open: readonly Draw[], firstDrawNo: string | null): FirstDrawChoice {
  const next = open[0] ?? null;
  if (firstDrawNo === null || firstDrawNo === '') return { draw: next, laterDrawNo: null, unavailableDrawNo: null };
  const wanted = Number(firstDrawNo);
  const match = Number.isInteger(wanted) ? open.find((draw) => draw.drawNo === wanted) : undefined;
  if (!match) return { draw: next, laterDrawNo: null, unavailableDrawNo: Number.isInteger(wanted) ? wanted : null };
  // The first open draw is the default, so asking for it adds nothing to the cart item (spec: plain product path).
  return { draw: match, laterDrawNo: match === next ? null : match.drawNo, unavailableDrawNo: null };
}
