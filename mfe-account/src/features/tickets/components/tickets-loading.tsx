import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { Skeleton } from '@drawfront/shared/ui/skeleton';

const PLACEHOLDER_ROWS = 3;

/** Skeleton cards shaped like the ticket list while a page loads. */
export function TicketsLoading({ label, rows = PLACEHOLDER_ROWS }: { label: string; rows?: number }) {
  return (
    <LoadingRegion label={label}>
      <div className="account-ticket-list">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="account-ticket-card">
            <Skeleton width="40%" height="1.5em" />
            <Skeleton width="90%" />
            <Skeleton width="60%" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
