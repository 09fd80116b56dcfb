import { act, fireEvent, render, screen } from '@testing-library/react';
import { BANNER_DISMISSAL_KEY, BANNER_TEXT_KEY } from './banner-dismissal';
import { SitewideBanner } from './sitewide-banner';
import { BANNER_HEIGHT_VARIABLE } from './use-banner-height';

const bannerHeight = () => document.documentElement.style.getPropertyValue(BANNER_HEIGHT_VARIABLE);

describe('SitewideBanner', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('renders nothing without text', () => {
    const { container } = render(<SitewideBanner />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the text in a labelled region', () => {
    render(<SitewideBanner text="Draws close early on Friday." />);
    expect(screen.getByRole('region', { name: 'Announcement' }).textContent).toContain('Draws close early on Friday.');
  });

  it('stays dismissed for the same text, across page loads', () => {
    const first = render(<SitewideBanner text="Maintenance on Sunday." />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(window.localStorage.getItem(BANNER_DISMISSAL_KEY)).toBe('Maintenance on Sunday.');
    first.unmount();

    render(<SitewideBanner text="Maintenance on Sunday." />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('reappears when the text changes', () => {
    window.localStorage.setItem(BANNER_DISMISSAL_KEY, 'Old news.');
    const { rerender } = render(<SitewideBanner text="Old news." />);
    expect(screen.queryByRole('region')).toBeNull();
    rerender(<SitewideBanner text="New draw added." />);
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeTruthy();
  });

  it('publishes its height, re-measures on resize at most every 10 ms, and clears it when dismissed', () => {
    jest.useFakeTimers();
    let height = 48;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);
    render(<SitewideBanner text="Jackpot tonight." />);
    expect(bannerHeight()).toBe('48px');

    height = 72;
    act(() => {
      window.dispatchEvent(new Event('resize'));
      window.dispatchEvent(new Event('resize'));
    });
    expect(bannerHeight()).toBe('48px');
    act(() => jest.advanceTimersByTime(10));
    expect(bannerHeight()).toBe('72px');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(bannerHeight()).toBe('');
  });

  it('measures again when the text changes', () => {
    let height = 40;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);
    const { rerender } = render(<SitewideBanner text="Short." />);
    expect(bannerHeight()).toBe('40px');
    height = 80;
    rerender(<SitewideBanner text="A much longer announcement that wraps onto a second line on small screens." />);
    expect(bannerHeight()).toBe('80px');
  });

  it("reserves its place while the site's content loads with the text this tab last showed, so the page does not shift", () => {
    const first = render(<SitewideBanner text="Jackpot tonight." />);
    expect(window.sessionStorage.getItem(BANNER_TEXT_KEY)).toBe('Jackpot tonight.');
    first.unmount();

    const { rerender } = render(<SitewideBanner settled={false} />);
    expect(screen.getByRole('region', { name: 'Announcement' }).textContent).toContain('Jackpot tonight.');
    rerender(<SitewideBanner settled />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(window.sessionStorage.getItem(BANNER_TEXT_KEY)).toBeNull();
  });

  it('stays out of the way while loading once dismissed', () => {
    window.sessionStorage.setItem(BANNER_TEXT_KEY, 'Maintenance on Sunday.');
    window.localStorage.setItem(BANNER_DISMISSAL_KEY, 'Maintenance on Sunday.');
    render(<SitewideBanner settled={false} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
