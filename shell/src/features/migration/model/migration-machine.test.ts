import { MIGRATION_DISMISSAL_MS } from '@drawfront/shared/rules/session-timing';
import { dismissedUntil, storeDismissal } from './dismissal';
import { canDismiss, initialMigrationState, migrationReducer, shouldOpenMigrationModal } from './migration-machine';
import type { MigrationAction, MigrationModalState } from './migration-machine';

const run = (actions: MigrationAction[], from: MigrationModalState = initialMigrationState) => actions.reduce(migrationReducer, from);

describe('the migration modal’s state machine (groups spec §4)', () => {
  it('goes prompt → in_progress → success, Migrate only once the terms are ticked', () => {
    const prompt = run([{ type: 'opened', kind: 'soft' }]);
    expect(prompt).toMatchObject({ view: 'prompt', termsAccepted: false });
    expect(migrationReducer(prompt, { type: 'submitted' })).toBe(prompt);
    const running = run([{ type: 'terms-changed', accepted: true }, { type: 'submitted' }, { type: 'polled' }, { type: 'polled' }], prompt);
    expect(running).toMatchObject({ view: 'in_progress', polls: 2 });
    expect(migrationReducer(running, { type: 'succeeded' }).view).toBe('success');
  });

  it('offers a retry from failure, which runs again with the terms already accepted', () => {
    const failed = run([{ type: 'opened', kind: 'hard' }, { type: 'terms-changed', accepted: true }, { type: 'submitted' }, { type: 'failed' }]);
    expect(failed.view).toBe('failure');
    expect(migrationReducer(failed, { type: 'retried' })).toMatchObject({ view: 'in_progress', polls: 0, termsAccepted: true });
  });

  it('lets a soft prompt be closed, never a hard one until it succeeded', () => {
    const soft = run([{ type: 'opened', kind: 'soft' }]);
    expect(canDismiss(soft)).toBe(true);
    expect(migrationReducer(soft, { type: 'closed' }).view).toBe('closed');
    const hard = run([{ type: 'opened', kind: 'hard' }]);
    expect(migrationReducer(hard, { type: 'closed' })).toBe(hard);
    const hardFailed = run([{ type: 'terms-changed', accepted: true }, { type: 'submitted' }, { type: 'failed' }], hard);
    expect(migrationReducer(hardFailed, { type: 'closed' }).view).toBe('failure');
    const hardDone = run([{ type: 'retried' }, { type: 'succeeded' }], hardFailed);
    expect(migrationReducer(hardDone, { type: 'closed' }).view).toBe('closed');
    // Nobody closes a migration while it runs.
    const running = run([{ type: 'opened', kind: 'soft' }, { type: 'terms-changed', accepted: true }, { type: 'submitted' }]);
    expect(migrationReducer(running, { type: 'closed' }).view).toBe('in_progress');
  });

  it('does not reopen a modal that is already open', () => {
    const running = run([{ type: 'opened', kind: 'soft' }, { type: 'terms-changed', accepted: true }, { type: 'submitted' }]);
    expect(migrationReducer(running, { type: 'opened', kind: 'hard' })).toBe(running);
  });
});

describe('when the modal opens by itself', () => {
  const base = { signedIn: true, capabilityOn: true, migrationStatus: 'eligible_soft' as const, dismissedUntil: null, now: 1_000, isOpen: false };

  it('opens for eligible_soft and eligible_hard customers, signed in, with the capability on', () => {
    expect(shouldOpenMigrationModal(base)).toBe(true);
    expect(shouldOpenMigrationModal({ ...base, migrationStatus: 'eligible_hard' })).toBe(true);
    for (const migrationStatus of ['ineligible', 'in_progress', 'migrated', undefined] as const) expect(shouldOpenMigrationModal({ ...base, migrationStatus })).toBe(false);
    expect(shouldOpenMigrationModal({ ...base, signedIn: false })).toBe(false);
    expect(shouldOpenMigrationModal({ ...base, capabilityOn: false })).toBe(false);
    expect(shouldOpenMigrationModal({ ...base, isOpen: true })).toBe(false);
  });

  it('keeps a soft dismissal for 7 days; a hard prompt ignores it', () => {
    localStorage.clear();
    storeDismissal(localStorage, 'c1', 1_000);
    const until = dismissedUntil(localStorage, 'c1');
    expect(until).toBe(1_000 + MIGRATION_DISMISSAL_MS);
    expect(dismissedUntil(localStorage, 'c2')).toBeNull();
    expect(shouldOpenMigrationModal({ ...base, dismissedUntil: until, now: 1_000 + MIGRATION_DISMISSAL_MS - 1 })).toBe(false);
    expect(shouldOpenMigrationModal({ ...base, dismissedUntil: until, now: 1_000 + MIGRATION_DISMISSAL_MS })).toBe(true);
    expect(shouldOpenMigrationModal({ ...base, migrationStatus: 'eligible_hard', dismissedUntil: until, now: 2_000 })).toBe(true);
  });

  it('reads a tampered dismissal record as none', () => {
    localStorage.setItem('df_migration_dismissed', '{"c1":"soon"}');
    expect(dismissedUntil(localStorage, 'c1')).toBeNull();
    localStorage.setItem('df_migration_dismissed', 'nonsense');
    expect(dismissedUntil(localStorage, 'c1')).toBeNull();
  });
});
