import type { MigrationStatus } from '../contract/migration';
import type { PlayBreak } from '../rules/play-break';
import { createStore, type Store } from './store';

export interface Money {
  /** Integer minor units (cents, pence). */
  amount: number;
  currency: string;
}

export interface CustomerSummary {
  customerId: string;
  firstname: string;
  lastname: string;
  email: string;
  balance: Money;
  forcePasswordChange: boolean;
  accountUpgrade: boolean;
  /** The break or self-exclusion on the customer's record, if any (remotes show its notice in place of buy buttons). */
  playBreak?: PlayBreak | null;
  /** What the shell's confirmation banner asks about (groups spec §4 "Confirmation banner"). */
  addressConfirmationRequired?: boolean;
  emailAddressConfirmationRequired?: boolean;
  /** Groups spec §3: the account migration status (the shell's migration modal opens on eligible_soft / eligible_hard). */
  migrationStatus?: MigrationStatus;
  /** Groups spec §3, §6: located in a banned country and the terms not yet confirmed there. */
  countryBannedConfirmationRequired?: boolean;
}

/** The signed-in state the shell owns; remotes read it and ask the shell (via the bus) to change it. */
export interface SessionState {
  isAuthenticated: boolean;
  customerId: string | null;
  accessToken: string | null;
  customer: CustomerSummary | null;
}

export type SessionStore = Store<SessionState>;

export const signedOut: SessionState = { isAuthenticated: false, customerId: null, accessToken: null, customer: null };

export function createSessionStore(initial: SessionState = signedOut): SessionStore {
  return createStore(initial);
}
