import { eq } from 'drizzle-orm';
import { customerMigrations } from '../src/db/schema';
import { asCustomer, login, PASSWORD, signUp } from './customers';
import { everyBackend, expectError, setupApp } from './helper';
import type { TestContext } from './helper';

/** A new customer with a legacy account to migrate (the seed's demo customers are shared by suites). */
async function eligibleCustomer(t: TestContext, eligibility: 'soft' | 'hard' = 'soft', legacyAccount = 'LEG-1') {
  const session = await signUp(t);
  await t.database.db.insert(customerMigrations).values({ customerId: session.customer.customerId, eligibility, legacyAccount, updatedAt: new Date() });
  return session;
}

const migrate = (t: TestContext, token: string, payload: object | null = { accept_terms: true }) =>
  asCustomer(t, token, { method: 'POST', url: '/migration/migrate', ...(payload === null ? {} : { payload }) });
const customerOf = async (t: TestContext, token: string) => (await asCustomer(t, token, { method: 'GET', url: '/v2/customer' })).json();

// Each test signs customers up (argon2 on purpose slow), more than Jest's 5 s on a busy machine.
jest.setTimeout(30_000);

describe.each(everyBackend())('account migration (groups spec §4, §7) on %s', (backend) => {
  const t = setupApp(backend);
  const runJob = () => t.app.jobs['customer-migrations']!();

  it('shows the status on the customer: eligible_soft, eligible_hard, ineligible', async () => {
    const soft = await eligibleCustomer(t, 'soft');
    const hard = await eligibleCustomer(t, 'hard');
    const none = await signUp(t);
    expect((await customerOf(t, soft.accessToken)).migrationStatus).toBe('eligible_soft');
    expect((await customerOf(t, hard.accessToken)).migrationStatus).toBe('eligible_hard');
    expect((await customerOf(t, none.accessToken)).migrationStatus).toBe('ineligible');
  });

  it('answers 202 while the job has not run, the same to each poll, then 200 once it has', async () => {
    const { accessToken, customer } = await eligibleCustomer(t);
    const started = await migrate(t, accessToken);
    expect({ status: started.statusCode, body: started.json() }).toEqual({ status: 202, body: { migrationStatus: 'in_progress' } });
    const polled = await migrate(t, accessToken);
    expect({ status: polled.statusCode, body: polled.json() }).toEqual({ status: 202, body: { migrationStatus: 'in_progress' } });
    expect((await asCustomer(t, accessToken, { method: 'GET', url: '/migration/status' })).json()).toEqual({ migrationStatus: 'in_progress' });
    expect(await runJob()).toMatchObject({ migrated: 1 });
    const done = await migrate(t, accessToken);
    expect({ status: done.statusCode, body: done.json() }).toEqual({ status: 200, body: { migrationStatus: 'migrated' } });
    expect((await customerOf(t, accessToken)).migrationStatus).toBe('migrated');
    const [row] = await t.database.db.select().from(customerMigrations).where(eq(customerMigrations.customerId, customer.customerId));
    expect(row).toMatchObject({ state: 'migrated', attempts: 1 });
    expect(row!.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it('tells a refused migration once (422 migration_failed), then lets the customer try again', async () => {
    const { accessToken } = await eligibleCustomer(t, 'hard', 'FAIL-7');
    expect((await migrate(t, accessToken)).statusCode).toBe(202);
    expect(await runJob()).toMatchObject({ failed: 1 });
    const failed = expectError(await migrate(t, accessToken), 422, 'migration_failed');
    expect(failed.messages[0]!.message).toContain('try again or contact support');
    // Back to eligible: the prompt shows again and a retry starts a new attempt.
    expect((await customerOf(t, accessToken)).migrationStatus).toBe('eligible_hard');
    expect((await migrate(t, accessToken)).statusCode).toBe(202);
  });

  it.each([
    ['no body', null],
    ['an empty body', {}],
    ['terms not accepted', { accept_terms: false }],
    ['terms as a string', { accept_terms: 'yes' }],
    ['an unknown field', { accept_terms: true, legacy_account: 'LEG-9' }],
  ])('refuses %s without starting anything', async (_name, payload) => {
    const { accessToken } = await eligibleCustomer(t);
    const response = await migrate(t, accessToken, payload);
    expect([400, 415, 422]).toContain(response.statusCode);
    expect(response.json().messages[0].code).toEqual(expect.any(String));
    expect((await customerOf(t, accessToken)).migrationStatus).toBe('eligible_soft');
  });

  it('refuses a customer with nothing to migrate (409) and a visitor (401)', async () => {
    const none = await signUp(t);
    expectError(await migrate(t, none.accessToken), 409, 'migration_not_eligible');
    expectError(await t.inject({ method: 'POST', url: '/migration/migrate', sign: 'drawfront', payload: { accept_terms: true } }), 401, 'unauthorised');
  });

  it('seeds a customer in each state for the demo', async () => {
    const statusOf = async (email: string) => {
      const signedIn = (await login(t, email, PASSWORD)).json();
      return (await customerOf(t, signedIn.accessToken)).migrationStatus;
    };
    expect(await statusOf('migrate.soft@drawfront.example')).toBe('eligible_soft');
    expect(await statusOf('migrate.hard@drawfront.example')).toBe('eligible_hard');
    expect(await statusOf('migrated@drawfront.example')).toBe('migrated');
    expect(await statusOf('demo@drawfront.example')).toBe('ineligible');
  });
});
