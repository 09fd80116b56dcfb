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

/** The banner text last shown in this tab: the next page load draws it at once instead of shifting the page when it arrives. */
export const BANNER_TEXT_KEY = 'df_banner_text';

/** The banner text this tab last showed, or null. */
export function readLastBannerText(): string | null {
  try {
    return window.sessionStorage.getItem(BANNER_TEXT_KEY);
  } catch {
    return null;
  }
}

/** Remembers the banner text the content service answered (null: the site has none now). */
export function storeLastBannerText(text: string | null): void {
  try {
    if (text) window.sessionStorage.setItem(BANNER_TEXT_KEY, text);
    else window.sessionStorage.removeItem(BANNER_TEXT_KEY);
  } catch {
    // Without storage the banner simply appears when its text arrives.
  }
}
