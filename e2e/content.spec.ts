import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { E2E_API_URL } from './support/platform-urls';
import { snapshot } from './support/screenshots';
import { remoteContainer } from './support/shell-page';

/** Mail in the development mailbox (the outbox, outside production). */
async function mailbox(to: string): Promise<{ subject: string; text: string; template: string }[]> {
  const response = await fetch(`${E2E_API_URL}/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()).messages;
}

const PAGE_KINDS: { name: string; path: string; heading: RegExp | string }[] = [
  { name: 'about', path: '/about', heading: 'About Drawfront' },
  { name: 'responsible-gaming', path: '/about/responsible-gaming', heading: 'Responsible gambling' },
  { name: 'privacy', path: '/about/privacy', heading: 'Privacy policy' },
  { name: 'faq', path: '/about/faq', heading: 'Frequently asked questions' },
  { name: 'contact', path: '/about/contact-us', heading: 'Contact us' },
  { name: 'cms-page', path: '/how-it-works', heading: 'Play in three steps' },
  { name: 'blog', path: '/blog', heading: 'News' },
  { name: 'blog-category', path: '/blog/category/guides', heading: 'Guides' },
  { name: 'blog-post', path: '/blog/record-jackpot-weekend', heading: 'A record jackpot weekend' },
  { name: 'app', path: '/app', heading: 'Drawfront in your pocket' },
  { name: 'app-android', path: '/app/android', heading: 'Drawfront for Android' },
  { name: 'feature-banner', path: '/marketing/feature-banner', heading: 'Feature banner' },
];

test.describe('content pages', () => {
  test.beforeEach(async ({ page }) => {
    await page.context().addCookies([{ name: 'df_consent', value: 'essential', url: 'http://localhost' }]);
  });

  for (const kind of PAGE_KINDS) {
    test(`${kind.name} renders from content with its SEO tags and no axe violations`, async ({ page }) => {
      await page.goto(kind.path);
      await expect(page.getByRole('heading', { level: 1, name: kind.heading })).toBeVisible();
      await expect(page).toHaveTitle(/ \| Drawfront$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${kind.path.replace(/\//g, '\\/')}$`));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', / \| Drawfront$/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
      await snapshot(page, `content-${kind.name}`);
      await expectNoAxeViolations(page, kind.path);
    });
  }

  test('responsible gambling lists real help contacts', async ({ page }) => {
    await page.goto('/about/responsible-gaming');
    await expect(page.getByRole('link', { name: '1800 858 858' })).toHaveAttribute('href', 'tel:1800858858');
    await expect(page.getByRole('heading', { name: 'Gambling Help Online' })).toBeVisible();
  });

  test('a draft shows only through a signed preview link', async ({ page }) => {
    await page.goto('/spring-promotion');
    await expect(page.getByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
    const link = await fetch(`${E2E_API_URL}/platform/content/preview-link?site=drawfront&collection=pages&id=spring-promotion`, { headers: { authorization: `Bearer ${process.env.OPS_TOKEN ?? 'dev-ops-token'}` } });
    const { path } = (await link.json()) as { path: string };
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Spring into the weekend' })).toBeVisible();
    await expect(page.getByText('Preview: this content is not published yet.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex, nofollow');
    await snapshot(page, 'content-preview');
    await expectNoAxeViolations(page, '/preview');
    await page.goto(path.replace(/signature=[^&]+/, 'signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
    await expect(page.getByText('this preview link is not valid or has expired; ask for a new one')).toBeVisible();
  });

  test('the charity site speaks of raffles on its own pages', async ({ page }) => {
    await page.goto('/about/faq?site=goodcause');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await page.getByRole('button', { name: 'How is a raffle different from a lottery?' }).click();
    await expect(page.getByText("You don't pick numbers.")).toBeVisible();
    await expect(page).toHaveTitle(/ \| Good Cause Raffles$/);
    await snapshot(page, 'content-goodcause-faq');
    await expectNoAxeViolations(page, 'goodcause /about/faq');
  });

  test('the contact form is checked, sent, stored and emailed to support', async ({ page }) => {
    await page.goto('/about/contact-us');
    const form = remoteContainer(page, 'catalogue');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Please enter your name.')).toBeVisible();
    await form.getByLabel('Your name').fill('Casey Contact');
    await form.getByLabel('Email address').fill('casey@example.com');
    await form.getByLabel('Subject (optional)').fill('Lost ticket');
    await form.getByRole('textbox', { name: 'Message' }).fill('I cannot find my ticket from Saturday.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Message sent')).toBeVisible();
    await snapshot(page, 'content-contact-sent');
    await expect.poll(async () => (await mailbox('support@drawfront.example')).some((mail) => mail.subject === 'Contact form: Lost ticket (Drawfront)' && mail.text.includes('I cannot find my ticket'))).toBe(true);
  });
});

test.describe('widgets', () => {
  test('the feedback modal goes through both steps and the event reaches the API', async ({ page }) => {
    await page.context().addCookies([{ name: 'df_consent', value: 'essential', url: 'http://localhost' }]);
    await page.goto('/about');
    const request = page.waitForRequest((r) => r.url().endsWith('/events/event') && r.method() === 'POST');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Give feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give feedback' });
    await expect(dialog.getByRole('button', { name: 'Send feedback' })).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Satisfied', exact: true }).check();
    await dialog.getByLabel('Comment (optional)').fill('The about page is clear.');
    await snapshot(page, 'widget-feedback-comment');
    await expectNoAxeViolations(page, 'feedback modal');
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog.getByText('Thank you for your feedback!')).toBeVisible();
    const body = (await request).postDataJSON();
    expect(body).toMatchObject({ category: 'user', event_type: 'feedback_event', name: 'feedback', rating: 1, comment: 'The about page is clear.', source: '/about', variant: 'AU', client_information: { name: 'Web', build_kind: 'release', locale: 'en-AU' } });
    await snapshot(page, 'widget-feedback-complete');
    await expect.poll(async () => (await mailbox('support@drawfront.example')).some((mail) => mail.template === 'feedback' && mail.text.includes('The about page is clear.'))).toBe(true);
    // Closing resets: the modal opens again at the comment step with empty fields.
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Give feedback' }).click();
    await expect(page.getByRole('dialog', { name: 'Give feedback' }).getByLabel('Comment (optional)')).toHaveValue('');
  });

  test('chat with us opens a message form that reaches the support inbox', async ({ page }) => {
    await page.context().addCookies([{ name: 'df_consent', value: 'essential', url: 'http://localhost' }]);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Chat with us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat with us' });
    await dialog.getByLabel('Your name').fill('Chris Chat');
    await dialog.getByLabel('Email address').fill('chris@example.com');
    await dialog.getByLabel('Your message').fill('When is the next Super Draw?');
    await snapshot(page, 'widget-chat-form');
    await expectNoAxeViolations(page, 'chat form');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.getByText('Message sent')).toBeVisible();
    await expect.poll(async () => (await mailbox('support@drawfront.example')).some((mail) => mail.template === 'chat-messages' && mail.text.includes('When is the next Super Draw?'))).toBe(true);
  });

  test('withdrawing consent removes the non-essential cookie, and analytics stop', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('region', { name: 'Cookies on this site' }).getByRole('button', { name: 'Accept all' }).click();
    // With consent a page view goes to the events service and sets the analytics id cookie.
    const pageView = page.waitForRequest((r) => r.url().endsWith('/events/event') && r.postDataJSON()?.event_type === 'page');
    await page.goto('/blog');
    await pageView;
    await expect.poll(async () => (await page.context().cookies()).map((c) => c.name)).toContain('df_aid');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await snapshot(page, 'widget-consent-settings');
    await page.getByRole('region', { name: 'Cookies on this site' }).getByRole('button', { name: 'Only essential' }).click();
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain('df_aid');
    expect(names).toContain('df_consent');
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/events/event')) sent += 1;
    });
    await page.getByRole('banner').getByRole('link').first().click();
    await page.waitForLoadState('networkidle');
    expect(sent).toBe(0);
  });

  test('the sitewide banner shows the text from content', async ({ page }) => {
    await page.context().addCookies([{ name: 'df_consent', value: 'essential', url: 'http://localhost' }]);
    await page.goto('/?site=goodcause');
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
    await page.goto('/?site=drawfront');
    await expect(page.getByRole('region', { name: 'Announcement' })).toContainText('Saturday Super Draw');
  });
});

test('sitemap.xml and robots.txt', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain('<loc>http://localhost:3000/about/privacy</loc>');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap: http://localhost:3000/sitemap.xml');
});
