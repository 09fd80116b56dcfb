import type { NavigationItem } from '@drawfront/shared/contract/site';
import { CAPABILITIES } from '@drawfront/shared/contract/capabilities';
import { visibleNavigation } from './content-links';

const navigation: NavigationItem[] = [
  { id: 'lotteries', label: 'Lotteries', kind: 'internal', href: '/lotto-tickets' },
  { id: 'raffles', label: 'Raffles', kind: 'internal', href: '/charity-tickets' },
  { id: 'syndicates', label: 'Syndicates', kind: 'internal', href: '/syndicates' },
  { id: 'lotto-party', label: 'Lotto Party', kind: 'internal', href: '/lotto-party' },
  { id: 'more', label: 'More', kind: 'drawer', href: '#more' },
  { id: 'help', label: 'Help centre', kind: 'external', href: 'https://help.example' },
];
const ids = (items: NavigationItem[]) => items.map((item) => item.id);

describe('visibleNavigation', () => {
  it('keeps every item on a site with every capability', () => {
    expect(ids(visibleNavigation(navigation, { capabilities: [...CAPABILITIES], routeOverrides: {} }))).toEqual(['lotteries', 'raffles', 'syndicates', 'lotto-party', 'more', 'help']);
  });

  it('drops the lists whose capabilities the site lacks, keeping external links and the drawer', () => {
    const capabilities = CAPABILITIES.filter((capability) => !['syndicates', 'social-syndicates', 'multi-offer-site'].includes(capability));
    expect(ids(visibleNavigation(navigation, { capabilities, routeOverrides: {} }))).toEqual(['raffles', 'more', 'help']);
  });

  it("follows the site's path override of a list (a charity site's /raffles)", () => {
    const items: NavigationItem[] = [{ id: 'raffles', label: 'Raffles', kind: 'internal', href: '/raffles' }];
    expect(ids(visibleNavigation(items, { capabilities: [], routeOverrides: { 'charity-tickets': '/raffles' } }))).toEqual(['raffles']);
  });
});
