import { and, eq } from 'drizzle-orm';
import { contentSubmissions, outboxEmails } from '../src/db/schema';
import { SUBMISSION_LIMITS } from '../src/modules/content/submissions';
import { backends, expectError, setupApp } from './helper';

type Item = Record<string, unknown>;

describe.each(backends())('content service (/cms) on %s', (backend) => {
  let clock = new Date('2026-11-24T10:00:00Z').getTime();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return response.json() as { data: Item[] | Item; meta?: Record<string, number> };
  };
  const list = async (url: string, headers: Record<string, string> = {}) => (await get(url, headers)).data as Item[];

  it('answers the page routes with the fields asked for, per site', async () => {
    const pages = await list('/cms/items/pages?fields=id,path,template,name&sort=path');
    expect(pages.find((page) => page.path === '/about/privacy')).toEqual({ id: 'privacy', path: '/about/privacy', template: 'about', name: 'Privacy policy' });
    expect(pages.map((page) => page.path)).toContain('/how-it-works');
    const charity = await list('/cms/items/pages?fields=path', { 'X-Drawfront-Site': 'goodcause' });
    expect(charity.map((page) => page.path)).toContain('/how-raffles-work');
    expect(charity.map((page) => page.path)).not.toContain('/how-it-works');
  });

  it('hides drafts, archived items and items dated later, and shows a dated item once its date passes', async () => {
    const posts = await list('/cms/items/blog_posts?fields=id&limit=-1');
    const ids = posts.map((post) => post.id);
    expect(ids).toContain('record-jackpot-weekend');
    for (const hidden of ['summer-raffle-draft', 'old-promotion', 'christmas-draw-announced']) expect(ids).not.toContain(hidden);
    expectError(await t.inject({ method: 'GET', url: '/cms/items/blog_posts/summer-raffle-draft' }), 404, 'content_not_found');
    expectError(await t.inject({ method: 'GET', url: '/cms/items/blog_posts/christmas-draw-announced' }), 404, 'content_not_found');
    const paths = (await list('/cms/items/pages?fields=path')).map((page) => page.path);
    expect(paths).not.toContain('/spring-promotion');
    expect(paths).not.toContain('/holiday-draws');

    const saved = clock;
    clock = new Date('2027-12-01T00:00:00Z').getTime();
    try {
      const later = (await list('/cms/items/blog_posts?fields=id&limit=-1')).map((post) => post.id);
      expect(later).toContain('christmas-draw-announced');
      expect(later).not.toContain('old-promotion');
      expect(later).not.toContain('summer-raffle-draft');
    } finally {
      clock = saved;
    }
  });

  it('shows a draft only through a signed, unexpired preview link, never an archived item', async () => {
    const link = await t.inject({ method: 'GET', url: '/platform/content/preview-link?site=drawfront&collection=pages&id=spring-promotion', headers: t.ops() });
    expect(link.statusCode).toBe(200);
    const query = new URL(link.json().path, 'http://x').searchParams;
    const url = `/cms/items/pages/spring-promotion?expires=${query.get('expires')}&signature=${query.get('signature')}`;
    const preview = await t.inject({ method: 'GET', url });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ path: '/spring-promotion', status: 'draft' });
    expect(preview.headers['cache-control']).toBe('no-store');

    // The signature is for that item and site only.
    expectError(await t.inject({ method: 'GET', url: url.replace('spring-promotion', 'holiday-draws') }), 403, 'invalid_preview_link');
    expectError(await t.inject({ method: 'GET', url, headers: { 'X-Drawfront-Site': 'goodcause' } }), 403, 'invalid_preview_link');
    expectError(await t.inject({ method: 'GET', url: `${url.slice(0, -4)}AAAA` }), 403, 'invalid_preview_link');
    expectError(await t.inject({ method: 'GET', url: `/cms/items/pages/spring-promotion?expires=${query.get('expires')}` }), 403, 'invalid_preview_link');
    const saved = clock;
    clock = Number(query.get('expires')) + 1;
    try {
      expectError(await t.inject({ method: 'GET', url }), 403, 'invalid_preview_link');
    } finally {
      clock = saved;
    }
    const archived = await t.inject({ method: 'GET', url: '/platform/content/preview-link?site=drawfront&collection=blog_posts&id=old-promotion', headers: t.ops() });
    const archivedQuery = new URL(archived.json().path, 'http://x').searchParams;
    expectError(await t.inject({ method: 'GET', url: `/cms/items/blog_posts/old-promotion?expires=${archivedQuery.get('expires')}&signature=${archivedQuery.get('signature')}` }), 404, 'content_not_found');
    expectError(await t.inject({ method: 'GET', url: '/platform/content/preview-link?site=drawfront&collection=pages&id=spring-promotion' }), 401, 'ops_unauthorised');
  });

  it('filters, sorts newest first, pages by 12 and counts', async () => {
    const latest = await get('/cms/items/blog_posts?fields=id,created&sort=-created&limit=4&meta=*');
    const posts = latest.data as Item[];
    expect(posts).toHaveLength(4);
    expect(posts.map((post) => post.id)).toEqual(['record-jackpot-weekend', 'syndicates-explained', 'sydney-winner-story', 'new-results-pages']);
    expect(latest.meta).toEqual({ totalCount: 6, filterCount: 6 });
    const guides = await get(`/cms/items/blog_posts?fields=id&sort=-created&limit=12&page=1&meta=filter_count&filter=${encodeURIComponent(JSON.stringify({ categories: { _contains: 'guides' } }))}`);
    expect((guides.data as Item[]).map((post) => post.id)).toEqual(['syndicates-explained', 'choosing-numbers']);
    expect(guides.meta).toEqual({ filterCount: 2 });
    const second = await list('/cms/items/blog_posts?fields=id&sort=-created&limit=4&page=2');
    expect(second.map((post) => post.id)).toEqual(['choosing-numbers', 'spend-limits-launch']);
    const byPath = await list(`/cms/items/pages?filter=${encodeURIComponent(JSON.stringify({ path: { _eq: '/about/faq' } }))}`);
    expect(byPath).toHaveLength(1);
    expect(byPath[0]!.sections).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'faq' })]));
  });

  it('renders markdown sanitised', async () => {
    const page = (await get('/cms/items/pages/privacy')).data as Item;
    expect(page.body).toContain('<h2>What we collect</h2>');
    expect(page.body).toContain('<a href="/about/contact-us">');
    const { renderMarkdown } = await import('../src/modules/content/render');
    const dirty = renderMarkdown('Hi <script>alert(1)</script><img src="javascript:alert(1)" onerror="x()"> [x](javascript:alert(2)) <iframe src="https://e.example"></iframe>');
    expect(dirty).not.toMatch(/script|onerror|javascript:|iframe/);
  });

  it('answers the theme, site config and files', async () => {
    expect((await get('/cms/items/theme')).data).toMatchObject({ logo_text: 'Drawfront' });
    expect((await get('/cms/items/site_config', { 'X-Drawfront-Site': 'goodcause' })).data).toMatchObject({ banner_text: expect.stringContaining('raffle') });
    const file = await t.inject({ method: 'GET', url: '/cms/files/hero-draw.svg' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.body).toContain('<svg');
    expectError(await t.inject({ method: 'GET', url: '/cms/files/hero-draw.svg', headers: { 'X-Drawfront-Site': 'goodcause' } }), 404, 'file_not_found');
  });

  it('answers bad input in the spec error shape', async () => {
    expectError(await t.inject({ method: 'GET', url: '/cms/items/blog_posts?filter=%7Bnot-json' }), 400, 'invalid_query');
    expectError(await t.inject({ method: 'GET', url: `/cms/items/blog_posts?filter=${encodeURIComponent('{"id":{"_like":"x"}}')}` }), 400, 'invalid_query');
    expectError(await t.inject({ method: 'GET', url: '/cms/items/blog_posts?sort=-cre%20ated' }), 400, 'invalid_query');
    expectError(await t.inject({ method: 'GET', url: '/cms/items/blog_posts?page=2' }), 400, 'invalid_query');
    expectError(await t.inject({ method: 'GET', url: '/cms/items/blog_posts?meta=everything' }), 400, 'invalid_query');
    expectError(await t.inject({ method: 'GET', url: '/cms/items/blog_posts?limit=1000' }), 422, 'validation_failed');
    expectError(await t.inject({ method: 'GET', url: '/cms/items/Blog%20Posts' }), 422, 'validation_failed');
    expectError(await t.inject({ method: 'GET', url: '/cms/items/pages/..%2Fetc' }), 422, 'validation_failed');
    expectError(await t.inject({ method: 'GET', url: '/cms/items/pages/no-such-page' }), 404, 'content_not_found');
    expectError(await t.inject({ method: 'POST', url: '/cms/items/pages', payload: { path: '/x' } }), 403, 'collection_not_writable');
    expectError(await t.inject({ method: 'GET', url: '/cms/nothing-here' }), 404, 'not_found');
  });
});

describe.each(backends())('visitor writes (contact, feedback, chat) on %s', (backend) => {
  let clock = new Date('2026-11-24T10:00:00Z').getTime();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });
  const post = (url: string, payload: unknown, address = '203.0.113.7', site = 'drawfront') =>
    t.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress: address, headers: { 'X-Drawfront-Site': site } });
  const contact = { name: 'Ada Player', email: 'ada@example.com', subject: 'My ticket', message: 'Where is my ticket?' };

  it('stores a contact message and emails it to the site support address in the same transaction', async () => {
    const response = await post('/cms/items/contact_messages', contact);
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;
    const [stored] = await t.database.db.select().from(contentSubmissions).where(eq(contentSubmissions.id, id));
    expect(stored).toMatchObject({ siteKey: 'drawfront', collection: 'contact_messages', fields: contact });
    const [mail] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.dedupeKey, `contact_messages:${id}`));
    expect(mail).toMatchObject({ to: 'support@drawfront.example', template: 'contact-messages', subject: 'Contact form: My ticket (Drawfront)' });
    expect(mail!.text).toContain('Where is my ticket?');
  });

  it('refuses an invalid message and stores nothing', async () => {
    const before = (await t.database.db.select().from(contentSubmissions)).length;
    for (const bad of [{ ...contact, email: 'not-an-email' }, { ...contact, message: '   ' }, { ...contact, subject: 'two\nlines' }, { ...contact, extra: 1 }, { name: 'x' }]) {
      expectError(await post('/cms/items/contact_messages', bad, '203.0.113.8'), 422, 'validation_failed');
    }
    expect((await t.database.db.select().from(contentSubmissions)).length).toBe(before);
  });

  it('rate-limits each address per hour in the database, and lets it write again after the window', async () => {
    const address = '198.51.100.9';
    const { perAddress, windowMs } = SUBMISSION_LIMITS.contact_messages;
    for (let i = 0; i < perAddress; i += 1) expect((await post('/cms/items/contact_messages', contact, address)).statusCode).toBe(201);
    const refused = expectError(await post('/cms/items/contact_messages', contact, address), 429, 'too_many_requests');
    expect(refused.messages[0]!.message).toBe('Too many messages from this address. Please try again in 1 hours.');
    // Another address is not held back by this one.
    expect((await post('/cms/items/contact_messages', contact, '198.51.100.10')).statusCode).toBe(201);
    const count = await t.database.db.select().from(contentSubmissions).where(and(eq(contentSubmissions.address, address), eq(contentSubmissions.collection, 'contact_messages')));
    expect(count).toHaveLength(perAddress);
    clock += windowMs + 1000;
    expect((await post('/cms/items/contact_messages', contact, address)).statusCode).toBe(201);
  });

  it('takes feedback by POST /items/feedback and by the events service with the spec payload', async () => {
    expect((await post('/cms/items/feedback', { rating: 'satisfied', comment: 'Easy to use' }, '192.0.2.1')).statusCode).toBe(201);
    expectError(await post('/cms/items/feedback', { rating: 'great' }, '192.0.2.1'), 422, 'validation_failed');
    const event = {
      category: 'user',
      client_information: { build_kind: 'release', name: 'Web', version: '1.0.0', timezone: 'Australia/Sydney', locale: 'en-AU' },
      comment: 'Loved the results page',
      email: '',
      event_type: 'feedback_event',
      name: 'feedback',
      rating: -1,
      source: '/lotto-results',
      variant: 'AU',
    };
    const response = await post('/events/event', event, '192.0.2.2');
    expect(response.statusCode).toBe(202);
    const [stored] = await t.database.db.select().from(contentSubmissions).where(eq(contentSubmissions.id, response.json().data.id));
    expect(stored!.fields).toMatchObject({ rating: 'not_satisfied', comment: 'Loved the results page', source: '/lotto-results', variant: 'AU' });
    expectError(await post('/events/event', { ...event, rating: 2 }, '192.0.2.2'), 422, 'validation_failed');
    expectError(await post('/events/event', { ...event, category: 'system' }, '192.0.2.2'), 422, 'validation_failed');
    expect((await post('/events/event', { event_type: 'track', name: 'support_chat_opened', properties: { source: '/' } }, '192.0.2.2')).statusCode).toBe(202);
  });

  it('takes a chat message while chat is open, and refuses it on a site without chat', async () => {
    const chat = { name: 'Ada', email: 'ada@example.com', message: 'Is the draw tonight?' };
    const response = await post('/cms/items/chat_messages', chat, '192.0.2.3');
    expect(response.statusCode).toBe(201);
    const [mail] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.dedupeKey, `chat_messages:${response.json().data.id}`));
    expect(mail).toMatchObject({ to: 'support@drawfront.example', template: 'chat-messages' });
    expectError(await post('/cms/items/chat_messages', chat, '192.0.2.3', 'goodcause'), 404, 'capability_off');
  });

  it('says when chat opens outside its hours', async () => {
    const { replaceContent, listItems } = await import('../src/modules/content/repository');
    const [config] = await listItems(t.database.db, 'drawfront', 'site_config');
    const weekdays = { ...config!.fields, chat: { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '17:00', time_zone: 'Australia/Sydney' } };
    const items = (await Promise.all(['pages', 'blog_posts', 'site_config'].map((c) => listItems(t.database.db, 'drawfront', c)))).flat();
    await replaceContent(t.database.db, items.map((item) => (item.collection === 'site_config' ? { ...item, fields: weekdays } : item)) as never, []);
    clock = new Date('2026-11-28T01:00:00Z').getTime(); // Saturday 12:00 in Sydney
    const closed = expectError(await post('/cms/items/chat_messages', { name: 'Ada', email: 'ada@example.com', message: 'Hello' }, '192.0.2.4'), 422, 'chat_closed');
    expect(closed.messages[0]!.message).toBe('Chat is closed right now. Chat opens on Monday at 09:00.');
  });
});

describe.each(backends())('sitemap and robots on %s', (backend) => {
  const t = setupApp(backend);
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

  it('lists the pages each site has, by capability, with its content', async () => {
    const response = await t.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const drawfront = locs(response.body);
    expect(drawfront).toEqual(expect.arrayContaining(['http://localhost:3000/', 'http://localhost:3000/about/privacy', 'http://localhost:3000/app', 'http://localhost:3000/how-it-works', 'http://localhost:3000/blog/record-jackpot-weekend', 'http://localhost:3000/blog/category/guides', 'http://localhost:3000/lotto-tickets']));
    // Drawfront has the support-FAQ capability: its FAQ is not listed; drafts, later and noindex content is not either.
    for (const path of ['/about/faq', '/spring-promotion', '/holiday-draws', '/blog/christmas-draw-announced', '/app/android/install', '/login', '/my-account']) expect(drawfront).not.toContain(`http://localhost:3000${path}`);

    const charity = locs((await t.inject({ method: 'GET', url: '/sitemap.xml?site=goodcause' })).body);
    expect(charity).toEqual(expect.arrayContaining(['http://charity.localhost:3000/raffles', 'http://charity.localhost:3000/causes', 'http://charity.localhost:3000/about/faq', 'http://charity.localhost:3000/how-raffles-work']));
    // Every offer a site sells has its page listed, and only that site's offers.
    expect(drawfront).toEqual(expect.arrayContaining(['http://localhost:3000/saturday-super-draw', 'http://localhost:3000/dream-home-raffle']));
    expect(charity).toEqual(expect.arrayContaining(['http://charity.localhost:3000/river-restoration-raffle']));
    expect(charity).not.toContain('http://charity.localhost:3000/saturday-super-draw');
    for (const path of ['/app', '/lotto-tickets', '/charity-tickets', '/how-it-works', '/syndicates']) expect(charity).not.toContain(`http://charity.localhost:3000${path}`);
    expect(locs((await t.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'charity.localhost' } })).body)).toEqual(charity);
  });

  it('answers robots.txt with the sitemap address', async () => {
    const response = await t.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'charity.localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /my-account');
    expect(response.body).toContain('Sitemap: http://charity.localhost:3000/sitemap.xml');
  });
});
