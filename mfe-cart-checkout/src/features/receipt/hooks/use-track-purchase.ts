import { useEffect } from 'react';
import type { EventBus } from '@drawfront/shared/bus/event-bus';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { claimPurchaseTracking } from '../model/tracked-purchases';

/** Sends the `purchase` analytics event with the receipt's tracking data, once per checkout. */
export function useTrackPurchase(bus: EventBus, receipt: Receipt | null): void {
  useEffect(() => {
    if (!receipt || !claimPurchaseTracking(receipt.checkoutId)) return;
    bus.emit({ type: 'analytics/track', name: 'purchase', properties: { checkoutId: receipt.checkoutId, ...receipt.trackingData } });
  }, [bus, receipt]);
}
