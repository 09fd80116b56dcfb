// Mail goes out within moments of the transaction that wrote it committing (LISTEN/NOTIFY), not at the
// next minute's outbox-send job; a rolled-back change sends nothing; two instances listening send each mail once.
import { randomUUID } from 'node:crypto';
import { outboxEmails } from '../src/db/schema';
import { createOutboxService } from '../src/modules/outbox/service';
import type { ComposedOutboxMail as OutboxMail } from '../src/modules/outbox/service';
import { sendMailOnCommit } from '../src/modules/outbox/send-on-commit';
import { everyBackend, setupApp } from './helper';
import { memoryTransport } from './mail';

const quietLog = { error: () => undefined, warn: () => undefined };

function mail(): OutboxMail {
  const id = randomUUID().slice(0, 8);
  return { siteKey: 'drawfront', to: `player-${id}@example.com`, template: 'password-reset', subject: `Reset ${id}`, text: `Reset at https://drawfront.example/r/${id}`, dedupeKey: `commit-test:${id}` };
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(everyBackend())('mail sent on commit on %s', (backend) => {
  const t = setupApp(backend);
  const clock = { now: () => new Date() };
  const stops: Array<() => Promise<void>> = [];

  beforeEach(async () => {
    await t.database.db.delete(outboxEmails);
  });
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  it('sends a mail moments after its transaction commits, without the outbox-send job', async () => {
    const transport = memoryTransport();
    const outbox = createOutboxService(t.database.db, { clock, transport });
    stops.push(await sendMailOnCommit(t.database, outbox, quietLog));
    const written = mail();
    const committedAt = Date.now();
    await t.database.db.transaction((tx) => outbox.enqueue(tx, written));
    await waitUntil(() => transport.sent.length === 1, 3000);
    expect(Date.now() - committedAt).toBeLessThan(3000);
    expect(transport.sent[0]).toMatchObject({ to: written.to, subject: written.subject });
  });

  it('sends nothing for a transaction that rolls back', async () => {
    const transport = memoryTransport();
    const outbox = createOutboxService(t.database.db, { clock, transport });
    stops.push(await sendMailOnCommit(t.database, outbox, quietLog));
    await expect(
      t.database.db.transaction(async (tx) => {
        await outbox.enqueue(tx, mail());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const committed = mail();
    await t.database.db.transaction((tx) => outbox.enqueue(tx, committed));
    await waitUntil(() => transport.sent.length >= 1, 3000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(transport.sent.map((sent) => sent.to)).toEqual([committed.to]);
  });

  it('with two instances listening, sends each of a burst of mails exactly once', async () => {
    const first = memoryTransport({ name: 'first', delayMs: 5 });
    const second = memoryTransport({ name: 'second', delayMs: 5 });
    const outboxes = [createOutboxService(t.database.db, { clock, transport: first }), createOutboxService(t.database.db, { clock, transport: second })];
    for (const outbox of outboxes) stops.push(await sendMailOnCommit(t.database, outbox, quietLog));
    const mails = Array.from({ length: 12 }, mail);
    await Promise.all(mails.map((each, index) => t.database.db.transaction((tx) => outboxes[index % 2]!.enqueue(tx, each))));
    await waitUntil(() => first.sent.length + second.sent.length >= mails.length, 5000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const sentTo = [...first.sent, ...second.sent].map((sent) => sent.to).sort();
    expect(sentTo).toEqual(mails.map((each) => each.to).sort());
  });

  it('sends mail written while nobody listened as soon as an instance starts listening', async () => {
    const transport = memoryTransport();
    const outbox = createOutboxService(t.database.db, { clock, transport });
    const waiting = mail();
    await t.database.db.transaction((tx) => outbox.enqueue(tx, waiting));
    stops.push(await sendMailOnCommit(t.database, outbox, quietLog));
    await waitUntil(() => transport.sent.length === 1, 3000);
    expect(transport.sent[0]?.to).toBe(waiting.to);
  });
});
