import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createPathTo } from '@drawfront/shared/routes/path-to';
import { ErrorPage } from './error-page';
import { MAINTENANCE_TEXT, NO_PRODUCTS_TEXT, NOT_FOUND_TEXT, SERVER_BUSY_TEXT } from './error-texts';

const homePath = createPathTo({ capabilities: [] })('home');

describe('ErrorPage', () => {
  it.each([
    [418, NO_PRODUCTS_TEXT],
    [500, SERVER_BUSY_TEXT],
    [503, MAINTENANCE_TEXT],
    [404, NOT_FOUND_TEXT],
  ])('shows the spec heading and text for %i', (status, texts) => {
    render(<ErrorPage status={status} homePath={homePath} />);
    expect(screen.getByRole('heading', { level: 1, name: texts.heading })).toBeTruthy();
    expect(screen.getByText(texts.text)).toBeTruthy();
  });

  it('uses the spec wording exactly', () => {
    expect(NO_PRODUCTS_TEXT).toEqual({
      heading: "It's not you, it's us!",
      text: 'There are currently no products available, please check back later. Thank you for being patient.',
    });
    expect(SERVER_BUSY_TEXT.text).toBe('We are experiencing large load times on our server. Thank you for being patient.');
    expect(MAINTENANCE_TEXT).toEqual({
      heading: "There's a spanner in the works!",
      text: "We'll be up and running again soon after this scheduled maintenance.",
    });
    expect(NOT_FOUND_TEXT.heading).toBe('Something went wrong.');
  });

  it.each([400, 401, 422, 502, 0])('shows the 500 page for an unknown code (%i)', (status) => {
    render(<ErrorPage status={status} homePath={homePath} />);
    expect(screen.getByRole('heading', { name: SERVER_BUSY_TEXT.heading })).toBeTruthy();
    expect(screen.getByText(SERVER_BUSY_TEXT.text)).toBeTruthy();
  });

  it('links the 404 page home inside a router', () => {
    render(
      <MemoryRouter initialEntries={['/no-such-page']}>
        <ErrorPage status={404} homePath={homePath} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Try heading home and finding your bearing.' }).getAttribute('href')).toBe('/');
  });

  it('links the 404 page home without a router (boot failures render before one exists)', () => {
    render(<ErrorPage status={404} homePath={homePath} />);
    expect(screen.getByRole('link', { name: NOT_FOUND_TEXT.homeLink }).getAttribute('href')).toBe('/');
  });

  it("links the site's own home page", () => {
    render(<ErrorPage status={404} homePath={createPathTo({ capabilities: [], routeOverrides: { home: '/welcome' } })('home')} />);
    expect(screen.getByRole('link', { name: NOT_FOUND_TEXT.homeLink }).getAttribute('href')).toBe('/welcome');
  });

  it('has no home link on the other pages', () => {
    render(<ErrorPage status={503} homePath={homePath} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
