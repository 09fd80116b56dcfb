import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
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
  const clearCache = jest.fn();
  const props = buildRemoteProps({ api: { ...buildApi(request), clearCache } });
  const view = render(
    <MemoryRouter initialEntries={['/my-account/take-a-break']}>
      <TakeABreakPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} clock={() => PLAY_BREAK_NOW} />
    </MemoryRouter>,
  );
  return { ...view, request, clearCache, bus: props.bus };
}
