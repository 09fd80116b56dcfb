import { createPathTo } from '@drawfront/shared/routes/path-to';
import { resolveContentLinks, visibleNavigation } from './content-links';

const charity = { capabilities: ['blog', 'causes-directory', 'terms-of-use', 'responsible-gambling'] as const, routeOverrides: { 'charity-tickets': '/raffles' } };

describe('content links', () => {
  it('drops route links and paths to pages the site lacks, and keeps outside addresses', () => {
    const links = resolveContentLinks(
      [
        { label: 'News', route: 'blog' },
        { label: 'App', route: 'app' },
        { label: 'Raffles', route: 'charity-tickets' },
        { label: 'Lotteries', href: '/lotto-tickets' },
        { label: 'How raffles work', href: '/how-raffles-work' },
        { label: 'Help', href: 'https://help.example' },
        { label: 'Bad', href: 'javascript:alert(1)' },
        { label: 'Unknown', route: 'no-such-route' },
      ],
      createPathTo(charity),
      charity,
    );
    expect(links).toEqual([
      { label: 'News', href: '/blog', internal: true },
      { label: 'Raffles', href: '/raffles', internal: true },
      { label: 'How raffles work', href: '/how-raffles-work', internal: true },
      { label: 'Help', href: 'https://help.example', internal: false },
    ]);
  });

  it('leaves navigation items to missing pages out', () => {
    const items = visibleNavigation(
      [
        { id: 'lotteries', label: 'Lotteries', kind: 'internal', href: '/lotto-tickets' },
        { id: 'raffles', label: 'Raffles', kind: 'internal', href: '/raffles' },
        { id: 'more', label: 'More', kind: 'drawer', href: '#more' },
      ],
      charity,
    );
    expect(items.map((item) => item.id)).toEqual(['raffles', 'more']);
  });
});
