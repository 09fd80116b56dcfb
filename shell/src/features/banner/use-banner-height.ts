import { useLayoutEffect, type RefObject } from 'react';

/** Height re-measure throttle on resize (storefront spec §9 "Banner stacking order"). */
export const BANNER_RESIZE_THROTTLE_MS = 10;

export const BANNER_HEIGHT_VARIABLE = '--df-banner-height';

/**
 * Publishes the fixed banner's height as a CSS variable on <html>, so the page is padded by it
 * and nothing hides underneath. Text wraps differently at each width, hence the re-measure; a new
 * text (`shownText`) is measured afresh, and null (nothing shown) clears the variable.
 */
export function useBannerHeight(ref: RefObject<HTMLElement | null>, shownText: string | null): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (shownText === null || !element) return undefined;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(BANNER_HEIGHT_VARIABLE, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    let pending: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      if (pending !== undefined) return;
      pending = setTimeout(() => {
        pending = undefined;
        measure();
      }, BANNER_RESIZE_THROTTLE_MS);
    };
    measure();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(pending);
      root.style.removeProperty(BANNER_HEIGHT_VARIABLE);
    };
  }, [ref, shownText]);
}
