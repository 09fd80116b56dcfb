import type { NotificationInput } from '@drawfront/shared/bus/events';

/** Groups spec §8 "401 notification": shown when the API or the tokens could not confirm who is signed in. */
export const UNAUTHORISED_NOTIFICATION: NotificationInput = {
  title: '401 - Something went wrong',
  message: 'Sorry, looks like we had some trouble verifying your login details. Please try again.',
  level: 'error',
};

/** Shown when the inactivity timer signs the customer out (the spec gives no text for it). */
export const EXPIRED_NOTIFICATION: NotificationInput = {
  title: 'Signed out',
  message: 'You were signed out after a period of inactivity. Please sign in again to continue.',
  level: 'info',
};
