import type { BlockedReasonId } from '@drawfront/shared/contract/cart';

/**
 * A limit a purchase would break: its blocked-reason id, the text the customer reads and the overrun
 * in minor units. Every limit module answers in this shape (the pre-commitment limit too, which
 * builds on these spend periods) and the spend check gathers them.
 */
export interface LimitBreach {
  reason: BlockedReasonId;
  message: string;
  exceeded: number;
}
