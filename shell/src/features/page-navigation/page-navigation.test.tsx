import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { createPageVisits } from '../../lib/page-visits';
import { PageNavigation } from './page-navigation';

let navigate: NavigateFunction = () => undefined;
function CaptureNavigate() {
  const to = useNavigate();
  useEffect(() => {
    navigate = to;
  }, [to]);
  return null;
}

function Page({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
      <p id="rules">Rules</p>
    </main>
  );
}

/** A page that puts focus on its own field as it opens (a sign-in form). */
function FocusingPage() {
  return (
    <main>
      <h1>Sign in</h1>
      <label>
        Email address
        <input
          ref={(input) => {
            input?.focus();
          }}
        />
      </label>
    </main>
  );
}

function renderShell(visits = createPageVisits('/')) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <CaptureNavigate />
      <PageNavigation visits={visits} />
      <Routes>
        <Route path="/" element={<Page title="Home" />} />
        <Route path="/lucky-strike" element={<Page title="Lucky Strike" />} />
        <Route path="/results" element={<Page title="Results" />} />
        <Route path="/login" element={<FocusingPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return visits;
}

describe('PageNavigation', () => {
  let scrollY = 0;
  const scrollTo = jest.fn((_x: number, y: number) => {
    scrollY = y;
  });

  beforeEach(() => {
    scrollY = 0;
    scrollTo.mockClear();
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => window.sessionStorage.clear());

  const scrollBy = async (y: number) => {
    scrollY = y;
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
  };

  it('does nothing on the first load: no scroll, focus stays, nothing announced', () => {
    renderShell();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByTestId('route-announcer').textContent).toBe('');
  });

  it('starts a new page at its top, focuses its heading and announces it politely', async () => {
    const visits = renderShell();
    await scrollBy(900);
    act(() => navigate('/lucky-strike'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    const heading = screen.getByRole('heading', { level: 1, name: 'Lucky Strike' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    const announcer = screen.getByRole('status');
    expect(announcer.getAttribute('aria-live')).toBe('polite');
    expect(announcer.textContent).toBe('Lucky Strike');
    expect(visits.current()).toMatchObject({ epoch: 2, pathname: '/lucky-strike' });
  });

  it('goes to the #fragment of the new page', () => {
    renderShell();
    act(() => navigate('/results#rules'));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Results' }));
  });

  it('restores the offset on Back, and focuses the heading without scrolling away from it', async () => {
    renderShell();
    await scrollBy(1400);
    act(() => navigate('/lucky-strike'));
    await scrollBy(200);
    act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1400);
    expect(window.scrollY).toBe(1400);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Home' }));
    expect(screen.getByRole('status').textContent).toBe('Home');
    act(() => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 200);
  });

  it('leaves scroll, focus and the page visit alone when only the query changes (a filter)', async () => {
    const visits = renderShell();
    act(() => navigate('/results'));
    await scrollBy(600);
    scrollTo.mockClear();
    const focused = document.activeElement;
    act(() => navigate('/results?lottery=mega'));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(focused);
    expect(visits.current().epoch).toBe(2);
  });

  it('leaves focus where the new page put it, and still announces the page', () => {
    renderShell();
    act(() => navigate('/login'));
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
    expect(screen.getByRole('status').textContent).toBe('Sign in');
  });
});
