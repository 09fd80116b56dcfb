import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { DrawfrontEvent } from '@drawfront/shared/bus/events';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { QueryClientProvider } from '@drawfront/shared/data/data-context';
import { spyQueryClient } from '@drawfront/shared/testing/spy-query-client';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { CurrentPath } from './current-path';

export type Handler = (request: ApiRequest) => unknown;

/**
 * A verification page over stubbed API answers, keyed "METHOD /path" (any other call fails), on a site with
 * verify-id; `events` collects what the page tells the shell on the bus.
 */
export function renderVerification(page: (props: RemoteProps) => ReactElement, path: string, handlers: Record<string, Handler>, site: Partial<SiteInfo> = {}) {
  const request = jest.fn(async (r: ApiRequest) => {
    const handler = handlers[`${r.method ?? 'GET'} ${r.path}`];
    if (!handler) throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
    return handler(r);
  });
  const queries = spyQueryClient();
  const props = buildRemoteProps({ api: buildApi(request), queries, site: buildSite({ capabilities: ['commercial-lotteries', 'verify-id'], ...site }) });
  const events: DrawfrontEvent[] = [];
  props.bus.events$.subscribe((event) => events.push(event));
  const view = render(
    <QueryClientProvider client={queries}>
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={page(props)} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, request, queries, events };
}
