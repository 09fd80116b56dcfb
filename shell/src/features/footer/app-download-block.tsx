import { useId } from 'react';
import { FooterLinkList } from './footer-link-list';

/** The app-download block, shown only with the native-app capability; it points at the site's own app pages. */
export function AppDownloadBlock() {
  const headingId = useId();
  return (
    <section className="df-footer__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="df-footer__heading">
        Get the app
      </h2>
      <FooterLinkList
        links={[
          { label: 'Download our app', href: '/app' },
          { label: 'Download for Android', href: '/app/android' },
        ]}
      />
    </section>
  );
}
