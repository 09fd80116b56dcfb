import { createEventBus } from './event-bus';
import type { DrawfrontEvent } from './events';

describe('event bus', () => {
  it('delivers an event only to subscribers of its type', () => {
    const bus = createEventBus();
    const cartEvents: number[] = [];
    const navigations: string[] = [];
    bus.on('cart/changed').subscribe((event) => cartEvents.push(event.itemCount));
    bus.on('navigation/request').subscribe((event) => navigations.push(event.to));

    bus.emit({ type: 'cart/changed', itemCount: 2, total: { amount: 1000, currency: 'AUD' } });
    bus.emit({ type: 'navigation/request', to: '/cart' });

    expect(cartEvents).toEqual([2]);
    expect(navigations).toEqual(['/cart']);
  });

  it('rejects a malformed event in validating mode and delivers nothing', () => {
    const bus = createEventBus({ validate: true });
    const seen: unknown[] = [];
    bus.events$.subscribe((event) => seen.push(event));
    const bad = { type: 'cart/changed', itemCount: -1, total: { amount: 1.5, currency: 'AUD' } } as DrawfrontEvent;

    expect(() => bus.emit(bad)).toThrow(/Invalid bus event "cart\/changed": itemCount must be a non-negative integer/);
    expect(seen).toEqual([]);
  });

  it('rejects an unknown event type in validating mode', () => {
    const bus = createEventBus({ validate: true });
    expect(() => bus.emit({ type: 'cart/exploded' } as unknown as DrawfrontEvent)).toThrow(/unknown event type/);
  });

  it('does not validate when validation is off (production), so a bad payload costs nothing', () => {
    const bus = createEventBus();
    const seen: unknown[] = [];
    bus.events$.subscribe((event) => seen.push(event));
    bus.emit({ type: 'navigation/request', to: 'cart' });
    expect(seen).toHaveLength(1);
  });

  it('accepts every well-formed event kind in validating mode', () => {
    const bus = createEventBus({ validate: true });
    const good: DrawfrontEvent[] = [
      { type: 'session/changed', isAuthenticated: true, customerId: 'c1' },
      { type: 'session/logged-in', customerId: 'c1' },
      { type: 'session/logout-requested', reason: 'user' },
      { type: 'auth/login-required', returnTo: '/my-account' },
      { type: 'auth/step-up-required', requestId: 'r1' },
      { type: 'notification/show', notification: { title: 'Saved', message: 'Done', level: 'success' } },
      { type: 'analytics/track', name: 'page', properties: {} },
      { type: 'wallet/changed', balance: { amount: 500, currency: 'AUD' } },
      { type: 'error/sitewide', status: 503, code: null },
    ];
    for (const event of good) expect(() => bus.emit(event)).not.toThrow();
  });
});
