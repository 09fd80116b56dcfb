import { screen } from '@testing-library/react';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { renderRemoteRoutes } from '@drawfront/shared/testing/render-remote';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';
import { AppRoutes } from './app';

const notFound = (message: string) => new ApiError({ status: 404, message, code: 'not_found', errors: {}, result: null, reported: false, context: 'GET /items/blog_posts' });

describe('an unknown blog post', () => {
  it("is the catalogue's not-found page, without the API's text or a Try again", async () => {
    const api = buildApi(async (request) => {
      if (request.path === '/items/blog_categories') return { data: [] };
      if (request.path.startsWith('/items/blog_posts')) throw notFound("no published blog_posts item 'no-such-post' on site 'drawfront'");
      if (request.path === '/items/pages') return { data: [] };
      throw new Error(`unexpected ${request.path}`);
    });
    const site = buildSite({ capabilities: ['commercial-lotteries', 'multi-offer-site', 'blog'] });
    const { container } = renderRemoteRoutes(AppRoutes, '/blog/no-such-post', buildRemoteProps({ api, site }), { mounted: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.queryByText(/no published blog_posts item/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
