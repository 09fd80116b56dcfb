import { act, renderHook, waitFor } from '@testing-library/react';
import { Subject } from 'rxjs';
import { useResource } from './use-resource';

/** A load whose answers the test hands out one by one. */
function deferredLoads<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void; signal: AbortSignal }[] = [];
  const load = (signal: AbortSignal) => new Promise<T>((resolve, reject) => pending.push({ resolve, reject, signal }));
  return { load, pending };
}

describe('useResource', () => {
  it('shows loading, then the data', async () => {
    const { load, pending } = deferredLoads<string>();
    const { result } = renderHook(() => useResource(load));
    expect(result.current.status).toBe('loading');
    await act(async () => pending[0]!.resolve('tickets'));
    expect(result.current).toMatchObject({ status: 'success', data: 'tickets' });
  });

  it('shows a failure, and retry loads again from the loading state', async () => {
    const { load, pending } = deferredLoads<string>();
    const { result } = renderHook(() => useResource(load));
    await act(async () => pending[0]!.reject(new Error('down')));
    expect(result.current).toMatchObject({ status: 'error', error: new Error('down') });
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await act(async () => pending[1]!.resolve('back'));
    expect(result.current).toMatchObject({ status: 'success', data: 'back' });
  });

  it('never shows a slow answer for the previous load as the new one', async () => {
    const first = deferredLoads<string>();
    const second = deferredLoads<string>();
    const { result, rerender } = renderHook(({ load }) => useResource(load), { initialProps: { load: first.load } });
    rerender({ load: second.load });
    expect(first.pending[0]!.signal.aborted).toBe(true);
    await act(async () => first.pending[0]!.resolve('page 1'));
    expect(result.current.status).toBe('loading');
    await act(async () => second.pending[0]!.resolve('page 2'));
    expect(result.current).toMatchObject({ status: 'success', data: 'page 2' });
  });

  it('refreshes in the background, keeping what is shown until the answer lands', async () => {
    const { load, pending } = deferredLoads<number>();
    const { result } = renderHook(() => useResource(load));
    await act(async () => pending[0]!.resolve(1));
    let refreshed!: Promise<void>;
    act(() => {
      refreshed = result.current.refresh();
    });
    expect(result.current).toMatchObject({ status: 'success', data: 1 });
    await act(async () => {
      pending[1]!.resolve(2);
      await refreshed;
    });
    expect(result.current).toMatchObject({ status: 'success', data: 2 });
  });

  it('keeps what is shown when a background refresh fails', async () => {
    const { load, pending } = deferredLoads<number>();
    const { result } = renderHook(() => useResource(load));
    await act(async () => pending[0]!.resolve(1));
    await act(async () => {
      const refreshed = result.current.refresh();
      pending[1]!.reject(new Error('down'));
      await refreshed;
    });
    expect(result.current).toMatchObject({ status: 'success', data: 1 });
  });

  it("drops a refresh answer older than the page's own write", async () => {
    const { load, pending } = deferredLoads<string>();
    const { result } = renderHook(() => useResource(load));
    await act(async () => pending[0]!.resolve('limit $50'));
    let refreshed!: Promise<void>;
    act(() => {
      refreshed = result.current.refresh();
    });
    act(() => result.current.replace('limit $20'));
    await act(async () => {
      pending[1]!.resolve('limit $50');
      await refreshed;
    });
    expect(result.current).toMatchObject({ status: 'success', data: 'limit $20' });
  });

  it('refreshes when the refresh signal fires, and stops listening when unmounted', async () => {
    const changed = new Subject<void>();
    let calls = 0;
    const load = () => Promise.resolve(++calls);
    const { result, unmount } = renderHook(() => useResource(load, { refreshOn: changed }));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 1 }));
    await act(async () => changed.next());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 2 }));
    unmount();
    expect(changed.observed).toBe(false);
  });
});
