import { fireEvent, screen, within } from '@testing-library/react';
import { buildShellContext, renderAt } from '../../testing/test-context';
import type { FooterProduct } from './product-links';
import { SiteFooter } from './site-footer';

const offers = (count: number): FooterProduct[] =>
  ['Weekend Lotto', 'Powerball', 'Oz Lotto', 'Set for Life', 'Monday Lotto', 'Lucky Raffle', 'Super 66'].slice(0, count).map((name) => ({
    name,
    url: name.toLowerCase().replace(/ /g, '-'),
  }));

function renderProducts(products: FooterProduct[], multiOffer: boolean) {
  const context = buildShellContext({ capabilities: multiOffer ? ['multi-offer-site'] : [] });
  renderAt(<SiteFooter context={context} pathname="/" products={products} />);
}

/** jsdom has no matchMedia; install one answering `matches` for every query. */
function setViewportWide(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('footer product links', () => {
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('gives a single-offer site play and results links for its offer', () => {
    renderProducts([{ name: 'Sunshine Raffle', url: '/sunshine-raffle' }], false);
    const play = within(screen.getByRole('region', { name: 'Play' }));
    expect(play.getByRole('link', { name: 'Play Sunshine Raffle' }).getAttribute('href')).toBe('/sunshine-raffle');
    expect(play.getByRole('link', { name: 'Sunshine Raffle results' }).getAttribute('href')).toBe('/sunshine-raffle/results');
  });

  it('groups a multi-offer site into play and results lists', () => {
    renderProducts(offers(3), true);
    const play = within(screen.getByRole('region', { name: 'Play' }));
    const results = within(screen.getByRole('region', { name: 'Results' }));
    expect(play.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/weekend-lotto', '/powerball', '/oz-lotto']);
    expect(results.getByRole('link', { name: 'Powerball results' }).getAttribute('href')).toBe('/powerball/results');
  });

  it('uses one column up to 5 offers and two above', () => {
    renderProducts(offers(5), true);
    expect(document.querySelector('.df-footer__list--double')).toBeNull();
  });

  it('uses two columns above 5 offers', () => {
    renderProducts(offers(6), true);
    expect(document.querySelectorAll('.df-footer__list--double')).toHaveLength(2);
  });

  it('shows the grouped lists open on medium screens and up', () => {
    setViewportWide(true);
    renderProducts(offers(2), true);
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Powerball' })).toBeTruthy();
  });

  it('makes the grouped lists an accordion on small screens', () => {
    setViewportWide(false);
    renderProducts(offers(2), true);
    const toggle = screen.getByRole('button', { name: 'Play' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Powerball' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Powerball' }).getAttribute('href')).toBe('/powerball');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.hidden).toBe(false);
  });
});
