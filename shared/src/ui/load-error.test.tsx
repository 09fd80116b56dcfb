import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../api-client/api-error';
import { createEventBus } from '../bus/event-bus';
import type { DrawfrontEvent } from '../bus/events';
import { buildI18n, buildSite } from '../testing/build-remote-props';
import { LoadError } from './load-error';
import { PageOutcomeProvider } from './page-outcome';

const i18n = buildI18n(buildSite());
const apiError = (status: number, message = `The API says ${status}`) => new ApiError({ status, message, code: null, errors: {}, result: null, reported: false, context: 'GET /x' });

function renderInPage(error: unknown) {
  const bus = createEventBus({ validate: true });
  const events: DrawfrontEvent[] = [];
  bus.on('auth/login-required').subscribe((event) => events.push(event));
  render(
    <MemoryRouter initialEntries={['/blog/no-such-post?from=home']}>
      <PageOutcomeProvider i18n={i18n} navigate={() => undefined} bus={bus}>
        <h1>Blog</h1>
        <LoadError title="We could not load this post" error={error} i18n={i18n} onRetry={() => undefined} />
      </PageOutcomeProvider>
    </MemoryRouter>,
  );
  return { events };
}

describe('LoadError', () => {
  it('shows the not-found page for a 404, never the API\'s text nor "Try again"', () => {
    renderInPage(apiError(404, 'blog post not found'));
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Blog' })).toBeNull();
    expect(screen.queryByText('blog post not found')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("reads the status of another bundle's ApiError (the shell's client throws the shell's copy of the class)", () => {
    renderInPage(Object.assign(new Error('draw 99999 not found'), { name: 'ApiError', status: 404 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.queryByText('draw 99999 not found')).toBeNull();
  });

  it('asks the visitor to sign in and come back for a 401', () => {
    window.history.pushState({}, '', '/saturday-super-draw/receipt/7?partner=club');
    const { events } = renderInPage(apiError(401, 'this call needs a valid access token'));
    expect(events).toEqual([{ type: 'auth/login-required', returnTo: '/saturday-super-draw/receipt/7?partner=club' }]);
    expect(screen.queryByText(/valid access token/)).toBeNull();
  });

  it('offers "Try again" for a failure a retry can cure (5xx, network)', () => {
    renderInPage(apiError(503, 'Service unavailable'));
    expect(screen.getByText('Service unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a refusal without "Try again": asking again answers the same', () => {
    renderInPage(apiError(422, 'The token is not valid'));
    expect(screen.getByText('The token is not valid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
