import { screen, within } from '@testing-library/react';
import type { Capability } from '@drawfront/shared/contract/capabilities';
import { createPathTo } from '@drawfront/shared/routes/path-to';
import { buildSite } from '@drawfront/shared/testing/build-remote-props';
import { renderAt } from '../../testing/test-context';
import { CondensedFooter } from './condensed-footer';

function renderCondensed(capabilities: Capability[]) {
  const site = buildSite({ capabilities });
  renderAt(<CondensedFooter site={site} pathTo={createPathTo(site)} />);
}
const legalLinks = () => within(screen.getByRole('navigation', { name: 'Legal' })).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('CondensedFooter', () => {
  it('links privacy, terms and responsible gambling, with payment logos and the disclaimer', () => {
    renderCondensed(['responsible-gambling', 'blog', 'feedback', 'cookie-consent']);
    expect(legalLinks()).toEqual([
      ['Privacy policy', '/about/privacy'],
      ['Terms and conditions', '/about/terms-and-conditions'],
      ['Responsible gambling', '/about/responsible-gaming'],
    ]);
    expect(screen.getByRole('list', { name: 'Payment methods we accept' })).toBeTruthy();
    expect(screen.getByText(/Customers must be 18 or older/)).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('uses terms of use and drops responsible gambling per capability', () => {
    renderCondensed(['terms-of-use']);
    expect(legalLinks()).toEqual([
      ['Privacy policy', '/about/privacy'],
      ['Terms of use', '/about/terms-of-use'],
    ]);
  });
});
