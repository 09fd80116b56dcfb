import { act, fireEvent, screen } from '@testing-library/react';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { Customer } from '@drawfront/shared/contract/customer';
import type { MigrationStatus } from '@drawfront/shared/contract/migration';
import { buildApi } from '@drawfront/shared/testing/build-remote-props';
import { buildShellContext, renderAt } from '../../../testing/test-context';
import { MIGRATION_DISMISSAL_KEY } from '../model/dismissal';
import { MIGRATION_TEXTS as T } from '../model/migration-texts';
import { MigrationModal } from './migration-modal';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';

/** An API whose migrate call answers `answers` in turn and whose GET /customer reflects the migration. */
function migrationApi(answers: MigrationStatus[]) {
  const calls: ApiRequest[] = [];
  let status: MigrationStatus = 'eligible_soft';
  const api = buildApi(async (request) => {
    calls.push(request);
    if (request.service === 'migration') {
      status = answers[Math.min(calls.filter((c) => c.service === 'migration').length - 1, answers.length - 1)]!;
      return { migrationStatus: status };
    }
    if (request.path === '/customer') return { customerId: 'c-1001', firstname: 'Alex', lastname: 'Nguyen', email: 'a@example.com', balance: { amount: 0, currency: 'AUD' }, forcePasswordChange: false, accountUpgrade: false, playBreak: null, migrationStatus: status } as Partial<Customer>;
    throw new Error(`unexpected ${request.path}`);
  });
  return { api, calls };
}

function renderModal(migrationStatus: MigrationStatus, answers: MigrationStatus[] = ['migrated']) {
  const { api, calls } = migrationApi(answers);
  const context = buildShellContext({ capabilities: ['customer-migration'], customer: { migrationStatus }, api });
  renderAt(<MigrationModal context={context} />);
  return { context, calls };
}

const dialog = () => document.querySelector('dialog')!;
const flush = () => act(async () => jest.advanceTimersByTimeAsync(0));

describe('the migration modal', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('opens for an eligible customer and enables Migrate only once the terms are ticked', () => {
    renderModal('eligible_soft');
    expect(dialog().dataset.view).toBe('prompt');
    const migrate = screen.getByRole('button', { name: T.migrate, hidden: true }) as HTMLButtonElement;
    expect(migrate.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(T.terms));
    expect(migrate.disabled).toBe(false);
  });

  it('migrates through 202 polls to success, then reloads the customer', async () => {
    const { context, calls } = renderModal('eligible_soft', ['in_progress', 'in_progress', 'migrated']);
    fireEvent.click(screen.getByLabelText(T.terms));
    fireEvent.click(screen.getByRole('button', { name: T.migrate, hidden: true }));
    await flush();
    expect(dialog().dataset.view).toBe('in_progress');
    await act(async () => jest.advanceTimersByTimeAsync(6_000));
    expect(dialog().dataset.view).toBe('success');
    expect(calls.filter((c) => c.service === 'migration').map((c) => c.body)).toEqual([{ acceptTerms: true }, { acceptTerms: true }, { acceptTerms: true }]);
    expect(context.session.get().customer?.migrationStatus).toBe('migrated');
    fireEvent.click(screen.getByRole('button', { name: T.done, hidden: true }));
    expect(dialog().dataset.view).toBe('closed');
  });

  it('offers retry and support after a failure', async () => {
    const { api } = migrationApi([]);
    const failing = { ...api, request: jest.fn(async () => Promise.reject(new Error('422'))) };
    const context = buildShellContext({ capabilities: ['customer-migration'], customer: { migrationStatus: 'eligible_hard' }, api: failing });
    renderAt(<MigrationModal context={context} />);
    fireEvent.click(screen.getByLabelText(T.terms));
    fireEvent.click(screen.getByRole('button', { name: T.migrate, hidden: true }));
    await flush();
    expect(dialog().dataset.view).toBe('failure');
    expect(screen.getByRole('button', { name: T.retry, hidden: true })).toBeTruthy();
    expect(screen.getByRole('link', { name: T.support, hidden: true }).getAttribute('href')).toBe('/about/contact-us');
    // Hard: no way to put it off.
    expect(screen.queryByRole('button', { name: T.close, hidden: true })).toBeNull();
  });

  it('closes a soft prompt on Escape and keeps the dismissal (7 days)', () => {
    renderModal('eligible_soft');
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(dialog().dataset.view).toBe('closed');
    expect(JSON.parse(localStorage.getItem(MIGRATION_DISMISSAL_KEY)!)).toEqual({ 'c-1001': expect.any(Number) });
  });

  it('does not let Escape close a hard prompt', () => {
    renderModal('eligible_hard');
    expect(screen.queryByRole('button', { name: T.later, hidden: true })).toBeNull();
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(dialog().dataset.view).toBe('prompt');
  });

  it('stays closed for a customer who put it off, and for one with nothing to migrate', () => {
    localStorage.setItem(MIGRATION_DISMISSAL_KEY, JSON.stringify({ 'c-1001': Date.now() + 60_000 }));
    renderModal('eligible_soft');
    expect(dialog().dataset.view).toBe('closed');
  });

  it('has no axe violations in the prompt', async () => {
    jest.useRealTimers();
    renderModal('eligible_soft');
    dialog().setAttribute('open', '');
    expect(await axeViolations(dialog())).toEqual([]);
  });
});
