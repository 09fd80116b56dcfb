import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { Skeleton } from '@drawfront/shared/ui/skeleton';

const PLACEHOLDER_ROWS = 5;

/** Skeleton rows shaped like the transactions table while a page loads. */
export function TransactionsLoading({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="account-transactions__loading">
      {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
        <div key={index} className="account-transactions__placeholder-row">
          <Skeleton width="8rem" />
          <Skeleton width="40%" />
          <Skeleton width="5rem" />
          <Skeleton width="5rem" />
        </div>
      ))}
    </LoadingRegion>
  );
}
