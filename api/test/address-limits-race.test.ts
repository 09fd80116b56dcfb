// Per-address limits racing themselves: visitor messages (contact, feedback, chat) and password reset requests.
// Only PostgreSQL (TEST_DATABASE_URL) runs the posts side by side on separate connections; PGlite runs one
// transaction at a time, so there the races are skipped.
import { and, count, eq } from 'drizzle-orm';
import { contentSubmissions, outboxEmails } from '../src/db/schema';
import { SUBMISSION_LIMITS } from '../src/modules/content/submissions';
import { PASSWORD_RESET_LIMITS } from '../src/modules/identity/rate-limits';
import { setupApp } from './helper';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const BODIES = {
  contact_messages: { name: 'Ada Player', email: 'ada@example.com', subject: 'My ticket', message: 'Where is my ticket?' },
  feedback: { rating: 'satisfied', comment: 'Easy to use' },
  chat_messages: { name: 'Ada', email: 'ada@example.com', message: 'Is the draw tonight?' },
} as const;

onPostgres('visitor messages racing their per-address limit on postgres', () => {
  // Chat takes messages only in its opening hours: a weekday morning in Sydney.
  const t = setupApp('postgres', {}, { now: () => new Date('2026-11-24T10:00:00Z') });

  it.each(Object.keys(BODIES) as (keyof typeof BODIES)[])('takes exactly the limit of %s from one address posting twice the limit at once', async (collection) => {
    const { perAddress } = SUBMISSION_LIMITS[collection];
    const address = `198.51.100.${perAddress}`;
    const responses = await Promise.all(
      Array.from({ length: perAddress * 2 }, () => t.inject({ method: 'POST', url: `/cms/items/${collection}`, payload: BODIES[collection], remoteAddress: address, headers: { 'X-Drawfront-Site': 'drawfront' } })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(perAddress).fill(201), ...Array(perAddress).fill(429)]);
    for (const refused of responses.filter((response) => response.statusCode === 429)) expect(refused.json().messages[0].code).toBe('too_many_requests');
    const [stored] = await t.database.db.select({ n: count() }).from(contentSubmissions).where(and(eq(contentSubmissions.address, address), eq(contentSubmissions.collection, collection)));
    expect(stored!.n).toBe(perAddress);
    const mails = await t.database.db.select({ key: outboxEmails.dedupeKey }).from(outboxEmails);
    expect(mails.filter((mail) => responses.some((response) => response.statusCode === 201 && mail.key === `${collection}:${response.json().data.id}`))).toHaveLength(perAddress);
  }, 30_000);
});

onPostgres('password reset requests racing their per-address limit on postgres', () => {
  const t = setupApp('postgres');

  it(`takes exactly ${PASSWORD_RESET_LIMITS.perAddress} of ${PASSWORD_RESET_LIMITS.perAddress * 3} reset requests one address sends at once`, async () => {
    const { perAddress } = PASSWORD_RESET_LIMITS;
    const responses = await Promise.all(
      Array.from({ length: perAddress * 3 }, (_, i) => t.inject({ method: 'POST', url: '/v2/password/forgot', sign: 'drawfront', payload: { email: `nobody-${i}@example.com` }, remoteAddress: '198.51.100.99' })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(perAddress).fill(202), ...Array(perAddress * 2).fill(429)]);
  }, 30_000);
});
