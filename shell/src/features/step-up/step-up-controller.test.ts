import type { ApiClient } from '@drawfront/shared/api-client/types';
import { createEventBus } from '@drawfront/shared/bus/event-bus';
import type { DrawfrontEvent } from '@drawfront/shared/bus/events';
import { createNotificationStore } from '@drawfront/shared/stores/notification-store';
import { createStepUpController, ELEVATION_FAILURE, ELEVATION_SUCCESS } from './step-up-controller';

function setup(request: jest.Mock) {
  const bus = createEventBus();
  const events: DrawfrontEvent[] = [];
  bus.events$.subscribe((event) => events.push(event));
  const notifications = createNotificationStore(() => undefined);
  const api = { request, clearCache: jest.fn() } as unknown as ApiClient;
  return { controller: createStepUpController({ api: () => api, bus, notifications }), events, notifications };
}

const required = { result: { twoFactorAuth: { method: 'authenticator', identifier: 'Drawfront' } } };

describe('step-up controller', () => {
  it('opens on 403 REQUIRED, and after a right code lets every blocked call go again', async () => {
    const request = jest.fn().mockResolvedValue({ elevated: true });
    const { controller, events, notifications } = setup(request);
    const first = controller.elevate(required);
    const second = controller.elevate(required);
    expect(controller.state.get()).toEqual({ status: 'requesting_otp', method: 'authenticator', identifier: 'Drawfront', sentAt: null });
    expect(events).toEqual([{ type: 'auth/step-up-required', requestId: 'step-up-1' }]);
    await controller.submit('123456');
    expect(request).toHaveBeenCalledWith({ method: 'POST', path: '/customer/two-factor-auth/elevate', body: { code: '123456' } });
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    expect(controller.state.get().status).toBe('initial');
    expect(notifications.get().map((notice) => notice.message)).toEqual([ELEVATION_SUCCESS]);
  });

  it('stays open after a wrong code with the failure notice, and a closed modal fails the call', async () => {
    const { controller, notifications } = setup(jest.fn().mockRejectedValue(new Error('2fa_incorrect')));
    const blocked = controller.elevate(required);
    await controller.submit('000000');
    expect(controller.state.get().status).toBe('requesting_otp');
    expect(notifications.get().map((notice) => notice.message)).toEqual([ELEVATION_FAILURE]);
    controller.abandon();
    await expect(blocked).resolves.toBe(false);
    expect(controller.state.get().status).toBe('initial');
  });

  it('for the email method, mails a new code on request and restarts the resend wait', async () => {
    let at = 1_000;
    const request = jest.fn().mockResolvedValue({ sent: true, method: 'email', identifier: 'pl•••@example.com' });
    const bus = createEventBus();
    const api = { request, clearCache: jest.fn() } as unknown as ApiClient;
    const controller = createStepUpController({ api: () => api, bus, notifications: createNotificationStore(() => undefined), now: () => at });
    void controller.elevate({ result: { twoFactorAuth: { method: 'email', identifier: 'pl•••@example.com' } } });
    expect(controller.state.get()).toMatchObject({ method: 'email', sentAt: 1_000 });
    at = 70_000;
    await controller.resend();
    expect(request).toHaveBeenCalledWith({ method: 'POST', path: '/customer/two-factor-auth/code' });
    expect(controller.state.get()).toMatchObject({ status: 'requesting_otp', sentAt: 70_000 });
  });
});
