import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { QueryClientProvider } from '@drawfront/shared/data/data-context';
import { buildApi, buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { AppRoutes } from '../app/app';

/** An answer per request path (query ignored unless the key carries it, e.g. `/x?offset=5`); an Error rejects. */
export type Answers = Record<string, unknown>;

const keyOf = (request: ApiRequest) => {
  const query = Object.entries(request.query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('&');
  return query ? `${request.path}?${query}` : request.path;
};

/** A `request` mock answering from `answers` by path with query first, then by path; anything else fails the call loudly. */
export function answering(answers: Answers): jest.Mock<Promise<unknown>, [ApiRequest]> {
  return jest.fn((request: ApiRequest) => {
    const key = keyOf(request);
    const answer = key in answers ? answers[key] : answers[request.path];
    if (answer === undefined) return Promise.reject(new Error(`Unexpected API call GET ${key}`));
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
}

/** An API failure as the client rejects with it. */
export function apiError(status: number, code: string | null, message = 'The API said no'): ApiError {
  return new ApiError({ status, code, message, errors: {}, result: null, reported: false, context: `test ${status}` });
}

/** Renders the catalogue's routes at `path` with the given API answers. */
/** The catalogue's routes at `path`; with `overrides.queries`, inside that page query cache as the parcel mounts them. */
export function renderCatalogue(path: string, request: jest.Mock, overrides: Partial<RemoteProps> = {}) {
  const props = buildRemoteProps({ api: buildApi(request), ...overrides });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={props.queries}>
        <AppRoutes {...props} clock={() => new Date('2030-01-02T00:00:00.000Z')} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...view, props };
}
