// The development mailbox: `GET /dev/mailbox` (a page) and `GET /dev/mailbox/messages` (JSON) show the
// outbox newest first behind the test doors (test-doors.test.ts: production has neither).
import { randomUUID } from 'node:crypto';
import { outboxEmails } from '../src/db/schema';
import { createOutboxService } from '../src/modules/outbox/service';
import { backends, expectError, setupApp } from './helper';
import { memoryTransport, stoppedClock } from './mail';

describe.each(backends())('the development mailbox on %s', (backend) => {
  const t = setupApp(backend);
  const to = `pat-${randomUUID().slice(0, 8)}@example.com`;

  beforeAll(async () => {
    await t.database.db.delete(outboxEmails);
    const clock = stoppedClock(new Date('2030-01-06T09:00:00Z'));
    const outbox = createOutboxService(t.database.db, { clock, transport: memoryTransport({ name: 'dev-mailbox' }) });
    await outbox.enqueue(t.database.db, { siteKey: 'drawfront', to, template: 'password-reset', subject: 'Reset your password', text: 'Open https://drawfront.example/reset?token=abc&x=1 within an hour.', dedupeKey: `reset:${to}` });
    await outbox.sendPending();
    clock.advance(60_000);
    await outbox.enqueue(t.database.db, { siteKey: 'drawfront', to, template: 'draw-result', subject: '<script>alert("x")</script> results', text: 'Draw 4521 & more <b>news</b>', dedupeKey: `result:${to}` });
    await outbox.enqueue(t.database.db, { siteKey: 'goodcause', to: 'someone-else@example.com', template: 'draw-result', subject: 'Not for Pat', text: 'Hello', dedupeKey: `other:${to}` });
  });

  it('answers the outbox as JSON, newest first, filtered by recipient', async () => {
    const response = await t.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(to.toUpperCase())}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { messages } = response.json();
    expect(messages).toEqual([
      { id: expect.any(String), siteKey: 'drawfront', to, template: 'draw-result', subject: '<script>alert("x")</script> results', text: 'Draw 4521 & more <b>news</b>', html: null, status: 'pending', attempts: 0, lastError: null, transport: null, createdAt: '2030-01-06T09:01:00.000Z', sentAt: null },
      { id: expect.any(String), siteKey: 'drawfront', to, template: 'password-reset', subject: 'Reset your password', text: 'Open https://drawfront.example/reset?token=abc&x=1 within an hour.', html: null, status: 'sent', attempts: 1, lastError: null, transport: 'dev-mailbox', createdAt: '2030-01-06T09:00:00.000Z', sentAt: '2030-01-06T09:00:00.000Z' },
    ]);
    expect((await t.inject({ method: 'GET', url: '/dev/mailbox/messages?limit=1' })).json().messages).toHaveLength(1);
  });

  it('shows a readable, escaped page with each mail\'s text and clickable links', async () => {
    const response = await t.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(to)}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Development mailbox</h1>');
    expect(html).toContain('<label for="to">Recipient</label><input id="to" name="to" type="email"');
    expect(html).toContain(`<p role="status">2 messages to ${to}</p>`);
    expect(html).toContain('<h2 id="mail-');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; results');
    expect(html).toContain('Draw 4521 &#38; more &#60;b&#62;news&#60;/b&#62;');
    expect(html).toContain('<a href="https://drawfront.example/reset?token=abc&#38;x=1">https://drawfront.example/reset?token=abc&#38;x=1</a>');
    expect(html).not.toContain('Not for Pat');
    // Newest first.
    expect(html.indexOf('results</h2>')).toBeLessThan(html.indexOf('Reset your password</h2>'));
    expect((await t.inject({ method: 'GET', url: '/dev/mailbox?to=nobody-here@example.com' })).body).toContain('<p>No mail yet.</p>');
  });

  it('is where the app\'s outbox-send job puts mail when no SMTP server is configured', async () => {
    const now = { now: () => new Date() };
    const address = `sam-${randomUUID().slice(0, 8)}@example.com`;
    await createOutboxService(t.database.db, { clock: now }).enqueue(t.database.db, { siteKey: 'drawfront', to: address, template: 'sign-in-code', subject: 'Your code', text: 'Your code is 123456.', dedupeKey: `code:${address}` });
    expect(await t.app.jobs['outbox-send']!()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    const [message] = (await t.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(address)}` })).json().messages;
    expect(message).toMatchObject({ status: 'sent', transport: 'dev-mailbox', attempts: 1, text: 'Your code is 123456.' });
  });

  it("serves a mail's HTML part as a mail client shows it: no script runs, nothing is fetched but images", async () => {
    const address = `kim-${randomUUID().slice(0, 8)}@example.com`;
    const outbox = createOutboxService(t.database.db, { clock: { now: () => new Date() } });
    await outbox.enqueue(t.database.db, { siteKey: 'drawfront', to: address, template: 'welcome', subject: 'Welcome', text: 'Welcome, Kim.', html: '<p style="color:#123">Welcome, <b>Kim</b>.</p>', dedupeKey: `welcome:${address}` });
    const page = (await t.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(address)}` })).body;
    const href = /<a href="(\/dev\/mailbox\/messages\/[0-9a-f-]{36}\/html)">HTML part of “Welcome”<\/a>/.exec(page)?.[1];
    expect(href).toBeDefined();
    const response = await t.inject({ method: 'GET', url: href! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toMatch(/^sandbox .*; default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'$/);
    expect(response.body).toBe('<p style="color:#123">Welcome, <b>Kim</b>.</p>');
    // A text-only mail has no such view, nor a link to one; an unknown id is not found.
    const [textOnly] = (await t.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(to)}&limit=1` })).json().messages;
    expect((await t.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(to)}` })).body).not.toContain('HTML part of');
    expectError(await t.inject({ method: 'GET', url: `/dev/mailbox/messages/${textOnly.id}/html` }), 404, 'mail_not_found');
    expectError(await t.inject({ method: 'GET', url: `/dev/mailbox/messages/${randomUUID()}/html` }), 404, 'mail_not_found');
    expectError(await t.inject({ method: 'GET', url: '/dev/mailbox/messages/not-an-id/html' }), 422, 'validation_failed');
  });

  it('answers bad input in the spec error shape', async () => {
    expectError(await t.inject({ method: 'GET', url: '/dev/mailbox/messages?limit=0' }), 422, 'validation_failed');
    expectError(await t.inject({ method: 'GET', url: `/dev/mailbox?to=${'x'.repeat(400)}` }), 422, 'validation_failed');
  });
});
