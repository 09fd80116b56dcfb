import type { ReactNode } from 'react';
import type { RemoteProps } from '../contract/remote-props';
import { QueryClientProvider } from '../data/data-context';
import type { QueryClient } from '../data/query-client';
import { PageOutcomeProvider } from '../ui/page-outcome';
import { BuyGuardProvider } from '../ui/play-break-notice';

/**
 * What every remote's routes run inside (under its router): the page's query cache, the buy guard
 * (every buy button becomes the break notice while the customer is on a break) and the page outcomes
 * (a read's 404 is the not-found page, its 401 the sign-in).
 */
export function RemoteProviders({ props, queries, children }: { props: RemoteProps; queries: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queries}>
      <BuyGuardProvider session={props.session} site={props.site} i18n={props.i18n} navigate={props.navigate}>
        <PageOutcomeProvider i18n={props.i18n} navigate={props.navigate} bus={props.bus}>
          {children}
        </PageOutcomeProvider>
      </BuyGuardProvider>
    </QueryClientProvider>
  );
}
