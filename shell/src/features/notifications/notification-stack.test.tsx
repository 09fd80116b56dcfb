import { act, fireEvent, screen } from '@testing-library/react';
import { NOTIFICATION_AUTO_DISMISS_MS } from '@drawfront/shared/stores/notification-store';
import type { DrawfrontEvent } from '@drawfront/shared/bus/events';
import { buildShellContext, renderAt } from '../../testing/test-context';
import { NotificationStack } from './notification-stack';

const saved = { title: 'Ticket saved', message: 'Your numbers are in the cart.', level: 'success' } as const;

function setup() {
  const context = buildShellContext();
  renderAt(<NotificationStack context={context} />);
  const events: DrawfrontEvent[] = [];
  context.bus.events$.subscribe((event) => events.push(event));
  return { context, events };
}

describe('NotificationStack', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a notification from the store with its title and message', () => {
    const { context } = setup();
    act(() => void context.notifications.show(saved));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Ticket saved');
    expect(status.textContent).toContain('Your numbers are in the cart.');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.className).toContain('df-notification--success');
  });

  it('announces errors as alerts', () => {
    const { context } = setup();
    act(() => void context.notifications.show({ title: '401 - Something went wrong', message: 'Please try again.', level: 'error' }));
    expect(screen.getByRole('alert').textContent).toContain('Error: 401 - Something went wrong');
  });

  it('shows notifications emitted on the bus', () => {
    const { context } = setup();
    act(() => context.bus.emit({ type: 'notification/show', notification: saved }));
    expect(screen.getByRole('status').textContent).toContain('Ticket saved');
    expect(context.notifications.get()).toHaveLength(1);
  });

  it('dismisses with "Ok, got it"', () => {
    const { context } = setup();
    act(() => void context.notifications.show(saved));
    fireEvent.click(screen.getByRole('button', { name: 'Ok, got it' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(context.notifications.get()).toEqual([]);
  });

  it('disappears after 10 s on its own', () => {
    jest.useFakeTimers();
    const { context } = setup();
    act(() => void context.notifications.show(saved));
    act(() => jest.advanceTimersByTime(NOTIFICATION_AUTO_DISMISS_MS - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(NOTIFICATION_AUTO_DISMISS_MS).toBe(10_000);
  });

  it('keeps a notification that is not auto-dismissed', () => {
    jest.useFakeTimers();
    const { context } = setup();
    act(() => void context.notifications.show({ ...saved, isAutoDismissed: false }));
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('status')).not.toBeNull();
  });

  it('renders actions: internal links, http(s) links and buttons; choosing one tracks it and dismisses', () => {
    const { context, events } = setup();
    act(
      () =>
        void context.notifications.show({
          ...saved,
          actions: [
            { id: 'view-cart', text: 'View cart', link: '/cart' },
            { id: 'help', text: 'Help centre', link: 'https://help.example/cart' },
            { id: 'bad', text: 'Sneaky', link: 'javascript:alert(1)' },
            { id: 'undo', text: 'Undo' },
          ],
        }),
    );
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Help centre' }).getAttribute('href')).toBe('https://help.example/cart');
    expect(screen.queryByRole('link', { name: 'Sneaky' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(events).toContainEqual({ type: 'analytics/track', name: 'notification_action', properties: { title: 'Ticket saved', action: 'undo' } });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stops listening to the bus when unmounted', () => {
    const context = buildShellContext();
    const { unmount } = renderAt(<NotificationStack context={context} />);
    unmount();
    context.bus.emit({ type: 'notification/show', notification: saved });
    expect(context.notifications.get()).toEqual([]);
  });
});
