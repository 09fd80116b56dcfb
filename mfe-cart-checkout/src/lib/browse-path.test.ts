import { createPathTo } from '@drawfront/shared/routes/path-to';
import { buildSite } from '@drawfront/shared/testing/build-remote-props';
import { browsePath } from './browse-path';

describe('browsePath', () => {
  it('sends lottery sites to the lotto list and other sites home', () => {
    expect(browsePath(createPathTo(buildSite({ capabilities: ['commercial-lotteries', 'multi-offer-site'] })))).toBe('/lotto-tickets');
    expect(browsePath(createPathTo(buildSite({ capabilities: ['charity-lotteries'] })))).toBe('/');
  });

  it("follows the site's own path for the lotto list", () => {
    expect(browsePath(createPathTo(buildSite({ routeOverrides: { 'lotto-tickets': '/lotteries' } })))).toBe('/lotteries');
  });
});
