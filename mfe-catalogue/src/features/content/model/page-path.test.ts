import { matchPageRoute, normalisePath, parseBlogPage } from './page-path';

const routes = [
  { id: 'about', path: '/about', template: 'about', name: 'About us' },
  { id: 'how', path: '/How-It-Works/', template: 'page', name: 'How it works' },
];

describe('content page paths', () => {
  it('matches lower-cased, ignoring a trailing slash and the query', () => {
    expect(normalisePath('/About/')).toBe('/about');
    expect(normalisePath('/')).toBe('/');
    expect(matchPageRoute(routes, '/how-it-works')?.id).toBe('how');
    expect(matchPageRoute(routes, '/ABOUT/?x=1')?.id).toBe('about');
    expect(matchPageRoute(routes, '/about/privacy')).toBeNull();
  });

  it('reads blog page numbers', () => {
    expect(parseBlogPage(undefined)).toBe(1);
    expect(parseBlogPage('3')).toBe(3);
    expect(parseBlogPage('0')).toBeNull();
    expect(parseBlogPage('two')).toBeNull();
  });
});
