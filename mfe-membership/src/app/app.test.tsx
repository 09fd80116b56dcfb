import { screen } from '@testing-library/react';
import { buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { renderMembership } from '../testing/render-membership';

describe('membership routes', () => {
  it('shows "page not found" for an unknown path under /daily-winners, linking home', () => {
    const props = buildRemoteProps({ basePath: '/daily-winners', site: buildSite({ capabilities: ['membership-program'] }) });
    renderMembership('/daily-winners/no-such-page', props);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try heading home and finding your bearing.' }).getAttribute('href')).toBe('/');
  });
});
