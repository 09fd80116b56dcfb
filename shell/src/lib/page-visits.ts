import { pageStamp } from '@drawfront/shared/bus/page-stamp';

/** The page the customer is on, in the sense of "a drawer started here may still open": a new one per path change. */
export interface PageVisit {
  /** Counts page visits in this document; the first load is 1. */
  readonly epoch: number;
  readonly pathname: string;
  /** `pageStamp()` when the visit began. */
  readonly startedAt: number;
}

export interface PageVisits {
  current(): PageVisit;
  /** Records a move to `pathname`; the same path again (a filter, a hash) keeps the visit. */
  begin(pathname: string): PageVisit;
  /**
   * Whether UI started at `startedAt` (a `pageStamp()`) still belongs to the page on screen. UI without a
   * stamp (an older remote) is always current, as it was before stamps existed.
   */
  isCurrent(startedAt: number | undefined): boolean;
}

/** The shell's navigation epoch: drawers, dialogs and toasts check it before they open. */
export function createPageVisits(pathname: string, now: () => number = pageStamp): PageVisits {
  let visit: PageVisit = { epoch: 1, pathname, startedAt: Number.NEGATIVE_INFINITY };
  return {
    current: () => visit,
    begin(next) {
      if (next !== visit.pathname) visit = { epoch: visit.epoch + 1, pathname: next, startedAt: now() };
      return visit;
    },
    isCurrent: (startedAt) => startedAt === undefined || startedAt >= visit.startedAt,
  };
}
