import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { AppRoutes } from './app';

describe('membership routes', () => {
  it('shows "page not found" for an unknown path under /daily-winners, linking home', () => {
    const props = buildRemoteProps({ basePath: '/daily-winners', site: buildSite({ capabilities: ['membership-program'] }) });
    render(
      <MemoryRouter basename="/daily-winners" initialEntries={['/daily-winners/no-such-page']}>
        <AppRoutes {...props} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try heading home and finding your bearing.' }).getAttribute('href')).toBe('/');
  });
});
