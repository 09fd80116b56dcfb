// Membership writes racing on PostgreSQL (PGlite serialises transactions, so these races only show here):
// two joins at once make one membership; two monthly unlock requests at once make one pending request.
import type { GiveawayPage } from '@drawfront/shared/contract/membership';
import { eq } from 'drizzle-orm';
import { memberships } from '../src/db/schema/membership';
import { asCustomer, signUp } from './customers';
import { setupApp } from './helper';
import { fund } from './money';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('membership races on postgres', () => {
  const t = setupApp('postgres');
  const join = (accessToken: string) =>
    asCustomer(t, accessToken, { method: 'PUT', url: '/membership/membership', headers: { 'x-api-version': '3.2' }, payload: { membership_program: 'daily_winners', membership_status: 'member' } });

  it('makes one membership of two joins at once', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 1_000);
    const answers = await Promise.all([join(session.accessToken), join(session.accessToken), join(session.accessToken)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await t.database.db.select().from(memberships).where(eq(memberships.customerId, session.customer.customerId))).toHaveLength(1);
  });

  it('takes one of two monthly unlock requests sent at once; the other is refused as pending', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 1_000);
    expect((await join(session.accessToken)).statusCode).toBe(200);
    const current = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/membership/v3/draws?status=current' })).json() as GiveawayPage;
    const monthly = current.items.find((draw) => draw.type === 'monthly')!;
    const unlock = () => asCustomer(t, session.accessToken, { method: 'PUT', url: `/membership/v3/draws/${monthly.id}`, payload: { entry_status: 'unlocked' } });
    const answers = await Promise.all([unlock(), unlock(), unlock()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().messages[0].code)).toEqual(['unlock_pending', 'unlock_pending']);
  });
});
