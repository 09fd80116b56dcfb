import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { findMainHeading, focusHeading, isNewHeading } from './main-heading';
import type { SeenHeading } from './main-heading';
import type { PageVisits } from '../../lib/page-visits';
import type { ScrollPositions } from './scroll-positions';
import { restoreScroll, scrollToStart } from './scroll-page';
import { watchUntil } from './watch-until';

interface Shown {
  key: string;
  pathname: string;
  hash: string;
  /** The heading of the page on screen, once found: the next page's heading is any other. */
  heading: SeenHeading | null;
}

/**
 * What every in-app navigation does, for every remote alike: a new page starts at its top (or its
 * `#fragment`), Back and Forward return to where the customer was, focus moves to the new page's heading
 * and the returned message (the heading's text) is for a polite live region. Nothing happens on the first
 * load, and nothing but the fragment scroll when only the query or hash changes: that is a filter or an
 * anchor on the same page. Each move to a new path also begins a new page visit (`visits`), which page-bound
 * UI checks before it opens.
 */
export function usePageNavigation(visits: PageVisits, positions: ScrollPositions): string {
  const { key: routerKey, pathname, search, hash } = useLocation();
  const shown = useRef<Shown | null>(null);
  const pending = useRef<AbortController | null>(null);
  const restoring = useRef(false);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    // The shell restores offsets itself: the browser's own restore runs before a remote has drawn the page.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    let frame = 0;
    const save = () => {
      frame = 0;
      if (shown.current && !restoring.current) positions.set(shown.current.key, window.scrollY);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(save);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [positions]);

  useLayoutEffect(() => {
    const before = shown.current;
    const key = entryKey({ key: routerKey, pathname, search, hash });
    if (before?.key === key) return;
    pending.current?.abort();
    const work = new AbortController();
    pending.current = work;
    const now: Shown = { key, pathname, hash, heading: before?.heading ?? findMainHeading() };
    shown.current = now;
    visits.begin(pathname);

    const saved = positions.get(key);
    if (saved !== undefined) {
      // Back or Forward (or a reload of this entry): the offset the customer left it at.
      // Scroll events during the restore are the page growing, not the customer: they are not saved.
      restoring.current = true;
      restoreScroll(saved, work.signal, () => (restoring.current = false));
    } else if (before && (before.pathname !== pathname || before.hash !== hash)) {
      scrollToStart(hash, work.signal);
    }

    if (before === null || before.pathname === pathname) {
      // First load or a filter on the same page: keep following the heading, move nothing.
      watchUntil(() => {
        now.heading = findMainHeading() ?? now.heading;
        return now.heading !== null;
      }, work.signal);
      return;
    }
    const focusedBefore = document.activeElement;
    watchUntil(() => {
      const heading = findMainHeading();
      if (heading === null || !isNewHeading(heading, before.heading)) return false;
      now.heading = heading;
      if (!pageTookFocus(focusedBefore)) focusHeading(heading.element);
      setAnnouncement((previous) => (previous === heading.text ? `${heading.text}\u00a0` : heading.text));
      return true;
    }, work.signal);
  }, [routerKey, pathname, search, hash, positions, visits]);

  useEffect(
    () => () => {
      pending.current?.abort();
    },
    [],
  );

  return announcement;
}

/**
 * The history entry on screen. react-router keys each entry it makes; an entry pushed without it (the first
 * load, a plain `history.pushState`) is keyed "default", and is told apart by its URL instead.
 */
function entryKey(location: { key: string; pathname: string; search: string; hash: string }): string {
  return location.key === 'default' ? `default:${location.pathname}${location.search}${location.hash}` : location.key;
}

/**
 * Whether the new page has put focus somewhere itself (a wizard's step, a form's first field): the shell then
 * leaves it there. Focus still on the link that was followed, on the body or on a node that is gone is not.
 */
function pageTookFocus(focusedBefore: Element | null): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body && active !== focusedBefore && active.isConnected && active.id !== 'main-content';
}
