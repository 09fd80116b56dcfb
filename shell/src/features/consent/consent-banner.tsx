import { Button } from '@drawfront/shared/ui/button';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { readConsent, removeNonEssentialCookies, writeConsent, type ConsentChoice } from './consent-cookie';
import { closeConsentSettings, useConsentSettingsOpen } from './consent-settings';
import './consent-banner.css';

export interface ConsentBannerProps {
  /** The site's cookie policy page (`pathTo('about-cookie-policy')`); null when the site has none, and then no link is drawn. */
  cookiePolicyPath: string | null;
  /** Told about a new choice, so analytics can start (all) or stay off (essential). */
  onChange?: (choice: ConsentChoice) => void;
}

/** Asks once for cookie consent and stays away for a year after a choice (spec part 2 §4 "Consent"). */
export function ConsentBanner({ cookiePolicyPath, onChange }: ConsentBannerProps) {
  const [choice, setChoice] = useState<ConsentChoice | null>(readConsent);
  const reopened = useConsentSettingsOpen();
  const headingId = useId();
  if (choice && !reopened) return null;

  const choose = (next: ConsentChoice) => {
    writeConsent(next);
    // Withdrawing consent removes what the non-essential category had set (spec part 2 §4).
    if (next === 'essential') removeNonEssentialCookies();
    setChoice(next);
    closeConsentSettings();
    onChange?.(next);
  };

  return (
    <section className="df-consent" aria-labelledby={headingId}>
      <h2 id={headingId} className="df-consent__heading">
        Cookies on this site
      </h2>
      <p className="df-consent__text">
        We use essential cookies to make this site work. With your permission we would also like to use non-essential cookies to
        understand how you use the site and to improve our marketing.
        {cookiePolicyPath !== null && (
          <>
            {' '}Read our{' '}
            <Link className="df-ui-link" to={cookiePolicyPath}>
              cookie policy
            </Link>
            .
          </>
        )}
      </p>
      <div className="df-consent__actions">
        <Button onClick={() => choose('all')}>Accept all</Button>
        <Button variant="secondary" onClick={() => choose('essential')}>
          Only essential
        </Button>
      </div>
    </section>
  );
}
