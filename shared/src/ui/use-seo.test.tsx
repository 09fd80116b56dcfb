import { render } from '@testing-library/react';
import { useSeo, type SeoOptions } from './use-seo';

function Page(props: SeoOptions) {
  useSeo(props);
  return null;
}

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
const base: SeoOptions = { title: 'Weekend Lotto results', siteName: 'Drawfront', description: 'Latest winning numbers.' };

describe('useSeo', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="Default site description.">';
    document.title = 'Drawfront';
  });

  it('sets the title as "title | site name", description, canonical and sharing tags', () => {
    render(<Page {...base} canonicalUrl="https://shop.example/weekend-lotto/results" twitterAccount="drawfront" />);
    expect(document.title).toBe('Weekend Lotto results | Drawfront');
    expect(meta('meta[name="description"]')).toBe('Latest winning numbers.');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shop.example/weekend-lotto/results');
    expect(meta('meta[property="og:title"]')).toBe('Weekend Lotto results | Drawfront');
    expect(meta('meta[property="og:description"]')).toBe('Latest winning numbers.');
    expect(meta('meta[property="og:url"]')).toBe('https://shop.example/weekend-lotto/results');
    expect(meta('meta[property="og:site_name"]')).toBe('Drawfront');
    expect(meta('meta[name="twitter:card"]')).toBe('summary');
    expect(meta('meta[name="twitter:title"]')).toBe('Weekend Lotto results | Drawfront');
    expect(meta('meta[name="twitter:site"]')).toBe('@drawfront');
    expect(meta('meta[name="robots"]')).toBeNull();
  });

  it('marks a page noindex, nofollow', () => {
    render(<Page {...base} noindex />);
    expect(meta('meta[name="robots"]')).toBe('noindex, nofollow');
  });

  it('marks every page noindex when the site disables indexing', () => {
    render(<Page {...base} disableIndexing />);
    expect(meta('meta[name="robots"]')).toBe('noindex, nofollow');
  });

  it('puts the previous tags back when the page goes', () => {
    const { unmount } = render(<Page {...base} canonicalUrl="https://shop.example/a" noindex />);
    unmount();
    expect(document.title).toBe('Drawfront');
    expect(meta('meta[name="description"]')).toBe('Default site description.');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });

  it('updates tags when the page changes them', () => {
    const { rerender } = render(<Page {...base} />);
    rerender(<Page {...base} title="Powerball results" description={undefined} />);
    expect(document.title).toBe('Powerball results | Drawfront');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(meta('meta[property="og:title"]')).toBe('Powerball results | Drawfront');
  });
});
