import type { SocialLink } from '@drawfront/shared/contract/site';
import { useId } from 'react';

const NETWORK_NAMES: Record<SocialLink['network'], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
  twitter: 'Twitter',
  youtube: 'YouTube',
};

/** The site's social profiles. Only http(s) addresses become links: content data must never yield a javascript: href. */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  const headingId = useId();
  const safe = links.filter((link) => /^https?:\/\//i.test(link.url) && link.network in NETWORK_NAMES);
  if (safe.length === 0) return null;
  return (
    <section className="df-footer__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="df-footer__heading">
        Follow us
      </h2>
      <ul className="df-footer__list">
        {safe.map((link) => (
          <li key={link.network}>
            <a className="df-footer__link" href={link.url} rel="noopener">
              {NETWORK_NAMES[link.network]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
