// The email outbox: mail is written in the transaction of the change that causes it, sent once by
// `sendPending` (through any MailTransport: in memory here, a real SMTP server below), retried with
// backoff, and given up after MAX_SEND_ATTEMPTS. Two senders racing (two API instances) send each mail once.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { outboxEmails, sites } from '../src/db/schema';
import { MAX_SEND_ATTEMPTS, retryDelayMs } from '../src/modules/outbox/backoff';
import { claimDueMail } from '../src/modules/outbox/repository';
import { CLAIM_LEASE_MS, createOutboxService } from '../src/modules/outbox/service';
import type { ComposedOutboxMail as OutboxMail } from '../src/modules/outbox/service';
import { createSmtpTransport } from '../src/modules/outbox/smtp-transport';
import { PermanentMailError } from '../src/modules/outbox/transport';
import { everyBackend, setupApp } from './helper';
import { memoryTransport, stoppedClock } from './mail';

const FROM = 'Drawfront <no-reply@drawfront.example>';

/** A mail with a fresh dedupe key and recipient unless overridden. */
function mail(overrides: Partial<OutboxMail> = {}): OutboxMail {
  const id = randomUUID().slice(0, 8);
  return { siteKey: 'drawfront', to: `player-${id}@example.com`, template: 'draw-result', subject: `Your result ${id}`, text: `Draw 4521 is in. See https://drawfront.example/results/${id}`, dedupeKey: `test:${id}`, ...overrides };
}

describe.each(everyBackend())('the outbox on %s', (backend) => {
  const t = setupApp(backend);
  const rows = () => t.database.db.select().from(outboxEmails);
  const rowOf = async (dedupeKey: string) => (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.dedupeKey, dedupeKey)))[0];

  // Every test starts from an empty outbox: sendPending sends whatever is due.
  beforeEach(async () => {
    await t.database.db.delete(outboxEmails);
  });

  it('writes mail in the transaction of the change: a rollback leaves no mail, a commit leaves exactly its mail', async () => {
    const clock = stoppedClock(new Date('2030-01-06T09:00:00Z'));
    const outbox = createOutboxService(t.database.db, { clock, transport: memoryTransport() });
    const rolledBack = mail();
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(sites).set({ name: 'changed in the transaction' }).where(eq(sites.key, 'drawfront'));
        await outbox.enqueue(tx, rolledBack);
        throw new Error('the change failed after the mail was written');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows()).toEqual([]);

    const committed = mail({ html: '<p>Draw 4521 is in.</p>' });
    await t.database.db.transaction((tx) => outbox.enqueue(tx, committed));
    expect(await rows()).toEqual([
      expect.objectContaining({ to: committed.to, subject: committed.subject, text: committed.text, html: '<p>Draw 4521 is in.</p>', template: 'draw-result', siteKey: 'drawfront', status: 'pending', attempts: 0, lastError: null, sentAt: null, createdAt: clock.now(), nextAttemptAt: clock.now() }),
    ]);
  });

  it('keeps one mail per dedupe key: a second enqueue, in another transaction, is a no-op', async () => {
    const outbox = createOutboxService(t.database.db, { clock: stoppedClock(new Date('2030-01-06T09:00:00Z')) });
    const first = mail();
    await t.database.db.transaction((tx) => outbox.enqueue(tx, first));
    await t.database.db.transaction((tx) => outbox.enqueue(tx, { ...first, subject: 'a second subject' }));
    await outbox.enqueue(t.database.db, first);
    expect((await rows()).map((row) => row.subject)).toEqual([first.subject]);
  });

  it('sends each due mail once, from the configured sender with a stable Message-ID, and marks it sent', async () => {
    const clock = stoppedClock(new Date('2030-01-06T09:00:00Z'));
    const transport = memoryTransport();
    const outbox = createOutboxService(t.database.db, { clock, transport, from: FROM });
    const mails = [mail(), mail(), mail()];
    for (const each of mails) await outbox.enqueue(t.database.db, each);

    expect(await outbox.sendPending(2)).toEqual({ sent: 2, failed: 0, gaveUp: 0 });
    clock.advance(1000);
    expect(await outbox.sendPending()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(await outbox.sendPending()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });

    expect(transport.sent.map((sent) => sent.to).sort()).toEqual(mails.map((each) => each.to).sort());
    const row = (await rowOf(mails[0]!.dedupeKey))!;
    expect(transport.sent.find((sent) => sent.to === row.to)).toEqual({ from: FROM, to: row.to, subject: row.subject, text: row.text, html: undefined, messageId: `<${row.id}@drawfront.example>` });
    for (const each of mails) expect(await rowOf(each.dedupeKey)).toMatchObject({ status: 'sent', attempts: 1, transport: 'memory', lastError: null, sentAt: expect.any(Date) });
  });

  it('retries a failing send with backoff, and marks the mail failed after the last attempt', async () => {
    const clock = stoppedClock(new Date('2030-01-06T09:00:00Z'));
    const transport = memoryTransport();
    transport.failNext(MAX_SEND_ATTEMPTS);
    const outbox = createOutboxService(t.database.db, { clock, transport });
    const failing = mail();
    await outbox.enqueue(t.database.db, failing);

    for (let attempt = 1; attempt < MAX_SEND_ATTEMPTS; attempt += 1) {
      expect(await outbox.sendPending()).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
      const row = (await rowOf(failing.dedupeKey))!;
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, lastError: `attempt ${attempt} of ${MAX_SEND_ATTEMPTS}: Error: connect ECONNREFUSED 127.0.0.1:25` });
      expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(retryDelayMs(attempt));
      // Not due a moment before the backoff has passed; due when it has.
      clock.advance(retryDelayMs(attempt) - 1);
      expect(await outbox.sendPending()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
      clock.advance(1);
    }
    expect(await outbox.sendPending()).toEqual({ sent: 0, failed: 1, gaveUp: 1 });
    expect(await rowOf(failing.dedupeKey)).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS, sentAt: null, lastError: expect.stringContaining(`attempt ${MAX_SEND_ATTEMPTS} of ${MAX_SEND_ATTEMPTS}`) });
    clock.advance(24 * 3_600_000);
    expect(await outbox.sendPending()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(transport.sent).toEqual([]);
  });

  it('delivers on the next attempt once the server is back', async () => {
    const clock = stoppedClock(new Date('2030-01-06T09:00:00Z'));
    const transport = memoryTransport();
    transport.failNext(1);
    const outbox = createOutboxService(t.database.db, { clock, transport });
    const flaky = mail();
    await outbox.enqueue(t.database.db, flaky);
    expect(await outbox.sendPending()).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    clock.advance(retryDelayMs(1));
    expect(await outbox.sendPending()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(await rowOf(flaky.dedupeKey)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('does not retry a permanent refusal', async () => {
    const transport = memoryTransport();
    transport.failNext(1, new PermanentMailError('SMTP server refused the message for good: 550 5.1.1 no such mailbox'));
    const outbox = createOutboxService(t.database.db, { clock: stoppedClock(new Date('2030-01-06T09:00:00Z')), transport });
    const refused = mail();
    await outbox.enqueue(t.database.db, refused);
    expect(await outbox.sendPending()).toEqual({ sent: 0, failed: 1, gaveUp: 1 });
    expect(await rowOf(refused.dedupeKey)).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('550 5.1.1 no such mailbox') });
  });

  it('takes over a mail whose sender died mid-send once the claim lease runs out, not before', async () => {
    const clock = stoppedClock(new Date('2030-01-06T09:00:00Z'));
    const transport = memoryTransport();
    const outbox = createOutboxService(t.database.db, { clock, transport });
    const orphan = mail();
    await outbox.enqueue(t.database.db, orphan);
    // A sender claims the mail and dies before recording anything.
    expect(await claimDueMail(t.database.db, clock.now(), new Date(clock.now().getTime() + CLAIM_LEASE_MS))).toMatchObject({ dedupeKey: orphan.dedupeKey, attempts: 1 });
    clock.advance(CLAIM_LEASE_MS - 1);
    expect(await outbox.sendPending()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    clock.advance(1);
    expect(await outbox.sendPending()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(await rowOf(orphan.dedupeKey)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('without a transport (production without SMTP_URL) sends nothing and keeps the mail', async () => {
    const outbox = createOutboxService(t.database.db, { clock: stoppedClock(new Date('2030-01-06T09:00:00Z')) });
    const waiting = mail();
    await outbox.enqueue(t.database.db, waiting);
    expect(await outbox.sendPending()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(await rowOf(waiting.dedupeKey)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('refuses, in the caller\'s transaction, a mail that could never be sent', async () => {
    const outbox = createOutboxService(t.database.db, { clock: stoppedClock(new Date('2030-01-06T09:00:00Z')) });
    await expect(outbox.enqueue(t.database.db, mail({ to: 'not an address', dedupeKey: 'broken' }))).rejects.toThrow('outbox: cannot enqueue draw-result mail "broken": "to" is not an email address ("not an address")');
    await expect(outbox.enqueue(t.database.db, mail({ subject: 'Hi\r\nBcc: everyone@example.com', dedupeKey: 'injected' }))).rejects.toThrow('the subject has a line break');
    await expect(outbox.enqueue(t.database.db, mail({ dedupeKey: ' ' }))).rejects.toThrow('dedupeKey is empty');
    expect(await rows()).toEqual([]);
  });

  it('lists mail newest first, to one address when asked (any letter case)', async () => {
    const clock = stoppedClock(new Date('2030-01-06T09:00:00Z'));
    const outbox = createOutboxService(t.database.db, { clock });
    const to = `Pat-${randomUUID().slice(0, 8)}@Example.com`;
    const older = mail({ to });
    await outbox.enqueue(t.database.db, older);
    clock.advance(1000);
    await outbox.enqueue(t.database.db, mail());
    clock.advance(1000);
    const newer = mail({ to });
    await outbox.enqueue(t.database.db, newer);
    expect((await outbox.list({ to: to.toLowerCase() })).map((entry) => entry.dedupeKey)).toEqual([newer.dedupeKey, older.dedupeKey]);
    expect((await outbox.list({ limit: 2 })).map((entry) => entry.dedupeKey)).toEqual([newer.dedupeKey, expect.any(String)]);
  });

  // Two API instances run the sender at once. On PostgreSQL their claims really overlap (SKIP LOCKED
  // on separate connections); PGlite runs one statement at a time, so there the race is serialised.
  it('sends each mail exactly once when two senders race over the same outbox', async () => {
    const clock = stoppedClock(new Date('2030-01-06T09:00:00Z'));
    const first = memoryTransport({ name: 'instance-a', delayMs: 2 });
    const second = memoryTransport({ name: 'instance-b', delayMs: 2 });
    const a = createOutboxService(t.database.db, { clock, transport: first });
    const b = createOutboxService(t.database.db, { clock, transport: second });
    const mails = Array.from({ length: 120 }, () => mail());
    await t.database.db.transaction(async (tx) => {
      for (const each of mails) await a.enqueue(tx, each);
    });

    const [reportA, reportB] = await Promise.all([a.sendPending(1000), b.sendPending(1000)]);
    const sentTo = [...first.sent, ...second.sent].map((sent) => sent.to);
    expect(sentTo).toHaveLength(mails.length);
    expect(new Set(sentTo).size).toBe(mails.length);
    expect(reportA.sent + reportB.sent).toBe(mails.length);
    if (backend === 'postgres') {
      // Both instances did part of the work: the claims interleaved rather than one sender taking all.
      expect(Math.min(reportA.sent, reportB.sent)).toBeGreaterThan(0);
    }
    const byStatus = (await rows()).reduce<Record<string, number>>((counts, row) => ({ ...counts, [`${row.status}/${row.attempts}`]: (counts[`${row.status}/${row.attempts}`] ?? 0) + 1 }), {});
    expect(byStatus).toEqual({ 'sent/1': mails.length });
  });
});

describe.each(everyBackend())('the outbox over SMTP on %s', (backend) => {
  const t = setupApp(backend);
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let url = '';

  // A real SMTP server in this process: nodemailer talks the protocol to it over TCP.
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const [local] = address.address.split('@');
        if (local === 'nobody') return callback(Object.assign(new Error('5.1.1 no such mailbox here'), { responseCode: 550 }));
        if (local === 'busy') return callback(Object.assign(new Error('4.2.1 mailbox busy, try later'), { responseCode: 451 }));
        return callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          received.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  beforeEach(async () => {
    await t.database.db.delete(outboxEmails);
    received.length = 0;
  });

  const withSmtp = async (run: (outbox: ReturnType<typeof createOutboxService>, clock: ReturnType<typeof stoppedClock>) => Promise<void>) => {
    const transport = createSmtpTransport(url);
    const clock = stoppedClock(new Date('2030-01-06T09:00:00Z'));
    try {
      await run(createOutboxService(t.database.db, { clock, transport, from: FROM }), clock);
    } finally {
      await transport.close?.();
    }
  };

  it('delivers a mail to the SMTP server with its sender, recipient, subject, Message-ID and text', async () => {
    await withSmtp(async (outbox) => {
      const sent = mail({ subject: 'Your Weekend Lotto result', text: 'Draw 4521: you matched 4 numbers.', html: '<p>Draw 4521: you matched <strong>4</strong> numbers.</p>' });
      await outbox.enqueue(t.database.db, sent);
      expect(await outbox.sendPending()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
      const row = (await outbox.list({ to: sent.to }))[0]!;
      expect(row).toMatchObject({ status: 'sent', transport: 'smtp' });
      expect(received).toHaveLength(1);
      const [message] = received;
      expect(message!.from).toBe('no-reply@drawfront.example');
      expect(message!.to).toEqual([sent.to]);
      expect(message!.raw).toContain('Subject: Your Weekend Lotto result');
      expect(message!.raw).toContain(`Message-ID: <${row.id}@drawfront.example>`);
      expect(message!.raw).toContain('From: Drawfront <no-reply@drawfront.example>');
      expect(message!.raw).toContain('Draw 4521: you matched 4 numbers.');
      expect(message!.raw).toContain('Content-Type: text/html');
    });
  });

  it('marks a mail the server refuses for good (550) failed at once, and retries one it defers (451)', async () => {
    await withSmtp(async (outbox, clock) => {
      const refused = mail({ to: 'nobody@example.com' });
      const deferred = mail({ to: 'busy@example.com' });
      await outbox.enqueue(t.database.db, refused);
      clock.advance(1);
      await outbox.enqueue(t.database.db, deferred);
      expect(await outbox.sendPending()).toEqual({ sent: 0, failed: 2, gaveUp: 1 });
      const [deferredRow, refusedRow] = await outbox.list({});
      expect(refusedRow).toMatchObject({ to: 'nobody@example.com', status: 'failed', attempts: 1, lastError: expect.stringMatching(/PermanentMailError: SMTP server refused the message for good: 550 5\.1\.1 no such mailbox here/) });
      expect(deferredRow).toMatchObject({ to: 'busy@example.com', status: 'pending', attempts: 1, lastError: expect.stringContaining('451') });
      expect(received).toEqual([]);
    });
  });
});
