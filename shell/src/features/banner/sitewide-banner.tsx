import { Button } from '@drawfront/shared/ui/button';
import { useRef, useState } from 'react';
import { readDismissedBanner, storeDismissedBanner } from './banner-dismissal';
import { useBannerHeight } from './use-banner-height';
import './sitewide-banner.css';

export interface SitewideBannerProps {
  /** The announcement; plain text (never HTML). Nothing renders without it. */
  text?: string;
}

/** A dismissible announcement fixed to the top of every page (storefront spec §1 shared widgets). */
export function SitewideBanner({ text }: SitewideBannerProps) {
  const [dismissed, setDismissed] = useState<string | null>(readDismissedBanner);
  const ref = useRef<HTMLElement>(null);
  const shownText = text && text !== dismissed ? text : null;
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
