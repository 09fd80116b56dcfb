import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { AppRoutes } from '../app/app';
import { CurrentPath } from './current-path';

export type RecurringHandler = (request: ApiRequest) => unknown;

/**
 * Renders the account remote's own routes at `path` on a site with autoplay and subscriptions, answering each
 * call from `handlers` by "METHOD /path"; any other call fails the test.
 */
export function renderRecurringRoutes(path: string, handlers: Record<string, RecurringHandler>) {
  const request = jest.fn(async (r: ApiRequest) => {
    const handler = handlers[`${r.method ?? 'GET'} ${r.path}`];
    if (!handler) throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
    return handler(r);
  });
  const site = buildSite({ capabilities: ['commercial-lotteries', 'viewing-orders', 'autoplay-manage', 'subscription-manage', 'combined-recurring-purchases'] });
  const props = buildRemoteProps({ api: buildApi(request), site });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes {...props} />
      <CurrentPath />
    </MemoryRouter>,
  );
  return { ...view, request };
}

/** The calls the page made, as sent. */
export function sent(request: jest.Mock, method = 'GET'): ApiRequest[] {
  return request.mock.calls.map(([r]) => r as ApiRequest).filter((r) => (r.method ?? 'GET') === method);
}
