import { act, renderHook } from '@testing-library/react';
import { createEventBus } from '@drawfront/shared/bus/event-bus';
import type { EventOf } from '@drawfront/shared/bus/events';
import { createPageVisits } from '../../lib/page-visits';
import { usePreCartDrawer } from './use-pre-cart-drawer';

const added = (startedAt?: number): EventOf<'cart/item-added'> => ({
  type: 'cart/item-added',
  description: 'Lucky Strike, 1 game',
  lineTotal: { amount: 500, currency: 'AUD' },
  cartTotal: { amount: 500, currency: 'AUD' },
  cartPath: '/cart',
  cartLines: [],
  ...(startedAt === undefined ? {} : { startedAt }),
});

describe('usePreCartDrawer', () => {
  it('opens for an add started on the page the customer is on', () => {
    let now = 10;
    const visits = createPageVisits('/', () => now);
    const bus = createEventBus({ validate: true });
    const { result } = renderHook(() => usePreCartDrawer(bus, window.location.pathname, visits));
    now = 20;
    act(() => bus.emit(added(15)));
    expect(result.current.added?.description).toBe('Lucky Strike, 1 game');
  });

  it('drops an add that answers after the customer moved to another page', () => {
    let now = 10;
    const visits = createPageVisits('/lucky-strike', () => now);
    const bus = createEventBus({ validate: true });
    const { result } = renderHook(() => usePreCartDrawer(bus, window.location.pathname, visits));
    const startedAt = 12;
    now = 30;
    visits.begin('/results');
    act(() => bus.emit(added(startedAt)));
    expect(result.current.added).toBeNull();
  });
});
