/** What a page's main heading was when last seen: the element and its text (a remote may reuse the element). */
export interface SeenHeading {
  element: HTMLElement;
  text: string;
}

/** The page's main heading: the `h1` inside `main`, once it has text and is not inside a loading region. */
export function findMainHeading(root: ParentNode = document): SeenHeading | null {
  const element = root.querySelector<HTMLElement>('main h1');
  const text = element?.textContent?.trim() ?? '';
  if (!element || text === '' || element.closest('[aria-busy="true"]')) return null;
  return { element, text };
}

/** Whether `heading` belongs to another page than `before` (a new element, or the same one with new words). */
export function isNewHeading(heading: SeenHeading, before: SeenHeading | null): boolean {
  return before === null || heading.element !== before.element || heading.text !== before.text;
}

/**
 * Moves focus to a page's heading without scrolling (the scroll is already where it belongs: the top, the
 * fragment or the restored offset). A heading is not focusable, so it gets tabindex=-1 while focused only:
 * a lasting tabindex would put it in the way of clicks and of screen readers' reading order.
 */
export function focusHeading(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus({ preventScroll: true });
}
