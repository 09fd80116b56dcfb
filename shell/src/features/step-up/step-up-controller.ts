import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { EventBus } from '@drawfront/shared/bus/event-bus';
import type { NotificationStore } from '@drawfront/shared/stores/notification-store';
import { createStore } from '@drawfront/shared/stores/store';
import type { Store } from '@drawfront/shared/stores/store';

/** Groups spec §4 "Two-factor elevation status"; the modal shows in requesting_otp and replaying. */
export type ElevationStatus = 'initial' | 'requesting_otp' | 'replaying' | 'post_elevation_complete' | 'abandoned';

export interface ElevationState {
  status: ElevationStatus;
  /** How the code reaches the customer, from the 403's `twoFactorAuth`. */
  method: 'authenticator' | 'email' | null;
  identifier: string;
  /** When the last emailed code went out (ms), for the resend wait; null for the authenticator. */
  sentAt: number | null;
}

/** Groups spec §8 texts. */
export const ELEVATION_TITLE = '2 factor authentication is required to complete this action';
export const ELEVATION_SUCCESS = "You've successfully verified your 2FA code.";
export const ELEVATION_FAILURE = 'Authentication failed. Please try again.';

export interface StepUpController {
  state: Store<ElevationState>;
  /** The API client's `elevate`: opens the modal and answers whether the customer proved a code. */
  elevate(error: { result: unknown }): Promise<boolean>;
  /** The modal's submit: POST …/elevate; success closes the modal and lets the call be sent again. */
  submit(code: string): Promise<void>;
  /** "Resend code" for the email method: `POST /customer/two-factor-auth/code` mails a new one (at most one a minute). */
  resend(): Promise<void>;
  /** The modal closed without a code: the blocked call fails with its 403. */
  abandon(): void;
}

const idle: ElevationState = { status: 'initial', method: null, identifier: '', sentAt: null };

/**
 * Step-up (groups spec §4): a 403 REQUIRED from any call opens the elevation modal; the code is sent to
 * `POST /customer/two-factor-auth/elevate`, and on success the API client sends the blocked call once
 * more. Calls blocked together share one modal and one code.
 */
export function createStepUpController(deps: { api: () => ApiClient; bus: EventBus; notifications: NotificationStore; now?: () => number }): StepUpController {
  const now = deps.now ?? Date.now;
  const state = createStore<ElevationState>(idle);
  let waiting: Array<(proved: boolean) => void> = [];
  let requests = 0;

  const settle = (proved: boolean) => {
    const resolvers = waiting;
    waiting = [];
    resolvers.forEach((resolve) => resolve(proved));
  };

  return {
    state,
    elevate(error) {
      const challenge = (typeof error.result === 'object' && error.result !== null ? (error.result as { twoFactorAuth?: { method?: string; identifier?: string } }).twoFactorAuth : undefined) ?? {};
      const method = challenge.method === 'email' || challenge.method === 'authenticator' ? challenge.method : null;
      if (state.get().status !== 'requesting_otp' && state.get().status !== 'replaying') {
        // The API mailed an email-method code with its 403: the resend wait starts now.
        state.set({ status: 'requesting_otp', method, identifier: challenge.identifier ?? '', sentAt: method === 'email' ? now() : null });
        requests += 1;
        deps.bus.emit({ type: 'auth/step-up-required', requestId: `step-up-${requests}` });
      }
      return new Promise<boolean>((resolve) => waiting.push(resolve));
    },
    async submit(code) {
      state.update((current) => ({ ...current, status: 'replaying' }));
      try {
        await deps.api().request({ method: 'POST', path: '/customer/two-factor-auth/elevate', body: { code } });
      } catch {
        state.update((current) => ({ ...current, status: 'requesting_otp' }));
        deps.notifications.show({ title: 'Not verified', message: ELEVATION_FAILURE, level: 'error' });
        return;
      }
      state.set({ ...idle, status: 'post_elevation_complete' });
      deps.notifications.show({ title: 'Verified', message: ELEVATION_SUCCESS, level: 'success' });
      settle(true);
      state.set(idle);
    },
    async resend() {
      try {
        await deps.api().request({ method: 'POST', path: '/customer/two-factor-auth/code' });
      } catch (error) {
        deps.notifications.show({ title: 'Not sent', message: error instanceof Error ? error.message : ELEVATION_FAILURE, level: 'error' });
        return;
      }
      state.update((current) => ({ ...current, sentAt: now() }));
    },
    abandon() {
      state.set({ ...idle, status: 'abandoned' });
      settle(false);
      state.set(idle);
    },
  };
}
