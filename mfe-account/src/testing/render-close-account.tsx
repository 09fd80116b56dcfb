import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { DrawfrontEvent } from '@drawfront/shared/bus/events';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { QueryClientProvider } from '@drawfront/shared/data/data-context';
import { spyQueryClient } from '@drawfront/shared/testing/spy-query-client';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { CloseAccountPage } from '../features/close-account/components/close-account-page';
import { CurrentPath } from './current-path';

export type Handler = (request: ApiRequest) => unknown;

/** The balance answer of `GET /customer/withdrawable-funds`, in cents. */
export const closureFunds = (balance: number, withdrawable = balance) => () => ({ balance: { amount: balance, currency: 'AUD' }, withdrawableFunds: { amount: withdrawable, currency: 'AUD' } });

/**
 * The close-my-account page over stubbed API answers, keyed "METHOD /path" (any other call fails), on a site
 * with withdrawals and breaks; `events` collects what the page tells the shell on the bus.
 */
export function renderCloseAccount(handlers: Record<string, Handler>, site: Partial<SiteInfo> = {}) {
  const request = jest.fn(async (r: ApiRequest) => {
    const handler = handlers[`${r.method ?? 'GET'} ${r.path}`];
    if (!handler) throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
    return handler(r);
  });
  const queries = spyQueryClient();
  const props = buildRemoteProps({ api: buildApi(request), queries, site: buildSite({ capabilities: ['commercial-lotteries', 'wallet-withdrawal'], ...site }) });
  const events: DrawfrontEvent[] = [];
  props.bus.events$.subscribe((event) => events.push(event));
  const view = render(
    <QueryClientProvider client={queries}>
    <MemoryRouter initialEntries={['/close-my-account']}>
      <Routes>
        <Route path="*" element={<CloseAccountPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, request, queries, events };
}
