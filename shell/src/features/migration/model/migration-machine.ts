import type { MigrationStatus } from '@drawfront/shared/contract/migration';

/**
 * The migration modal's state machine (groups spec §4 "Migration modal": prompt, in_progress, failure, success),
 * as a pure reducer. `closed` is the modal not shown. Soft eligibility may be put off (closed, kept 7 days); hard
 * may not: its prompt stays until the migration succeeds.
 */
export type MigrationView = 'closed' | 'prompt' | 'in_progress' | 'failure' | 'success';
export type MigrationKind = 'soft' | 'hard';

export interface MigrationModalState {
  view: MigrationView;
  kind: MigrationKind | null;
  /** Groups spec §5 "Migration prompt requires terms acceptance": Migrate is enabled only once it is ticked. */
  termsAccepted: boolean;
  /** Polls sent since the migrate call (at most MIGRATION_MAX_POLLS). */
  polls: number;
}

export type MigrationAction =
  | { type: 'opened'; kind: MigrationKind }
  | { type: 'terms-changed'; accepted: boolean }
  | { type: 'submitted' }
  | { type: 'polled' }
  | { type: 'succeeded' }
  | { type: 'failed' }
  | { type: 'retried' }
  | { type: 'closed' };

export const initialMigrationState: MigrationModalState = { view: 'closed', kind: null, termsAccepted: false, polls: 0 };

export function kindOf(status: MigrationStatus | undefined): MigrationKind | null {
  if (status === 'eligible_soft') return 'soft';
  if (status === 'eligible_hard') return 'hard';
  return null;
}

/** Whether the customer may close the modal now: a soft prompt or failure, and any success. */
export function canDismiss(state: MigrationModalState): boolean {
  if (state.view === 'success') return true;
  return state.kind === 'soft' && (state.view === 'prompt' || state.view === 'failure');
}

export function migrationReducer(state: MigrationModalState, action: MigrationAction): MigrationModalState {
  switch (action.type) {
    case 'opened':
      // "…and the modal is not already open".
      return state.view === 'closed' ? { view: 'prompt', kind: action.kind, termsAccepted: false, polls: 0 } : state;
    case 'terms-changed':
      return state.view === 'prompt' ? { ...state, termsAccepted: action.accepted } : state;
    case 'submitted':
      return state.view === 'prompt' && state.termsAccepted ? { ...state, view: 'in_progress', polls: 0 } : state;
    case 'polled':
      return state.view === 'in_progress' ? { ...state, polls: state.polls + 1 } : state;
    case 'succeeded':
      return state.view === 'in_progress' ? { ...state, view: 'success' } : state;
    case 'failed':
      return state.view === 'in_progress' ? { ...state, view: 'failure' } : state;
    case 'retried':
      // The terms were accepted for the first attempt; a retry posts again at once.
      return state.view === 'failure' ? { ...state, view: 'in_progress', polls: 0 } : state;
    case 'closed':
      return canDismiss(state) ? initialMigrationState : state;
  }
}

/**
 * The spec's rule for opening the modal by itself: signed in, the migration capability on, eligible_soft or
 * eligible_hard, no dismissal in force (a hard one cannot be put off, so none counts) and not already open.
 */
export function shouldOpenMigrationModal(input: {
  signedIn: boolean;
  capabilityOn: boolean;
  migrationStatus: MigrationStatus | undefined;
  dismissedUntil: number | null;
  now: number;
  isOpen: boolean;
}): boolean {
  const kind = kindOf(input.migrationStatus);
  if (!input.signedIn || !input.capabilityOn || kind === null || input.isOpen) return false;
  return kind === 'hard' || input.dismissedUntil === null || input.now >= input.dismissedUntil;
}
