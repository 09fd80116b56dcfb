import type { ApiRequest } from '@drawfront/shared/api-client/types';

/** A fake API routing by method and path to the handlers given; anything else fails the test loudly. */
export function fakeApi(handlers: Record<string, (request: ApiRequest) => unknown>) {
  const calls: ApiRequest[] = [];
  const request = jest.fn(async (request: ApiRequest) => {
    calls.push(request);
    const handler = handlers[`${request.method ?? 'GET'} ${request.path}`];
    if (!handler) throw new Error(`Unexpected API call ${request.method ?? 'GET'} ${request.path}`);
    return handler(request);
  });
  return { api: { request, clearCache: () => undefined } as never, calls };
}
