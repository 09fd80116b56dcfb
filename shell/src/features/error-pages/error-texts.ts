/**
 * The error pages' texts, word for word from the spec (part 2 §2 "Error pages"). Plain data with no
 * React import, so unit tests and the Playwright suite assert on the same strings the pages show.
 */
export interface ErrorPageText {
  heading: string;
  text: string;
}

export const NO_PRODUCTS_TEXT: ErrorPageText = {
  heading: "It's not you, it's us!",
  text: 'There are currently no products available, please check back later. Thank you for being patient.',
};

/** The spec shows no heading for the 500 page, but a page needs one (WCAG 2.4.6); this one is ours, not the spec's. */
export const SERVER_BUSY_TEXT: ErrorPageText = {
  heading: 'Something went wrong',
  text: 'We are experiencing large load times on our server. Thank you for being patient.',
};

export const MAINTENANCE_TEXT: ErrorPageText = {
  heading: "There's a spanner in the works!",
  text: "We'll be up and running again soon after this scheduled maintenance.",
};

export const NOT_FOUND_TEXT = {
  heading: 'Something went wrong.',
  text: "It's looking like you may have taken a wrong turn.",
  homeLink: 'Try heading home and finding your bearing.',
} as const;

/** The render-error fallback; the text is split where "Homepage" becomes a link. */
export const RENDER_ERROR_TEXT = {
  heading: "It's not you, it's us!",
  text: 'Looks like something went wrong on our end. Please try reloading or go back to the Homepage.',
  textBeforeLink: 'Looks like something went wrong on our end. Please try reloading or go back to the ',
  homeLink: 'Homepage',
  textAfterLink: '.',
  retryButton: 'Reload page',
} as const;

/** 418, 503 and 404 have their own page; any other code shows the 500 page (spec part 2 §8). */
export function errorTextFor(status: number): ErrorPageText {
  if (status === 418) return NO_PRODUCTS_TEXT;
  if (status === 503) return MAINTENANCE_TEXT;
  if (status === 404) return NOT_FOUND_TEXT;
  return SERVER_BUSY_TEXT;
}
