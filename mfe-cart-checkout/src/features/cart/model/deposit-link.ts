import { fixed2 } from '@drawfront/shared/format/money';
import { CHECKOUT_PATH } from './checkout-path';

/** The deposit page pre-filled with what is missing, coming back to checkout afterwards. */
export function depositLink(shortfallMinor: number): string {
  return `/my-account/deposit?amount=${fixed2(shortfallMinor)}&returnTo=${CHECKOUT_PATH}`;
}
