import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError } from '../api-client/api-error';
import { QueryClientProvider } from './data-context';
import { createQueryClient } from './query-client';
import type { QueryClient } from './query-client';
import { useMutation } from './use-mutation';
import { useQuery } from './use-query';

const apiError = (status: number) => new ApiError({ status, message: `answered ${status}`, code: null, errors: {}, result: null, reported: false, context: 'GET /x' });

function wrapperFor(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

describe('useQuery', () => {
  it('two readers of one key (a remote and the header) share one request', async () => {
    const client = createQueryClient();
    let calls = 0;
    const load = () => Promise.resolve({ balance: ++calls });
    const { result } = renderHook(() => [useQuery(['customer'], load), useQuery(['customer'], load)] as const, { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current[0]).toMatchObject({ status: 'success', data: { balance: 1 } }));
    expect(result.current[1]).toMatchObject({ status: 'success', data: { balance: 1 } });
    expect(calls).toBe(1);
  });

  it('reads again in the background when a mutation invalidates its key', async () => {
    const client = createQueryClient();
    let balance = 1000;
    const load = () => Promise.resolve({ balance });
    const { result } = renderHook(
      () => ({
        customer: useQuery(['customer'], load),
        purchase: useMutation<string, string, unknown>({
          send: () => {
            balance -= 300;
            return Promise.resolve('receipt');
          },
          toFailure: (error) => error,
          invalidates: [['customer'], ['cart']],
        }),
      }),
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(result.current.customer).toMatchObject({ status: 'success', data: { balance: 1000 } }));
    await act(async () => void (await result.current.purchase.submit('order')));
    await waitFor(() => expect(result.current.customer).toMatchObject({ status: 'success', data: { balance: 700 } }));
  });

  it('reads a new key when the key changes', async () => {
    const client = createQueryClient();
    const load = jest.fn((signal: AbortSignal) => Promise.resolve(signal.aborted ? 'aborted' : 'page'));
    const { result, rerender } = renderHook(({ page }) => useQuery(['tickets', page], load), { wrapper: wrapperFor(client), initialProps: { page: 1 } });
    await waitFor(() => expect(result.current.status).toBe('success'));
    rerender({ page: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    rerender({ page: 2 });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('reads on its own outside a provider, as useResource does', async () => {
    const load = jest.fn(() => Promise.resolve('tickets'));
    const { result } = renderHook(() => useQuery(['tickets'], load));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'tickets' }));
  });

  describe('polling', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('polls while visible, and stops for good after a 401', async () => {
      const onUnauthorised = jest.fn();
      const client = createQueryClient({ onUnauthorised });
      const answers: (number | ApiError)[] = [1, 2, apiError(401)];
      const load = jest.fn(() => {
        const next = answers.shift() ?? 9;
        return next instanceof ApiError ? Promise.reject(next) : Promise.resolve(next);
      });
      const { result } = renderHook(() => useQuery(['notifications', 'unread'], load, { pollMs: 1000 }), { wrapper: wrapperFor(client) });
      await act(async () => undefined);
      expect(result.current).toMatchObject({ status: 'success', data: 1 });
      await act(async () => void jest.advanceTimersByTime(1000));
      expect(result.current).toMatchObject({ status: 'success', data: 2 });
      await act(async () => void jest.advanceTimersByTime(1000));
      expect(load).toHaveBeenCalledTimes(3);
      expect(onUnauthorised).toHaveBeenCalledTimes(1);
      await act(async () => void jest.advanceTimersByTime(10_000));
      act(() => void window.dispatchEvent(new Event('focus')));
      expect(load).toHaveBeenCalledTimes(3);
      // What was shown stays.
      expect(result.current).toMatchObject({ status: 'success', data: 2 });
    });
  });
});
