import type { PathTo } from '@drawfront/shared/routes/path-to';
import { useId } from 'react';
import { FooterLinkList } from './footer-link-list';
import { footerLinksTo } from './footer-links';

/** The app-download block, shown only with the native-app capability; it points at the site's own app pages. */
export function AppDownloadBlock({ pathTo }: { pathTo: PathTo }) {
  const headingId = useId();
  return (
    <section className="df-footer__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="df-footer__heading">
        Get the app
      </h2>
      <FooterLinkList
        links={footerLinksTo(pathTo, [
          { label: 'Download our app', route: 'app' },
          { label: 'Download for Android', route: 'app-android' },
        ])}
      />
    </section>
  );
}
