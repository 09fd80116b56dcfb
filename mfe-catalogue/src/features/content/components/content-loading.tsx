import type { I18n } from '@drawfront/shared/contract/i18n';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { Skeleton } from '@drawfront/shared/ui/skeleton';

/** Skeleton lines while a content page loads. */
export function ContentLoading({ i18n }: { i18n: I18n }) {
  return (
    <LoadingRegion label={i18n.t('content.loading', 'Loading page')} className="content-page">
      <Skeleton height="2.5rem" width="60%" />
      <Skeleton height="1rem" />
      <Skeleton height="1rem" />
      <Skeleton height="1rem" width="80%" />
    </LoadingRegion>
  );
}
