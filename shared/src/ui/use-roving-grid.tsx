import { useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';

/** Used when the layout cannot be read (no CSS grid, or a test DOM without layout): ten numbers a row. */
const FALLBACK_COLUMNS = 10;

/**
 * The number of columns a CSS grid lays its items out in right now. A grid's computed
 * `grid-template-columns` is its resolved track list ("52px 52px …"), so an `auto-fill` grid that
 * reflows with the screen width still answers how many numbers a row holds.
 */
export function gridColumns(container: HTMLElement | null): number {
  if (!container) return FALLBACK_COLUMNS;
  const tracks = getComputedStyle(container)
    .gridTemplateColumns.split(' ')
    .filter((track) => /^\d+(\.\d+)?px$/.test(track)).length;
  return tracks > 0 ? tracks : FALLBACK_COLUMNS;
}

/**
 * Where a key moves focus in a grid of `count` items laid out `columns` a row, or null for a key the
 * grid does not handle: arrows by one item or one row, Home/End to the row's ends, Ctrl+Home/End to the
 * grid's ends. Moves stop at the edges rather than wrap, so a customer always knows where they are.
 */
export function rovingTarget(key: string, ctrlKey: boolean, index: number, count: number, columns: number): number | null {
  const rowStart = index - (index % columns);
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, count - 1);
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'ArrowDown':
      return index + columns < count ? index + columns : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return ctrlKey ? 0 : rowStart;
    case 'End':
      return ctrlKey ? count - 1 : Math.min(rowStart + columns - 1, count - 1);
    default:
      return null;
  }
}

export interface RovingGrid<T extends HTMLElement> {
  /** The element laying the items out; its grid columns decide what Up and Down do. */
  containerRef: RefObject<T | null>;
  /** The props for the item at `index`: only the current one is a tab stop. */
  itemProps: (index: number) => {
    tabIndex: number;
    'data-roving-index': number;
    onFocus: () => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
}

/**
 * A roving tabindex over a grid of items (the WAI-ARIA composite widget keyboard model): the whole grid
 * is one tab stop, the arrow keys move between items, and the item last focused stays the tab stop, so a
 * customer who tabs away and back returns to where they were.
 */
export function useRovingGrid<T extends HTMLElement>(count: number): RovingGrid<T> {
  const containerRef = useRef<T>(null);
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(count - 1, 0));
  const focusItem = (index: number) => {
    containerRef.current?.querySelector<HTMLElement>(`[data-roving-index="${index}"]`)?.focus();
  };
  return {
    containerRef,
    itemProps: (index) => ({
      tabIndex: index === current ? 0 : -1,
      'data-roving-index': index,
      onFocus: () => setActive(index),
      onKeyDown: (event) => {
        const target = rovingTarget(event.key, event.ctrlKey || event.metaKey, index, count, gridColumns(containerRef.current));
        if (target === null) return;
        event.preventDefault();
        setActive(target);
        focusItem(target);
      },
    }),
  };
}
