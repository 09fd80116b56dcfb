import { act, renderHook } from '@testing-library/react';
import { useSubmitOnce } from './use-submit-once';
import type { SubmitOnceOptions } from './use-submit-once';

type Failure = { settled: boolean; message: string };
const toFailure = (error: unknown): Failure => ({ settled: !(error instanceof TypeError), message: String(error) });

function calls() {
  const sent: { input: string; key: string | null; resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const send = (input: string, key: string | null) => new Promise<string>((resolve, reject) => sent.push({ input, key, resolve, reject }));
  return { sent, send };
}

function setup(options: Partial<SubmitOnceOptions<string, string, Failure>> = {}) {
  const { sent, send } = calls();
  let keys = 0;
  const onSuccess = jest.fn();
  const hook = renderHook(() =>
    useSubmitOnce<string, string, Failure>({ send, toFailure, onSuccess, idempotency: { newKey: () => `key-${++keys}`, isSettled: (f) => f.settled }, ...options }),
  );
  return { ...hook, sent, onSuccess };
}

describe('useSubmitOnce', () => {
  it('goes submitting → success and tells the page', async () => {
    const { result, sent, onSuccess } = setup();
    act(() => void result.current.submit('order'));
    expect(result.current.state).toEqual({ status: 'submitting' });
    await act(async () => sent[0]!.resolve('receipt'));
    expect(result.current.state).toEqual({ status: 'success', result: 'receipt' });
    expect(onSuccess).toHaveBeenCalledWith('receipt', 'order');
  });

  it('sends nothing for a second press while the first is on its way', async () => {
    const { result, sent } = setup();
    act(() => {
      void result.current.submit('order');
      void result.current.submit('order');
    });
    expect(sent).toHaveLength(1);
  });

  it('keeps the idempotency key when the outcome is unknown, and makes a new one after a refusal', async () => {
    const { result, sent } = setup();
    act(() => void result.current.submit('order'));
    await act(async () => sent[0]!.reject(new TypeError('network')));
    expect(result.current.state).toEqual({ status: 'error', failure: { settled: false, message: 'TypeError: network' } });
    act(() => void result.current.submit('order'));
    expect(sent[1]!.key).toBe(sent[0]!.key);
    await act(async () => sent[1]!.reject(new Error('422')));
    act(() => void result.current.submit('order'));
    expect(sent[2]!.key).not.toBe(sent[1]!.key);
  });

  it('makes a new key when the customer changes the attempt (another card or amount)', async () => {
    const { result, sent } = setup({ idempotency: { newKey: (() => { let n = 0; return () => `k${++n}`; })(), isSettled: () => false, sameAttempt: (a, b) => a === b } });
    act(() => void result.current.submit('card-1 $20'));
    await act(async () => sent[0]!.reject(new TypeError('timeout')));
    act(() => void result.current.submit('card-2 $20'));
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });

  it('sends no key without idempotency', async () => {
    const { result, sent } = setup({ idempotency: undefined });
    act(() => void result.current.submit('email'));
    expect(sent[0]!.key).toBeNull();
  });

  it('stays locked after a success when asked (the page is moving on), and reset does nothing then', async () => {
    const { result, sent } = setup({ lockAfterSuccess: true });
    act(() => void result.current.submit('order'));
    await act(async () => sent[0]!.resolve('receipt'));
    act(() => {
      result.current.reset();
      void result.current.submit('order');
    });
    expect(sent).toHaveLength(1);
    expect(result.current.state).toEqual({ status: 'success', result: 'receipt' });
  });

  it('reset forgets the attempt: the next press is a new key', async () => {
    const { result, sent } = setup();
    act(() => void result.current.submit('order'));
    await act(async () => sent[0]!.reject(new TypeError('network')));
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ status: 'idle' });
    act(() => void result.current.submit('order'));
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });

  it('still reports a success that lands after the page went away', async () => {
    const { result, sent, onSuccess, unmount } = setup();
    act(() => void result.current.submit('sign-up'));
    unmount();
    await act(async () => sent[0]!.resolve('session'));
    expect(onSuccess).toHaveBeenCalledWith('session', 'sign-up');
  });
});
