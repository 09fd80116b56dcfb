import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiClient, ApiRequest } from '@drawfront/shared/api-client/types';

/** An answer for one call: a value, or a function of the request (which may throw or return a rejected promise). */
export type FakeAnswer = unknown | ((request: ApiRequest) => unknown);

export interface FakeApi extends ApiClient {
  /** Every request made, in order. */
  calls: ApiRequest[];
  /** Calls as "METHOD /path" strings, for short assertions. */
  routes(): string[];
}

/**
 * A fake API client answering by "METHOD /path" (test helper; only tests import it). A call
 * nobody stubbed rejects loudly, so a test never passes on an accidental request.
 */
export function fakeApi(answers: Record<string, FakeAnswer>): FakeApi {
  const calls: ApiRequest[] = [];
  const key = (request: ApiRequest) => `${request.method ?? 'GET'} ${request.path}`;
  return {
    calls,
    routes: () => calls.map(key),
    clearCache: () => undefined,
    request: (async (request: ApiRequest) => {
      calls.push(request);
      if (!(key(request) in answers)) throw new Error(`Unexpected API call ${key(request)}`);
      const answer = answers[key(request)];
      return typeof answer === 'function' ? (answer as (r: ApiRequest) => unknown)(request) : answer;
    }) as ApiClient['request'],
  };
}

/** The real ApiError the client rejects with, as the API would answer `status` with `code`. */
export function apiError(status: number, code: string | null, message: string, result: unknown = null): ApiError {
  return new ApiError({ status, code, message, errors: {}, result, reported: false, context: `fake call answered ${status}` });
}
