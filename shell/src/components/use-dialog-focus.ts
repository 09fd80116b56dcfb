import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * Modal focus handling (WAI-ARIA dialog pattern): focus moves into the dialog when it mounts (to the
 * first focusable element of `firstFocus` when given, else the dialog's first), Tab
 * and Shift+Tab wrap inside it, Escape closes it, and focus goes back to whatever opened it when
 * it unmounts, so a keyboard user is never stranded at the top of the page.
 */
export function useDialogFocus(ref: RefObject<HTMLElement | null>, onClose: () => void, firstFocus?: RefObject<HTMLElement | null>): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const start = firstFocus?.current ? focusablesIn(firstFocus.current)[0] : undefined;
    (start ?? focusablesIn(dialog)[0] ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus can still escape by mouse or assistive tech; pull it back in.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) (focusablesIn(dialog)[0] ?? dialog).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      returnFocus(opener);
    };
  }, [ref, firstFocus]);
}

/**
 * Hands focus back to the dialog's opener. An opener still on the page that can no longer take focus hands it
 * to the first control of the part of the page it sits in, then to the main region, so focus never drops to
 * <body>. An opener that left the page (the dialog's link navigated) is left to the page navigation, which
 * moves focus to the new page.
 */
function returnFocus(opener: HTMLElement | null): void {
  if (!opener?.isConnected || opener === document.body) return;
  opener.focus();
  if (document.activeElement === opener) return;
  const PARTS = 'form, section, [role="region"]';
  for (let part = opener.closest<HTMLElement>(PARTS); part; part = part.parentElement?.closest<HTMLElement>(PARTS) ?? null) {
    const first = focusablesIn(part)[0];
    if (first) {
      first.focus();
      return;
    }
  }
  opener.closest('main')?.focus({ preventScroll: true });
}
