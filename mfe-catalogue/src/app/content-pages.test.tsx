import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { AppRoutes } from './app';

const faqPage = {
  id: 'faq',
  path: '/about/faq',
  template: 'about',
  name: 'Frequently asked questions',
  seo: { title: 'FAQ', description: 'Answers about tickets.' },
  created: '2026-01-01T00:00:00Z',
  publishDate: null,
  status: 'published',
  sections: [
    { type: 'faq', heading: 'Tickets', questions: [{ question: 'When do sales close?', html: '<p>Before each draw. See <a href="/lotto-results">results</a>.</p>' }] },
    { type: 'call_to_action', heading: 'Still stuck?', label: 'Contact us', href: '/about/contact-us' },
  ],
};
const howPage = { ...faqPage, id: 'how', path: '/how-it-works', template: 'page', name: 'How it works', seo: {}, sections: [{ type: 'hero', heading: 'Play in three steps', text: 'Easy.' }] };

function api(calls: ApiRequest[] = []) {
  return buildApi(async (request) => {
    calls.push(request);
    if (request.path === '/items/pages' && request.query?.fields) return { data: [faqPage, howPage].map(({ id, path, template, name }) => ({ id, path, template, name })) };
    if (request.path === '/items/pages') {
      const filter = JSON.parse(String(request.query?.filter)) as { path: { _eq: string } };
      return { data: [faqPage, howPage].filter((page) => page.path === filter.path._eq) };
    }
    if (request.path === '/items/blog_categories') return { data: [{ id: 'news', name: 'News', slug: 'news' }] };
    if (request.path === '/items/blog_posts') return { data: [{ id: 'hello', title: 'Hello world', summary: 'First post', categories: ['news'], created: '2026-11-20T09:00:00Z' }], meta: { filterCount: 1 } };
    throw new Error(`unexpected ${request.path}`);
  });
}

// A site with the blog, so the blog pages link to each other.
const site = buildSite({ capabilities: ['commercial-lotteries', 'multi-offer-site', 'blog'] });

const renderAt = (path: string, navigate = jest.fn(), calls: ApiRequest[] = []) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes {...buildRemoteProps({ navigate, api: api(calls), site })} />
    </MemoryRouter>,
  );

describe('content pages', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('shows an about page from content with its SEO tags and a working FAQ accordion', async () => {
    const navigate = jest.fn();
    renderAt('/about/faq', navigate);
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    expect(document.title).toMatch(/^FAQ \| /);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Answers about tickets.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/about\/faq$/);
    expect(document.head.querySelector('meta[property="og:title"]')).not.toBeNull();
    const toggle = screen.getByRole('button', { name: 'When do sales close?' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // A link inside content HTML goes through the shell's router.
    fireEvent.click(screen.getByRole('link', { name: 'results' }));
    expect(navigate).toHaveBeenCalledWith('/lotto-results');
    fireEvent.click(screen.getByRole('link', { name: 'Contact us' }));
    expect(navigate).toHaveBeenCalledWith('/about/contact-us');
  });

  it('shows a content-defined path instead of a play page', async () => {
    renderAt('/How-It-Works/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Play in three steps' })).toBeTruthy();
  });

  it('lists the latest four posts on /blog, newest first, with the categories', async () => {
    const calls: ApiRequest[] = [];
    renderAt('/blog', jest.fn(), calls);
    expect((await screen.findByRole('link', { name: 'Hello world' })).getAttribute('href')).toBe('/blog/hello');
    const posts = calls.find((call) => call.path === '/items/blog_posts')!;
    expect(posts.query).toMatchObject({ limit: 4, sort: '-created' });
    expect(screen.getByRole('navigation', { name: 'Categories' })).toBeTruthy();
  });

  it('asks for 12 posts a page on a category page, and 404s an unknown category', async () => {
    const calls: ApiRequest[] = [];
    renderAt('/blog/category/news', jest.fn(), calls);
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/items/blog_posts')!.query).toMatchObject({ limit: 12, page: 1, filter: JSON.stringify({ categories: { _contains: 'news' } }) });
    renderAt('/blog/category/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
  });
});
