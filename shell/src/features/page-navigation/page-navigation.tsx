import { useMemo } from 'react';
import type { PageVisits } from '../../lib/page-visits';
import { RouteAnnouncer } from './route-announcer';
import { createScrollPositions } from './scroll-positions';
import { usePageNavigation } from './use-page-navigation';

/** Scroll, focus and the spoken page name on every in-app navigation, once for the shell and every remote. */
export function PageNavigation({ visits }: { visits: PageVisits }) {
  const positions = useMemo(() => createScrollPositions(), []);
  const message = usePageNavigation(visits, positions);
  return <RouteAnnouncer message={message} />;
}
