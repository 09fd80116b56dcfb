// The notifications feed behind the header bell: written in the transaction of what it tells (idempotent
// on its dedupe key), listed newest first with the unread count, marked read by id or all at once, and
// never across customers.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { NotificationsPage } from '@drawfront/shared/contract/notifications';
import { notifications, sites } from '../src/db/schema';
import { createNotificationService } from '../src/modules/notifications/service';
import type { NewNotification } from '../src/modules/notifications/service';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { stoppedClock } from './mail';

describe.each(backends())('the notifications feed on %s', (backend) => {
  const t = setupApp(backend);
  const clock = stoppedClock(new Date('2030-01-06T09:00:00Z'));
  const service = () => createNotificationService(t.database.db, { clock });

  /** A draw-result notice for `customerId`, a minute after the previous one. */
  const notice = (customerId: string, overrides: Partial<NewNotification> = {}): NewNotification => {
    const id = randomUUID().slice(0, 8);
    return { customerId, siteKey: 'drawfront', kind: 'draw_result', title: `Weekend Lotto draw ${id}`, body: 'You matched 3 numbers: division 5, $12.50.', link: `/weekend-lotto/results/draw/${id}`, dedupeKey: `draw-result:${id}:${customerId}`, ...overrides };
  };
  const sendNotices = async (customerId: string, count: number): Promise<NewNotification[]> => {
    const sent: NewNotification[] = [];
    for (let index = 0; index < count; index += 1) {
      clock.advance(60_000);
      const each = notice(customerId);
      await service().notify(t.database.db, each);
      sent.push(each);
    }
    return sent;
  };
  const feed = async (accessToken: string, query = ''): Promise<NotificationsPage> => {
    const response = await asCustomer(t, accessToken, { method: 'GET', url: `/v2/notifications${query}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const markRead = (accessToken: string, payload: unknown) => asCustomer(t, accessToken, { method: 'POST', url: '/v2/notifications/read', payload: payload as Record<string, unknown> });

  it('writes a notice in the transaction of the change: a rollback leaves none; the dedupe key makes a second notify a no-op', async () => {
    const { customer } = await signUp(t);
    const lost = notice(customer.customerId);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(sites).set({ name: 'changed in the transaction' }).where(eq(sites.key, 'drawfront'));
        await service().notify(tx, lost);
        throw new Error('scoring failed after the notice was written');
      }),
    ).rejects.toThrow('scoring failed');
    expect(await t.database.db.select().from(notifications).where(eq(notifications.customerId, customer.customerId))).toEqual([]);

    const kept = notice(customer.customerId);
    await t.database.db.transaction((tx) => service().notify(tx, kept));
    await t.database.db.transaction((tx) => service().notify(tx, { ...kept, title: 'a second title' }));
    expect((await t.database.db.select().from(notifications).where(eq(notifications.customerId, customer.customerId))).map((row) => row.title)).toEqual([kept.title]);
  });

  it('lists the customer\'s notices newest first, with the unread count and the total, a page at a time', async () => {
    const session = await signUp(t);
    const sent = await sendNotices(session.customer.customerId, 12);
    const first = await feed(session.accessToken);
    expect(first.unread).toBe(12);
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toEqual({ id: expect.any(String), kind: 'draw_result', title: sent[11]!.title, body: sent[11]!.body, link: sent[11]!.link, createdAt: clock.now().toISOString(), read: false });
    const second = await feed(session.accessToken, '?limit=5&offset=10');
    expect(second.items.map((item) => item.title)).toEqual([sent[1]!.title, sent[0]!.title]);
    expect(second).toMatchObject({ unread: 12, total: 12 });
    const empty = await feed((await signUp(t)).accessToken);
    expect(empty).toEqual({ items: [], unread: 0, total: 0 });
  });

  it('marks some notices read, then all, answering what is still unread', async () => {
    const session = await signUp(t);
    await sendNotices(session.customer.customerId, 4);
    const { items } = await feed(session.accessToken);
    const some = await markRead(session.accessToken, { ids: [items[0]!.id, items[2]!.id] });
    expect(some.statusCode).toBe(200);
    expect(some.headers['cache-control']).toBe('no-store');
    expect(some.json()).toEqual({ unread: 2 });
    expect((await feed(session.accessToken)).items.map((item) => item.read)).toEqual([true, false, true, false]);
    // Marking the same ones again changes nothing.
    expect((await markRead(session.accessToken, { ids: [items[0]!.id] })).json()).toEqual({ unread: 2 });
    expect((await markRead(session.accessToken, { all: true })).json()).toEqual({ unread: 0 });
    const after = await feed(session.accessToken);
    expect(after).toMatchObject({ unread: 0, total: 4 });
    expect(after.items.every((item) => item.read)).toBe(true);
  });

  it('never touches another customer\'s notices, by id or with all', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    await sendNotices(owner.customer.customerId, 3);
    await sendNotices(other.customer.customerId, 1);
    const ownerIds = (await feed(owner.accessToken)).items.map((item) => item.id);

    expect((await markRead(other.accessToken, { ids: ownerIds })).json()).toEqual({ unread: 1 });
    expect((await markRead(other.accessToken, { all: true })).json()).toEqual({ unread: 0 });
    expect(await feed(owner.accessToken)).toMatchObject({ unread: 3, total: 3 });
    expect((await feed(other.accessToken)).items.map((item) => item.id)).not.toEqual(expect.arrayContaining([ownerIds[0]]));
    // An unknown id is simply not one of the customer's.
    expect((await markRead(owner.accessToken, { ids: [randomUUID()] })).json()).toEqual({ unread: 3 });
  });

  it('needs a signed-in customer', async () => {
    expectError(await t.inject({ method: 'GET', url: '/v2/notifications', sign: 'drawfront' }), 401, 'unauthorised');
    expectError(await t.inject({ method: 'POST', url: '/v2/notifications/read', sign: 'drawfront', payload: { all: true } }), 401, 'unauthorised');
    expectError(await t.inject({ method: 'GET', url: '/v2/notifications' }), 401, 'invalid_signature');
  });

  it('is off on a site without notifications-feed: 404 capability_off before any sign-in check, and nothing is marked', async () => {
    // The charity site's default segment lacks the feed (only its "supporter" segment has it).
    const charity = await signUp(t, 'goodcause');
    await sendNotices(charity.customer.customerId, 1);
    const asCharityCustomer = (options: Parameters<typeof t.inject>[0]) => t.inject({ sign: 'goodcause', customerToken: charity.accessToken, ...options });
    const list = expectError(await asCharityCustomer({ method: 'GET', url: '/v2/notifications' }), 404, 'capability_off');
    expect(list.messages[0]!.message).toBe("the notifications-feed capability is off for site 'goodcause' (segment 'default')");
    expectError(await asCharityCustomer({ method: 'POST', url: '/v2/notifications/read', payload: { all: true } }), 404, 'capability_off');
    expectError(await t.inject({ method: 'GET', url: '/v2/notifications', sign: 'goodcause' }), 404, 'capability_off');
    expect((await t.database.db.select().from(notifications).where(eq(notifications.customerId, charity.customer.customerId))).map((row) => row.readAt)).toEqual([null]);
  });

  it('answers bad input in the spec error shape, never a 500', async () => {
    const session = await signUp(t);
    for (const query of ['?limit=0', '?limit=51', '?offset=-1', '?limit=ten']) {
      expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/notifications${query}` }), 422, 'validation_failed');
    }
    const bodies: unknown[] = [{}, { ids: [] }, { ids: ['not-a-uuid'] }, { ids: [42] }, { ids: 'all' }, { all: false }, { all: 'true' }, { ids: [randomUUID()], all: true }, { ids: Array.from({ length: 101 }, () => randomUUID()) }, [], null];
    for (const payload of bodies) {
      const response = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/notifications/read', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 422 });
      expectError(response, 422, 'validation_failed');
    }
    expectError(await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/notifications/read', headers: { 'content-type': 'application/json' }, payload: '{"ids":' }), 400, 'invalid_json');
    const notUuid = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/notifications/read', payload: { ids: ['00000000-0000-0000-0000-00000000000g'] } });
    expect(expectError(notUuid, 422, 'validation_failed').errors).toEqual({ 'ids.0': ['must be a notification id (a UUID)'] });
    expect(expectError(await markRead(session.accessToken, { ids: [randomUUID()], all: true }), 422, 'validation_failed').errors).toEqual({ this: ['must not have more than 1 properties'] });
  });

  it('refuses, in the caller\'s transaction, a notice the bell could not show', async () => {
    const { customer } = await signUp(t);
    await expect(service().notify(t.database.db, notice(customer.customerId, { link: 'https://elsewhere.example/phish', dedupeKey: 'bad-link' }))).rejects.toThrow('notifications: cannot notify "bad-link": link must be an in-site path starting with one "/" (got "https://elsewhere.example/phish")');
    await expect(service().notify(t.database.db, notice(customer.customerId, { link: '//elsewhere.example', title: ' ' }))).rejects.toThrow(/title is empty; link must be an in-site path/);
    await expect(service().markRead(customer.customerId, ['not-a-uuid'])).resolves.toBe(0);
  });
});
