import { fireEvent, render, screen } from '@testing-library/react';
import type { NavigationItem } from '@drawfront/shared/contract/site';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { NAVIGATION_DRAWER_ID } from '../../lib/drawer-ids';
import { CAPABILITIES } from '@drawfront/shared/contract/capabilities';
import { createPathTo } from '@drawfront/shared/routes/path-to';
import { NavigationDrawer } from './navigation-drawer';

const site = { capabilities: CAPABILITIES, routeOverrides: {} };
const context = { site, pathTo: createPathTo(site) };

const items: NavigationItem[] = [
  { id: 'lotteries', label: 'Lotteries', kind: 'internal', href: '/lotto-tickets' },
  { id: 'results', label: 'Results', kind: 'internal', href: '/lotto-results' },
  { id: 'more', label: 'More', kind: 'drawer', href: '#' },
  { id: 'blog', label: 'Partner news', kind: 'external', href: 'https://news.example' },
];

/** A toggle and the drawer, as the layout wires them. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <MemoryRouter>
      <button type="button" aria-expanded={open} aria-controls={NAVIGATION_DRAWER_ID} onClick={() => setOpen(true)}>
        Menu
      </button>
      <a href="/elsewhere">Outside</a>
      {open && <NavigationDrawer items={items} context={context} onClose={() => setOpen(false)} />}
    </MemoryRouter>
  );
}

function openDrawer() {
  render(<Harness />);
  const toggle = screen.getByRole('button', { name: 'Menu' });
  toggle.focus();
  fireEvent.click(toggle);
  return { toggle, dialog: screen.getByRole('dialog', { name: 'Menu' }) };
}

describe('NavigationDrawer', () => {
  it('is a labelled modal dialog listing internal and external links but not drawer items', () => {
    const { dialog } = openDrawer();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.id).toBe(NAVIGATION_DRAWER_ID);
    expect(screen.getByRole('link', { name: 'Lotteries' }).getAttribute('href')).toBe('/lotto-tickets');
    expect(screen.getByRole('link', { name: 'Partner news' }).getAttribute('href')).toBe('https://news.example');
    expect(screen.queryByText('More')).toBeNull();
  });

  it('moves focus into the dialog on open', () => {
    const { dialog } = openDrawer();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
  });

  it('closes on Escape and returns focus to the toggle', () => {
    const { toggle } = openDrawer();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('closes from the close button and when a link is followed', () => {
    openDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getByRole('link', { name: 'Results' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('traps Tab and Shift+Tab inside the dialog', () => {
    openDrawer();
    const close = screen.getByRole('button', { name: 'Close menu' });
    const last = screen.getByRole('link', { name: 'Partner news' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('pulls focus back when it lands outside', () => {
    const { dialog } = openDrawer();
    screen.getByRole('link', { name: 'Outside' }).focus();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});

describe('NavigationDrawer links by capability', () => {
  it('leaves out navigation and content links to pages the site lacks', () => {
    const charity = { capabilities: ['blog', 'terms-of-use'] as const, routeOverrides: { 'charity-tickets': '/raffles' } };
    render(
      <MemoryRouter>
        <NavigationDrawer
          items={[...items, { id: 'raffles', label: 'Raffles', kind: 'internal', href: '/raffles' }]}
          context={{ site: charity, pathTo: createPathTo(charity) }}
          contentLinks={[
            { label: 'News', route: 'blog' },
            { label: 'Get the app', route: 'app' },
          ]}
          onClose={() => undefined}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Lotteries' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Raffles' }).getAttribute('href')).toBe('/raffles');
    expect(screen.getByRole('link', { name: 'News' }).getAttribute('href')).toBe('/blog');
    expect(screen.queryByRole('link', { name: 'Get the app' })).toBeNull();
  });
});
