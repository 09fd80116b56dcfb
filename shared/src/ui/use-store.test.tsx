import { act, render, screen } from '@testing-library/react';
import { createStore } from '../stores/store';
import type { Store } from '../stores/store';
import { useStore } from './use-store';

function Count({ store }: { store: Store<number> }) {
  return <p>{useStore(store)}</p>;
}

describe('useStore', () => {
  it('renders the current value and follows changes', () => {
    const store = createStore(1);
    render(<Count store={store} />);
    expect(screen.getByText('1')).toBeTruthy();
    act(() => store.set(2));
    expect(screen.getByText('2')).toBeTruthy();
  });

  it('stops listening when unmounted', () => {
    const store = createStore(1);
    let listeners = 0;
    const counted: Store<number> = {
      ...store,
      value$: {
        subscribe: (observer: (value: number) => void) => {
          listeners += 1;
          const subscription = store.value$.subscribe(observer);
          return { unsubscribe: () => ((listeners -= 1), subscription.unsubscribe()) };
        },
      } as unknown as Store<number>['value$'],
    };
    const { unmount } = render(<Count store={counted} />);
    expect(listeners).toBe(1);
    unmount();
    expect(listeners).toBe(0);
  });
});
