import { render } from '@testing-library/react';
import { useSeo, type SeoOptions } from '@drawfront/shared/ui/use-seo';
import { useSiteRobots } from './use-site-robots';

function Page(props: SeoOptions) {
  useSeo(props);
  return null;
}

function Site({ disableIndexing }: { disableIndexing: boolean }) {
  useSiteRobots(disableIndexing);
  return null;
}

const base: SeoOptions = { title: 'Weekend Lotto results', siteName: 'Drawfront', description: 'Latest winning numbers.' };

describe('useSiteRobots', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('keeps the whole site out of search results even when a page allows indexing', () => {
    render(
      <>
        <Site disableIndexing />
        <Page {...base} />
      </>,
    );
    const robots = [...document.head.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content'));
    expect(robots).toEqual(['noindex, nofollow']);
  });

  it('adds nothing when indexing is allowed', () => {
    render(<Site disableIndexing={false} />);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
