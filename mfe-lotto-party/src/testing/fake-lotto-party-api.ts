import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildApi } from '@drawfront/shared/testing/build-remote-props';

export type ApiHandlers = Record<string, (request: ApiRequest) => unknown>;

/**
 * The API client a page is given, answering each call by "METHOD path" (`GET /group/g-1`, `POST /cart/items`)
 * and recording it, so a test states the answers and checks the calls, not the page's hooks. A call without
 * a handler fails the test loudly.
 */
export function fakeLottoPartyApi(handlers: ApiHandlers) {
  const calls: ApiRequest[] = [];
  const api = buildApi(async (request) => {
    calls.push(request);
    const handler = handlers[`${request.method ?? 'GET'} ${request.path}`];
    if (!handler) throw new Error(`Unexpected API call ${request.method ?? 'GET'} ${request.path}`);
    return handler(request);
  });
  return { api, calls };
}

/** A failed call as the API client rejects it (storefront §8): its status, code and the message a customer may read. */
export function apiError(status: number, code: string, message = ''): ApiError {
  return new ApiError({ status, code, message, errors: {}, result: null, reported: false, context: 'test' });
}
