import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createPathTo } from '@drawfront/shared/routes/path-to';
import { RENDER_ERROR_TEXT } from './error-texts';
import { RenderErrorFallback } from './render-error-fallback';

function renderFallback(onRetry = jest.fn()) {
  render(
    <MemoryRouter>
      <RenderErrorFallback onRetry={onRetry} homePath={createPathTo({ capabilities: [] })('home')} />
    </MemoryRouter>,
  );
  return onRetry;
}

describe('RenderErrorFallback', () => {
  it('shows the spec heading and text, with "Homepage" linking home', () => {
    renderFallback();
    expect(screen.getByRole('heading', { level: 1, name: "It's not you, it's us!" })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Homepage' });
    expect(link.getAttribute('href')).toBe('/');
    expect(link.parentElement?.textContent).toBe(RENDER_ERROR_TEXT.text);
    expect(RENDER_ERROR_TEXT.text).toBe('Looks like something went wrong on our end. Please try reloading or go back to the Homepage.');
  });

  it('calls onRetry from the "Reload page" button', () => {
    const onRetry = renderFallback();
    fireEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('moves focus to the heading when shown', () => {
    renderFallback();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: RENDER_ERROR_TEXT.heading }));
  });
});
