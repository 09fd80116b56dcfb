/** Holds the text of the last dismissed banner, so a new text shows again (storefront spec §4 "Other"). */
export const BANNER_DISMISSAL_KEY = 'df_banner_dismissed';

/** The dismissed banner text, or null. Storage can throw (private mode, disabled storage): then nothing was dismissed. */
export function readDismissedBanner(): string | null {
  try {
    return window.localStorage.getItem(BANNER_DISMISSAL_KEY);
  } catch {
    return null;
  }
}

/** Remembers that the banner showing `text` was dismissed; without storage it stays dismissed for this page only. */
export function storeDismissedBanner(text: string): void {
  try {
    window.localStorage.setItem(BANNER_DISMISSAL_KEY, text);
  } catch {
    // Nothing to do: the component state still hides the banner until the next page load.
  }
}
