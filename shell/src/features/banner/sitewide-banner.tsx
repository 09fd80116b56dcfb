import { Button } from '@drawfront/shared/ui/button';
import { useEffect, useRef, useState } from 'react';
import { readDismissedBanner, readLastBannerText, storeDismissedBanner, storeLastBannerText } from './banner-dismissal';
import { useBannerHeight } from './use-banner-height';
import './sitewide-banner.css';

export interface SitewideBannerProps {
  /** The announcement; plain text (never HTML). Nothing renders without it. */
  text?: string;
  /**
   * False while the site's content is still loading: the banner then shows the text this tab last showed,
   * so the page does not move down when the same text arrives (layout shift).
   */
  settled?: boolean;
}

/**
 * A dismissible announcement at the top of every page (storefront spec §1 shared widgets). It takes its own
 * place in the page (sticky on wide screens, scrolling away on small ones), so it never covers the header or
 * a focused field: the page's `scroll-padding-top` is its height while it sticks.
 */
export function SitewideBanner({ text, settled = true }: SitewideBannerProps) {
  const [dismissed, setDismissed] = useState<string | null>(readDismissedBanner);
  const [lastText] = useState<string | null>(readLastBannerText);
  const ref = useRef<HTMLElement>(null);
  const candidate = settled ? text : (text ?? lastText);
  const shownText = candidate && candidate !== dismissed ? candidate : null;
  useEffect(() => {
    if (settled) storeLastBannerText(text ?? null);
  }, [settled, text]);
  useBannerHeight(ref, shownText);
  if (shownText === null) return null;

  const dismiss = () => {
    storeDismissedBanner(shownText);
    setDismissed(shownText);
  };

  return (
    <section ref={ref} className="df-banner" aria-label="Announcement">
      <p className="df-banner__text">{shownText}</p>
      <Button variant="text" className="df-banner__dismiss" aria-label="Dismiss announcement" onClick={dismiss}>
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
          <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </Button>
    </section>
  );
}
