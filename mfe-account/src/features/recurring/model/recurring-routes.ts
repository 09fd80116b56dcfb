import type { RouteId } from '@drawfront/shared/routes/route-table';
import type { RecurringKind } from '../api/recurring-api';

/** Each kind's list and ticket page in the route table (storefront §2 "/my-account/autoplay with /{page} and /ticket/{id}"). */
export const RECURRING_ROUTES: Readonly<Record<RecurringKind, { list: RouteId; ticket: RouteId }>> = {
  autoplay: { list: 'autoplay', ticket: 'autoplay-ticket' },
  subscription: { list: 'subscriptions', ticket: 'subscription-ticket' },
};

// The API's ids are UUIDs (it answers 400, not 404, to anything else): a mistyped address is simply not found.
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an address's `:id` can name a recurring purchase at all. */
export function isRecordId(id: string): boolean {
  return RECORD_ID.test(id);
}
