import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { QueryClientProvider } from '@drawfront/shared/data/data-context';
import { spyQueryClient } from '@drawfront/shared/testing/spy-query-client';
import { buildApi, buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { TakeABreakPage } from '../features/take-a-break/components/take-a-break-page';
import { PLAY_BREAK_NOW } from './build-play-break';

export type Handler = (request: ApiRequest) => unknown;

/** The take-a-break page at PLAY_BREAK_NOW over stubbed API answers, keyed "METHOD /path"; any other call fails. */
export function renderTakeABreak(handlers: Record<string, Handler>) {
  const request = jest.fn(async (r: ApiRequest) => {
    const handler = handlers[`${r.method ?? 'GET'} ${r.path}`];
    if (!handler) throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
    return handler(r);
  });
  const queries = spyQueryClient();
  const props = buildRemoteProps({ api: buildApi(request), queries });
  const view = render(
    <QueryClientProvider client={queries}>
    <MemoryRouter initialEntries={['/my-account/take-a-break']}>
      <TakeABreakPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} clock={() => PLAY_BREAK_NOW} />
    </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, request, queries, bus: props.bus };
}
